// The forms of one meeting on the professional's demand page (pro-side §2 "Meeting actions"): confirm on
// a proposed slot, complete, and the selected action's panel (decline with a reason whose message is
// shown before confirming, a new date DD/MM/YYYY HH:mm, cancel with its two choices). Every form is a
// plain POST with an `intent`, the meeting and the status it was rendered with; Remix's <Form> takes
// over when JavaScript runs. The selector's state is the URL, so each panel is a page of its own.
import { Form } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import { Button, buttonClass } from "~/ui/button";
import { ErrorList, TextField } from "~/ui/field";
import { LegalHoursWarning } from "~/features/planning/legal-hours-warning";
import { actionHref, MEETING_INTENTS, type MeetingIntent } from "./meeting-actions";
import * as styles from "~/features/pro/pro.css";
import type { ProMeetingView } from "~/features/pro/pro-views";
import { ChoiceSelect } from "~/features/pro/choice-select";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";

const t = translator(pro);

interface RefusalChoice {
  id: number;
  title: string;
  message: string;
}

interface MeetingFormProps {
  meeting: ProMeetingView;
  intent: MeetingIntent;
  /** Where the form posts: the page's URL with its selector, so an answer re-renders the same panel. */
  actionUrl: string;
  children: ReactNode;
}

/** A POST form about one meeting: its intent, its id and the status the user saw. */
export function MeetingForm({ meeting, intent, actionUrl, children }: MeetingFormProps) {
  return (
    <Form method="post" action={actionUrl}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="meeting_id" value={meeting.id} />
      <input type="hidden" name="expected_status" value={meeting.status} />
      <IdempotencyKeyField value={meeting.idempotencyKey} />
      {children}
    </Form>
  );
}

export function ConfirmForm({ meeting, actionUrl, result }: { meeting: ProMeetingView; actionUrl: string; result: FormResult }) {
  const errors = fieldErrors(result, "slot_id");
  const chosen = typedValue(result, "slot_id", meeting.slots.length === 1 ? String(meeting.slots[0]!.id) : "");
  return (
    <MeetingForm meeting={meeting} intent={MEETING_INTENTS.confirm} actionUrl={actionUrl}>
      <fieldset className={styles.fieldset} aria-describedby={errors ? `creneau-erreur-${meeting.id}` : undefined}>
        <legend>{t("demand.confirmLegend")}</legend>
        {meeting.slots.map((slot) => {
          const warningId = `creneau-heures-${meeting.id}-${slot.id}`;
          return (
            <div key={slot.id}>
              <label className={styles.radio}>
                <input
                  type="radio"
                  name="slot_id"
                  value={slot.id}
                  defaultChecked={chosen === String(slot.id)}
                  aria-describedby={slot.legalHoursWarning ? warningId : undefined}
                />
                {slot.label}
              </label>
              {slot.legalHoursWarning ? <LegalHoursWarning id={warningId}>{slot.legalHoursWarning}</LegalHoursWarning> : null}
            </div>
          );
        })}
        <ErrorList id={`creneau-erreur-${meeting.id}`} errors={errors} />
      </fieldset>
      <Button type="submit">{t("demand.confirm")}</Button>
    </MeetingForm>
  );
}

interface PanelProps {
  meeting: ProMeetingView;
  demandPath: string;
  actionUrl: string;
  reasons: RefusalChoice[];
  /** The reason chosen in the URL (`?motif=`), whose message is shown before the final confirmation. */
  chosenReason: RefusalChoice | null;
  /** The URL asked for a reason (`?motif=`) that is empty or unknown. */
  reasonMissing: boolean;
  result: FormResult;
}

/**
 * Decline (pro-side §5: a reason is required and the confirmation shows its message): first the reason,
 * asked by a GET form into the URL; then its message and the POST that declines.
 */
export function DeclinePanel({ meeting, demandPath, actionUrl, reasons, chosenReason, reasonMissing, result }: PanelProps) {
  return (
    <section className={styles.actionPanel} aria-labelledby={`refus-${meeting.id}`}>
      <h4 id={`refus-${meeting.id}`}>{t("demand.declineTitle")}</h4>
      <ReasonSteps
        {...{ meeting, demandPath, actionUrl, reasons, chosenReason, reasonMissing, result }}
        action="declination"
        intent={MEETING_INTENTS.decline}
        submitLabel={t("demand.declineSubmit")}
      />
      <CloseLink demandPath={demandPath} />
    </section>
  );
}

function ReasonChoice({
  meeting,
  demandPath,
  action,
  reasons,
  chosenReason,
  reasonMissing,
}: PanelProps & { action: "declination" | "cancel" }) {
  return (
    <Form method="get" action={demandPath}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="meeting" value={meeting.id} />
      {action === "cancel" ? <input type="hidden" name="prevenir" value="1" /> : null}
      <ChoiceSelect
        id={`motif-${meeting.id}`}
        label={t("demand.reason")}
        name="motif"
        emptyLabel={t("demand.chooseReason")}
        choices={reasons.map((reason) => ({ id: reason.id, name: reason.title }))}
        defaultValue={chosenReason ? String(chosenReason.id) : ""}
        errors={reasonMissing ? [t("errors.reasonRequired")] : undefined}
        required
      />
      <Button type="submit" variant="outline">
        {t("demand.chooseReasonSubmit")}
      </Button>
    </Form>
  );
}

/**
 * The two steps of an action that tells the customer why (decline, notified cancellation): the reason,
 * chosen by a GET form into the URL; then the message the customer will receive and the POST.
 */
function ReasonSteps({
  action,
  intent,
  submitLabel,
  children,
  ...panel
}: PanelProps & { action: "declination" | "cancel"; intent: MeetingIntent; submitLabel: string; children?: ReactNode }) {
  const { meeting, actionUrl, chosenReason, result } = panel;
  return (
    <>
      <ReasonChoice {...panel} action={action} />
      {chosenReason ? (
        <MeetingForm meeting={meeting} intent={intent} actionUrl={actionUrl}>
          <p>{t("demand.declineReview")}</p>
          <blockquote>{chosenReason.message}</blockquote>
          {children}
          <input type="hidden" name="refusal_type_id" value={chosenReason.id} />
          <ErrorList errors={fieldErrors(result, "refusal_type_id")} />
          <Button type="submit">{submitLabel}</Button>
        </MeetingForm>
      ) : null}
    </>
  );
}

function CloseLink({ demandPath }: { demandPath: string }) {
  return (
    <p>
      <a href={demandPath}>{t("demand.closeAction")}</a>
    </p>
  );
}

/**
 * A new date, typed DD/MM/YYYY HH:mm; with JavaScript, the button waits for a date (pro-side §5). A
 * constat moved outside legal hours comes back with the warning and asks to confirm (docs/decisions/3103).
 */
export function UpdateDatePanel({
  meeting,
  demandPath,
  actionUrl,
  result,
  minimum,
  legalHoursWarning,
}: Omit<PanelProps, "reasons" | "chosenReason" | "reasonMissing"> & { minimum: string; legalHoursWarning?: string }) {
  const [typed, setTyped] = useState(typedValue(result, "date"));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const warned = Boolean(legalHoursWarning) && typed === typedValue(result, "date");
  return (
    <section className={styles.actionPanel} aria-labelledby={`date-${meeting.id}`}>
      <h4 id={`date-${meeting.id}`}>{t("demand.updateDateTitle")}</h4>
      {meeting.legalHoursWarning ? <LegalHoursWarning>{meeting.legalHoursWarning}</LegalHoursWarning> : null}
      {/* A date the study sets needs no further confirmation (the platform's update_date leads to "validated"). */}
      {meeting.status === "validated" ? null : <p>{t("demand.updateDateConfirms")}</p>}
      <MeetingForm meeting={meeting} intent={MEETING_INTENTS.updateDate} actionUrl={actionUrl}>
        <TextField
          id={`nouvelle-date-${meeting.id}`}
          label={t("demand.dateLabel")}
          description={t("demand.dateHelp", { min: minimum })}
          name="date"
          placeholder="JJ/MM/AAAA HH:mm"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          errors={fieldErrors(result, "date")}
          required
        />
        {warned ? (
          <>
            <LegalHoursWarning>{legalHoursWarning!}</LegalHoursWarning>
            <input type="hidden" name="legal_hours_acknowledged" value="1" />
          </>
        ) : null}
        <Button type="submit" disabled={hydrated && typed.trim() === ""}>
          {warned ? t("demand.updateDateConfirm") : t("demand.updateDateSubmit")}
        </Button>
      </MeetingForm>
      <CloseLink demandPath={demandPath} />
    </section>
  );
}

/**
 * Cancel (pro-side §2): confirm with two choices, cancel without notifying (a POST), or notify the
 * customer, which asks for the reason (as the decline does) before the POST.
 */
export function CancelPanel({
  meeting,
  demandPath,
  actionUrl,
  reasons,
  chosenReason,
  reasonMissing,
  result,
  notify,
}: PanelProps & { notify: boolean }) {
  return (
    <section className={styles.actionPanel} aria-labelledby={`annulation-${meeting.id}`}>
      <h4 id={`annulation-${meeting.id}`}>{t("demand.cancelTitle")}</h4>
      {notify ? (
        <>
          <ReasonSteps
            {...{ meeting, demandPath, actionUrl, reasons, chosenReason, reasonMissing, result }}
            action="cancel"
            intent={MEETING_INTENTS.cancel}
            submitLabel={t("demand.cancelNotifySubmit")}
          >
            <input type="hidden" name="notify" value="1" />
          </ReasonSteps>
        </>
      ) : (
        <>
          <p>{t("demand.cancelQuestion")}</p>
          <div className={styles.formActions}>
            <MeetingForm meeting={meeting} intent={MEETING_INTENTS.cancel} actionUrl={actionUrl}>
              <input type="hidden" name="notify" value="0" />
              <Button type="submit" variant="outline">
                {t("demand.cancelSilently")}
              </Button>
            </MeetingForm>
            <a className={buttonClass("primary")} href={actionHref(demandPath, "cancel", meeting.id, true)}>
              {t("demand.cancelNotify")}
            </a>
          </div>
        </>
      )}
      <CloseLink demandPath={demandPath} />
    </section>
  );
}
