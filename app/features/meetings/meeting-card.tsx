// One meeting on the professional's demand page (pro-side §2 "Meeting actions"): its service, its badges
// (status, customer, professional), its date, the legal-hours warning, the answer of the last action on
// it, and the actions the platform's `allowed_actions` offer: confirm on a proposed slot, complete,
// plan or reschedule, and the selector's links (decline, new date, cancel), whose panel opens here when
// the URL selects it; then « Changer l'intervenant ».
import pro from "~/locales/fr/pro.json";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { LegalHoursWarning } from "~/features/planning/legal-hours-warning";
import { ChoiceSelect } from "~/features/pro/choice-select";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import type { ProMeetingView } from "~/features/pro/pro-views";
import { Badge } from "~/ui/badge";
import { Button, buttonClass } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { actionHref, MEETING_INTENTS, type ActionSelection, type MeetingIntent } from "./meeting-actions";
import { CancelPanel, ConfirmForm, DeclinePanel, MeetingForm, UpdateDatePanel } from "./meeting-forms";
import type { MeetingActionAnswer } from "./run-meeting-action.server";

const t = translator(pro);
const tv = translator(video);

interface Choice {
  id: number;
  name: string;
}

export interface MeetingCardProps {
  meeting: ProMeetingView;
  demandId: number;
  /** The demand page without its selector (the panels' « close »). */
  demandPath: string;
  /** Where the forms post: the page's URL with its selector, so an answer re-renders the same panel. */
  actionUrl: string;
  selection: ActionSelection;
  reasons: { id: number; title: string; message: string }[];
  chosenReason: { id: number; title: string; message: string } | null;
  reasonMissing: boolean;
  professionals: Choice[];
  manager: string | null;
  minimumDate: string;
  /** The action's answer, when it is about this meeting. */
  answer: MeetingActionAnswer | undefined;
}

export function MeetingCard(props: MeetingCardProps) {
  const { meeting, demandId, demandPath, actionUrl, selection, answer } = props;
  const about = (intent: MeetingIntent) => (answer?.intent === intent ? answer : undefined);
  const isSelected = selection.meetingId === meeting.id;
  // A slot the platform has just said is taken is offered no more (issue 38, point 15).
  const offered = meeting.slots.filter((slot) => slot.id !== answer?.unavailableSlotId);
  const panelProps = {
    meeting,
    demandPath,
    actionUrl,
    reasons: props.reasons,
    chosenReason: props.chosenReason,
    reasonMissing: props.reasonMissing,
  };
  return (
    <li className={styles.step}>
      <h3 className={styles.itemTitle}>{meeting.reportType}</h3>
      {meeting.status === "validated" && meeting.mode === "visio" ? (
        // The meeting's call.
        <p>
          <a className={buttonClass("primary")} href={proPaths.proCall(demandId, meeting.id)}>
            {tv("links.join")}
          </a>
        </p>
      ) : null}
      <ul className={styles.inline} aria-label={t("demand.meetingBadges")}>
        <li>
          <Badge tone={meeting.badge.tone}>{meeting.badge.label}</Badge>
        </li>
        {meeting.customer ? (
          <li>
            <Badge tone="muted">{t("meeting.customer", { name: meeting.customer })}</Badge>
          </li>
        ) : null}
        {meeting.professional ? (
          <li>
            <Badge tone="dark">{t("meeting.professional", { name: meeting.professional })}</Badge>
          </li>
        ) : null}
      </ul>
      <p>
        {t("demand.slot")} : {meeting.when ?? t("meeting.noDate")} (
        {meeting.mode === "visio" ? t("meeting.visio") : t("meeting.onSite")})
      </p>
      {/* Who may not confirm (a clerk) still sees what the customer asked for (issue 38, point 14). */}
      {!meeting.when && !meeting.buttons.confirm && meeting.slots.length > 0 ? (
        <p>
          {t("meeting.askedSlots")} : {meeting.slots.map((slot) => slot.label).join(", ")}
        </p>
      ) : null}
      {meeting.legalHoursWarning ? <LegalHoursWarning>{meeting.legalHoursWarning}</LegalHoursWarning> : null}
      {props.manager ? <p className={styles.meta}>{t("meeting.manager", { name: props.manager })}</p> : null}
      {answer?.error ? <Notice tone="danger">{answer.error}</Notice> : null}

      {meeting.buttons.confirm && offered.length > 0 ? (
        <ConfirmForm
          meeting={{ ...meeting, slots: offered }}
          actionUrl={actionUrl}
          result={about(MEETING_INTENTS.confirm)?.result}
        />
      ) : null}

      <div className={styles.formActions} aria-label={t("demand.actions")} role="group">
        {meeting.buttons.oneButton.map((entry) => (
          <MeetingForm key={entry.intent} meeting={meeting} intent={entry.intent} actionUrl={actionUrl}>
            <Button type="submit">{entry.label}</Button>
          </MeetingForm>
        ))}
        {meeting.buttons.reschedule ? (
          <a className={buttonClass("outline")} href={proPaths.proRescheduleMeeting(demandId, meeting.id)}>
            {meeting.plannable ? t("demand.plan") : t("demand.reschedule")}
          </a>
        ) : null}
        {meeting.buttons.decline ? (
          <a className={buttonClass("outline")} href={actionHref(demandPath, "declination", meeting.id)}>
            {t("demand.decline")}
          </a>
        ) : null}
        {meeting.buttons.updateDate ? (
          <a className={buttonClass("outline")} href={actionHref(demandPath, "update_date", meeting.id)}>
            {t("demand.updateDate")}
          </a>
        ) : null}
        {meeting.buttons.cancel ? (
          <a className={buttonClass("outline")} href={actionHref(demandPath, "cancel", meeting.id)}>
            {t("demand.cancel")}
          </a>
        ) : null}
      </div>

      {isSelected && selection.action === "declination" ? (
        <DeclinePanel {...panelProps} result={about(MEETING_INTENTS.decline)?.result} />
      ) : null}
      {isSelected && selection.action === "update_date" ? (
        <UpdateDatePanel
          meeting={meeting}
          demandPath={demandPath}
          actionUrl={actionUrl}
          minimum={props.minimumDate}
          result={about(MEETING_INTENTS.updateDate)?.result}
          legalHoursWarning={about(MEETING_INTENTS.updateDate)?.legalHoursWarning}
        />
      ) : null}
      {isSelected && selection.action === "cancel" ? (
        <CancelPanel {...panelProps} notify={selection.notify} result={about(MEETING_INTENTS.cancel)?.result} />
      ) : null}

      {meeting.buttons.assignOperator && props.professionals.length > 0 ? (
        <MeetingForm meeting={meeting} intent={MEETING_INTENTS.assignOperator} actionUrl={actionUrl}>
          <ChoiceSelect
            id={`intervenant-${meeting.id}`}
            label={t("demand.operatorLabel")}
            name="operator_id"
            emptyLabel={t("demand.chooseOperator")}
            choices={props.professionals}
            defaultValue={String(meeting.operatorId ?? "")}
            result={about(MEETING_INTENTS.assignOperator)?.result}
          />
          <Button type="submit" variant="outline">
            {t("demand.operatorSubmit")}
          </Button>
        </MeetingForm>
      ) : null}
    </li>
  );
}
