// The case panels of the professional's demand page: the case's follow-up (lock, named
// transitions, refusal, bill status, meeting mode), its details (title, further information, internal
// comment), the customer's documents, the report, and the journal. Every form is a plain POST with an
// `intent` and the case's `expected_version`; an answer about a form shows its errors next to its fields
// and keeps what was typed.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import cases from "~/locales/fr/cases.json";
import accountDemands from "~/locales/fr/account-demands.json";
import { translator } from "~/i18n/translator";
import { fieldErrors, typedValue, type FormResult } from "~/features/forms/form-result";
import { ChoiceSelect } from "~/features/pro/choice-select";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";
import { Notice } from "~/ui/notice";
import { BILL_STATUSES, CASE_INTENTS, type CaseIntent } from "./case-intents";
import type { JournalEntryView, ProCaseView } from "./case-view.server";

const t = translator(cases);
const ta = translator(accountDemands);

/** The answer of the page's action about one form, as the page hands it to that form. */
type ResultOf = (intent: CaseIntent) => FormResult;

function CaseForm({
  intent,
  version,
  actionUrl,
  multipart,
  children,
}: {
  intent: CaseIntent;
  version: number | null;
  actionUrl: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={actionUrl} encType={multipart ? "multipart/form-data" : undefined}>
      <input type="hidden" name="intent" value={intent} />
      {version === null ? null : <input type="hidden" name="expected_version" value={version} />}
      {children}
    </Form>
  );
}

interface PanelProps {
  view: ProCaseView;
  actionUrl: string;
  resultOf: ResultOf;
}

export function CaseFollowUp({
  view,
  actionUrl,
  resultOf,
  reasons,
}: PanelProps & { reasons: readonly { id: number; title: string }[] }) {
  const form = { version: view.version, actionUrl };
  return (
    <section className={styles.section} aria-labelledby="suivi-dossier">
      <h2 id="suivi-dossier" className={styles.sectionTitle}>
        {t("pro.caseTitle")}
      </h2>
      {view.lock ? (
        <Notice tone={view.lock.mine ? "info" : "warning"}>
          {view.lock.mine
            ? t("pro.lockedByYou", { date: view.lock.since })
            : t("pro.lockedBy", { name: view.lock.holder, date: view.lock.since })}
        </Notice>
      ) : (
        <p className={styles.meta}>{t("pro.unlocked")}</p>
      )}
      <div className={styles.formActions} role="group" aria-label={t("pro.transitions")}>
        {view.lockAction ? (
          <CaseForm intent={CASE_INTENTS[view.lockAction]} {...form}>
            <Button type="submit" variant="outline">
              {view.lockAction === "unlock" ? t("pro.unlock") : t("pro.lock")}
            </Button>
          </CaseForm>
        ) : null}
        {view.transitions.map((transition) => (
          <CaseForm key={transition.name} intent={CASE_INTENTS.transition} {...form}>
            <input type="hidden" name="transition" value={transition.name} />
            <Button type="submit">{transition.label}</Button>
          </CaseForm>
        ))}
      </div>
      {view.transitions.length === 0 ? <p className={styles.meta}>{t("pro.noTransition")}</p> : null}
      {view.canManage ? (
        <>
          <CaseForm intent={CASE_INTENTS.billStatus} {...form}>
            <ChoiceSelect
              id="facturation"
              label={t("pro.billLabel")}
              name="bill_status"
              emptyLabel={t("pro.billLabel")}
              choices={BILL_STATUSES.map((status) => ({ id: status, name: ta(`status.bill.${status}`) }))}
              defaultValue={view.billStatus}
              result={resultOf(CASE_INTENTS.billStatus)}
              required
            />
            <Button type="submit" variant="outline">
              {t("pro.billSubmit")}
            </Button>
          </CaseForm>

          <CaseForm intent={CASE_INTENTS.meetingMode} {...form}>
            <ChoiceSelect
              id="modalite"
              label={t("pro.modeLabel")}
              name="new_type"
              emptyLabel={t("pro.modeLabel")}
              choices={[
                { id: "meeting", name: ta("card.onSite") },
                { id: "visio", name: ta("card.visio") },
              ]}
              defaultValue={view.mode}
              result={resultOf(CASE_INTENTS.meetingMode)}
              required
            />
            <Button type="submit" variant="outline">
              {t("pro.modeSubmit")}
            </Button>
          </CaseForm>

          {view.canRefuse ? (
            <CaseForm intent={CASE_INTENTS.refuse} {...form}>
              <ChoiceSelect
                id="refus-dossier"
                label={t("pro.refuseReason")}
                name="refusal_type_id"
                emptyLabel={t("pro.chooseRefuseReason")}
                choices={reasons.map((reason) => ({ id: reason.id, name: reason.title }))}
                result={resultOf(CASE_INTENTS.refuse)}
                required
              />
              <Button type="submit" variant="outline">
                {t("pro.refuseSubmit")}
              </Button>
            </CaseForm>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The case's texts, each its own form: one field, its typed value kept and its errors shown. */
const TEXT_FORMS = [
  {
    intent: CASE_INTENTS.title,
    id: "titre-dossier",
    name: "title",
    label: "pro.titleLabel",
    submit: "pro.titleSubmit",
    max: 200,
  },
  {
    intent: CASE_INTENTS.furtherInfos,
    id: "informations-complementaires",
    name: "further_infos",
    label: "pro.furtherInfosLabel",
    submit: "pro.furtherInfosSubmit",
    max: 5000,
  },
  {
    intent: CASE_INTENTS.comment,
    id: "commentaire-interne",
    name: "comment",
    label: "pro.commentLabel",
    submit: "pro.commentSubmit",
    max: 5000,
  },
] as const;

export function CaseDetails({ view, actionUrl, resultOf }: PanelProps) {
  const values = { title: view.title, further_infos: view.furtherInfos, comment: view.comment };
  return (
    <section className={styles.section} aria-labelledby="informations-dossier">
      <h2 id="informations-dossier" className={styles.sectionTitle}>
        {t("pro.detailsTitle")}
      </h2>
      {TEXT_FORMS.map((text) => {
        const result = resultOf(text.intent);
        const field = {
          id: text.id,
          label: t(text.label),
          name: text.name,
          maxLength: text.max,
          defaultValue: typedValue(result, text.name, values[text.name]),
          errors: fieldErrors(result, text.name),
        };
        return (
          <CaseForm key={text.intent} intent={text.intent} version={view.version} actionUrl={actionUrl}>
            {text.name === "title" ? <TextField {...field} required /> : <TextAreaField {...field} rows={3} />}
            <Button type="submit" variant="outline">
              {t(text.submit)}
            </Button>
          </CaseForm>
        );
      })}
    </section>
  );
}

export function CaseDocuments({ view, actionUrl, canRequire }: Omit<PanelProps, "resultOf"> & { canRequire: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="documents-client">
      <h2 id="documents-client" className={styles.sectionTitle}>
        {t("pro.documentsTitle")}
      </h2>
      {view.requirements.length === 0 ? <p>{t("pro.noRequirement")}</p> : null}
      <ul className={styles.list}>
        {view.requirements.map((requirement) => (
          <li key={requirement.id} className={styles.item}>
            <p className={styles.itemTitle}>
              <strong>{requirement.name}</strong> —{" "}
              {requirement.provided ? ta("dossier.providedDocument") : ta("dossier.missingDocument")}
            </p>
            {requirement.files.length > 0 ? (
              <ul>
                {requirement.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.href} download>
                      {t("pro.download", { name: file.name })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {view.requirements.length > 0 ? (
        <p>{view.missing > 0 ? t("pro.missingCount", { count: view.missing }) : t("pro.allProvided")}</p>
      ) : null}
      {view.studyFiles.length > 0 ? (
        <>
          <h3 className={styles.itemTitle}>{t("pro.studyFilesTitle")}</h3>
          <ul>
            {view.studyFiles.map((file) => (
              <li key={file.id}>
                <a href={file.href} download>
                  {t("pro.download", { name: file.name })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.videoCaptures.length > 0 ? (
        <>
          <h3 className={styles.itemTitle}>{t("pro.videoCapturesTitle")}</h3>
          <ul>
            {view.videoCaptures.map((session) => (
              <li key={session.meetingId}>
                <a href={session.href}>{t("pro.videoCapturesLink", { id: session.meetingId })}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.missing > 0 ? (
        <CaseForm intent={CASE_INTENTS.askDocuments} version={view.version} actionUrl={actionUrl}>
          <Button type="submit" variant="outline">
            {t("pro.askDocuments")}
          </Button>
        </CaseForm>
      ) : null}
      {canRequire ? (
        <p>
          <a href={proPaths.proRequiredDocuments}>{t("pro.requirementsLink")}</a>
        </p>
      ) : null}
    </section>
  );
}

export function CaseReport({ view, actionUrl, resultOf }: PanelProps) {
  const result = resultOf(CASE_INTENTS.publishReport);
  return (
    <section className={styles.section} aria-labelledby="constat">
      <h2 id="constat" className={styles.sectionTitle}>
        {t("pro.reportTitle")}
      </h2>
      {view.report ? (
        <p>
          {t("pro.reportPublished", { date: view.report.publishedOn })}{" "}
          <a href={view.report.href} download>
            {t("pro.download", { name: view.report.name })}
          </a>
        </p>
      ) : (
        <p>{t("pro.noReport")}</p>
      )}
      {view.canPublish ? (
        <CaseForm intent={CASE_INTENTS.publishReport} version={view.version} actionUrl={actionUrl} multipart>
          <TextField
            id="constat-pdf"
            label={t("pro.reportFile")}
            description={t("pro.reportHelp")}
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            required
            errors={fieldErrors(result, "file")}
          />
          <Button type="submit">{view.report ? t("pro.republishSubmit") : t("pro.publishSubmit")}</Button>
        </CaseForm>
      ) : null}
    </section>
  );
}

/** The journal, oldest first; `showInternal` marks the entries the customer does not see. */
export function CaseJournal({
  entries,
  title,
  empty,
  showInternal,
}: {
  entries: readonly JournalEntryView[];
  title: string;
  empty: string;
  showInternal: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby="journal-dossier">
      <h2 id="journal-dossier" className={styles.sectionTitle}>
        {title}
      </h2>
      {entries.length === 0 ? <p>{empty}</p> : null}
      <ol className={styles.timeline}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.step}>
            <p className={styles.meta}>
              <time dateTime={entry.iso}>{entry.when}</time>
              {showInternal && entry.actor ? ` ${t("pro.journalBy", { name: entry.actor })}` : null}
              {showInternal && entry.internal ? ` · ${t("pro.journalInternal")}` : null}
            </p>
            <p>{entry.summary}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
