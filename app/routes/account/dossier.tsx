// /dossier/{id} (customer-side §2.2, §2.6, §8; pro-side §6, §8): the demand with its summary, status
// badges, meetings timeline, documents (send the missing ones; those the study added, such as a video
// session's capture record, listed apart) and the cancellation. Guards: validated
// account, 'No received ID', 'Error in API Fetching', a demand the platform lets the user read (else the
// 404 or 403 page, decision 3810); the cancel button shows only when the platform allows it. Each form posts an `intent`. A failed
// cancellation keeps the user here with the 'cannot-cancel' message. Plain forms: no JavaScript shipped.
// A customer whose e-mail awaits confirmation (just booked through booking v2 or the wizard) sees their
// case, the confirmation asked above it; its forms still need the confirmed account (decision 852).
// The study's staff opening a demand of their study here are sent to its page in the workspace, for the
// page and its forms alike (pro-side §6 "Demand ownership", decision 3105).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { demandView } from "~/features/account/demand-view.server";
import { requireCustomerSide } from "~/features/account/customer-side.server";
import { loadDossier, requireReadableDemand, type DossierArgs } from "~/features/account/guarded-demand.server";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam } from "~/.server/guards/demand";
import { requireFullyRegistered } from "~/.server/guards/registered";
import { getCaseEvents, getCustomerCase } from "~/features/demands/case-management-client.server";
import { card as cardText, dossier } from "~/locales/fr/account-demands.json";
import cases from "~/locales/fr/cases.json";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { AccountColumn, Notice } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import * as cardStyles from "~/features/account/demand-card.css";
import * as styles from "~/features/account/dossier.css";
import { DOSSIER_INTENTS } from "~/features/account/dossier-intents";
import { answerFor, fieldErrors } from "~/features/forms/form-result";
import { REMOVE_DOCUMENT_INTENT } from "~/features/demands/case-intents";
import { journalView, reportView, requirementViews, studyFileViews } from "~/features/demands/case-view.server";
import * as caseStyles from "~/features/demands/cases.css";
import { CaseJournal } from "~/features/demands/pro-case-panels";
import { paths } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { Badge, BadgeList } from "~/ui/badge";
import { Button, buttonClass } from "~/ui/button";
import { CheckboxField, TextField } from "~/ui/field";
import {
  cancelDossierDemand,
  readDossierForm,
  removeDossierDocument,
  uploadDossierDocument,
  type DocumentAnswer,
} from "~/features/account/dossier.server";

const t = translator({ card: cardText, dossier, cases });
const tv = translator(video);

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded ? `${loaded.demand.heading} – ${t("dossier.metaTitle")}` : t("dossier.metaTitle") },
  { name: "robots", content: "noindex" },
];

/** The case of a signed-in customer whose e-mail is not confirmed yet; null for everyone else. */
async function unconfirmedCustomerDemand({ request, params, context }: DossierArgs) {
  const user = context.session.user;
  if (!user || user.verified) return null;
  requireFullyRegistered(request, user);
  const demand = await loadDossier(() => getCustomerCase(context.platform, demandIdParam(params.id)));
  await requireCustomerSide(context, demand, user.id);
  return demand;
}

export async function loader(args: LoaderFunctionArgs) {
  const unconfirmed = await unconfirmedCustomerDemand(args);
  if (unconfirmed) {
    const validation = `${paths.accountValidation}?${new URLSearchParams({ redirect: paths.dossier(unconfirmed.id) })}`;
    return {
      demand: demandView(unconfirmed),
      validationHref: validation,
      requirements: requirementViews(unconfirmed),
      studyFiles: studyFileViews(unconfirmed),
      report: reportView(unconfirmed),
      journal: [],
    };
  }
  // The case with its documents and report, and the journal entries meant for the customer.
  const { request, params, context } = args;
  const user = validatedUser(request, context.session.user, { loginFirst: true });
  const demandId = demandIdParam(params.id);
  const [demand, events] = await loadDossier(() =>
    Promise.all([getCustomerCase(context.platform, demandId), getCaseEvents(context.platform, demandId)]),
  );
  await requireCustomerSide(context, demand, user.id);
  return {
    demand: demandView(demand),
    validationHref: null,
    requirements: requirementViews(demand),
    studyFiles: studyFileViews(demand),
    report: reportView(demand),
    journal: journalView(events),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { demand, user } = await requireReadableDemand(args);
  const { context } = args;
  await requireCustomerSide(context, demand, user.id);
  const formData = await readDossierForm(args.request);
  switch (formData.get("intent")) {
    case DOSSIER_INTENTS.cancel:
      return cancelDossierDemand(context, demand, formData);
    case DOSSIER_INTENTS.uploadDocument:
      return uploadDossierDocument(context, demand, formData);
    case REMOVE_DOCUMENT_INTENT:
      return removeDossierDocument(context, demand, formData);
    default:
      throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  }
}

export default function Dossier() {
  const { demand, validationHref, requirements, studyFiles, report, journal } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const cancelAnswer = answerFor(answer, DOSSIER_INTENTS.cancel);
  const uploadAnswer = answerFor(answer as DocumentAnswer | undefined, DOSSIER_INTENTS.uploadDocument);
  return (
    <AccountColumn>
      <a className={styles.back} href={paths.history}>
        {t("dossier.back")}
      </a>
      <h1 className={card.title}>{demand.heading}</h1>
      <p className={styles.reference}>{t("dossier.reference", { id: demand.id })}</p>
      {validationHref ? (
        <Notice>
          {t("dossier.confirmEmail")} <a href={validationHref}>{t("dossier.confirmEmailLink")}</a>
        </Notice>
      ) : null}
      <BadgeList label={t("card.statuses")}>
        {demand.badges.map((badge) => (
          <li key={badge.label}>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </li>
        ))}
      </BadgeList>
      {demand.canceledOn ? <p className={styles.cancelled}>{t("dossier.canceledOn", { date: demand.canceledOn })}</p> : null}

      <section className={card.section} aria-labelledby="dossier-resume">
        <h2 id="dossier-resume" className={card.sectionTitle}>
          {t("dossier.summary")}
        </h2>
        <dl className={styles.summary}>
          <dt className={styles.term}>{t("dossier.reportType")}</dt>
          <dd className={styles.definition}>{demand.reportType}</dd>
          <dt className={styles.term}>{t("dossier.mode")}</dt>
          <dd className={styles.definition}>{demand.mode === "visio" ? t("card.visio") : t("card.onSite")}</dd>
          {demand.address ? (
            <>
              <dt className={styles.term}>{t("dossier.address")}</dt>
              <dd className={styles.definition}>{demand.address}</dd>
            </>
          ) : null}
          <dt className={styles.term}>{t("dossier.study")}</dt>
          <dd className={styles.definition}>{demand.studyName}</dd>
          <dt className={styles.term}>{t("dossier.createdOn")}</dt>
          <dd className={styles.definition}>
            <time dateTime={demand.createdIso}>{demand.createdOn}</time>
          </dd>
          {demand.furtherInfos ? (
            <>
              <dt className={styles.term}>{t("dossier.furtherInfos")}</dt>
              <dd className={styles.definition}>{demand.furtherInfos}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={card.section} aria-labelledby="dossier-rendez-vous">
        <h2 id="dossier-rendez-vous" className={card.sectionTitle}>
          {t("dossier.timeline")}
        </h2>
        {demand.meetings.length === 0 ? <p>{t("card.noMeeting")}</p> : null}
        <ol className={styles.timeline}>
          {demand.meetings.map((meeting) => (
            <li key={meeting.id} className={styles.step}>
              <h3 className={styles.stepTitle}>{meeting.reportType}</h3>
              <p>
                <Badge tone={meeting.badge.tone}>{meeting.badge.label}</Badge>
              </p>
              <p>
                {t("dossier.slot")} : {meeting.when ?? t("dossier.noSlot")} (
                {meeting.mode === "visio" ? t("card.visio") : t("card.onSite")})
              </p>
              {meeting.professional ? (
                <p>
                  {t("dossier.professional")} : {meeting.professional}
                </p>
              ) : null}
              {meeting.callable ? (
                // The meeting's call.
                <p>
                  <a className={buttonClass("primary")} href={paths.customerCall(demand.id, meeting.id)}>
                    {tv("links.join")}
                  </a>
                </p>
              ) : null}
              {meeting.plannable ? (
                <>
                  {meeting.declined ? <p>{t("dossier.declinedChoice")}</p> : null}
                  <p>
                    <a className={buttonClass("outline")} href={paths.planMeeting(demand.id, meeting.reportTypeId)}>
                      {meeting.declined ? t("dossier.chooseAnotherSlot") : t("dossier.planMeeting")}
                    </a>
                  </p>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section className={card.section} aria-labelledby="dossier-documents">
        <h2 id="dossier-documents" className={card.sectionTitle}>
          {t("dossier.documents")}
        </h2>
        {requirements.length === 0 ? <p>{t("dossier.noDocuments")}</p> : null}
        {demand.missingDocuments ? <p className={cardStyles.warning}>{t("card.missingDocuments")}</p> : null}
        <ul className={styles.documents}>
          {requirements.map((document) => (
            <li key={document.id}>
              <p>
                <strong>{document.name}</strong> —{" "}
                {document.provided ? t("dossier.providedDocument") : t("dossier.missingDocument")}
              </p>
              {document.files.length > 0 ? (
                <ul>
                  {document.files.map((file) => (
                    <li key={file.id}>
                      <a href={file.href} download>
                        {file.name}
                      </a>{" "}
                      <Form method="post" reloadDocument className={caseStyles.inlineForm}>
                        <input type="hidden" name="intent" value={REMOVE_DOCUMENT_INTENT} />
                        <input type="hidden" name="document_id" value={document.id} />
                        <input type="hidden" name="file_id" value={file.id} />
                        <Button type="submit" variant="outline">
                          {t("cases.customer.remove", { name: file.name })}
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : null}
              {document.provided ? null : (
                <Form method="post" encType="multipart/form-data" reloadDocument>
                  <input type="hidden" name="intent" value={DOSSIER_INTENTS.uploadDocument} />
                  <input type="hidden" name="document_id" value={document.id} />
                  <TextField
                    id={`document-${document.id}`}
                    label={t("dossier.uploadLabel", { name: document.name })}
                    name="file"
                    type="file"
                    accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                    required
                    errors={
                      uploadAnswer?.data?.documentId === String(document.id)
                        ? fieldErrors(uploadAnswer.result, "file")
                        : undefined
                    }
                  />
                  <Button type="submit" variant="outline">
                    {t("dossier.uploadSubmit")}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {studyFiles.length > 0 ? (
          <>
            <h3 className={styles.studyFilesTitle}>{t("cases.customer.studyFilesTitle")}</h3>
            <ul className={styles.documents}>
              {studyFiles.map((file) => (
                <li key={file.id}>
                  <a href={file.href} download>
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {report ? (
        <section className={card.section} aria-labelledby="dossier-constat">
          <h2 id="dossier-constat" className={card.sectionTitle}>
            {t("cases.customer.reportTitle")}
          </h2>
          <p>{t("cases.customer.reportReady", { date: report.publishedOn })}</p>
          <p>
            <a className={buttonClass("primary")} href={report.href} download>
              {t("cases.customer.reportDownload", { name: report.name })}
            </a>
          </p>
        </section>
      ) : null}

      {validationHref ? null : (
        <CaseJournal
          entries={journal}
          title={t("cases.customer.journalTitle")}
          empty={t("cases.customer.journalEmpty")}
          showInternal={false}
        />
      )}

      {demand.cancellable ? (
        <section className={card.section} aria-labelledby="dossier-annulation">
          <h2 id="dossier-annulation" className={card.sectionTitle}>
            {t("dossier.cancelTitle")}
          </h2>
          <p>{t("dossier.cancelIntro")}</p>
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value={DOSSIER_INTENTS.cancel} />
            <CheckboxField
              id="annulation-confirmation"
              label={t("dossier.cancelConfirm")}
              name="confirm"
              required
              errors={fieldErrors(cancelAnswer?.result, "confirm")}
            />
            <Button type="submit" variant="outline">
              {t("dossier.cancelSubmit")}
            </Button>
          </Form>
        </section>
      ) : null}
    </AccountColumn>
  );
}
