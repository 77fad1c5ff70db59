// /espace-pro/dossiers/{id}/visio/{meetingId}/captures — a video session's captures (part B):
// each kept capture with its thumbnail, times, SHA-256 and whether it is retained for the report; plain
// forms to retain or not, to delete (a confirmation step at `?supprimer={id}`: works without JavaScript),
// the chain's verdict with its entries (deletions shown) and its exports, and « Générer le relevé PDF »
// with the link to the session's current record, whenever there is one.
// A stamped capture shows its RFC 3161 time, whether its token verifies, and its `.tsr` download; one
// the configured authority did not stamp says so (decision 1530).
// The call page posts captures here (pro-captures.server.ts). Any of the study's staff reads; the
// platform decides who may change what.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { hasPermission } from "~/.server/guards/study-access";
import video from "~/locales/fr/video-evidence.json";
import { translator } from "~/i18n/translator";
import * as styles from "~/features/pro/pro.css";
import { paths, withQuery } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import { formatNumericSeconds } from "~common/paris-time";
import { stampNotice } from "~/features/video-evidence/capture-stamp";
import { accessTokenOf, listCaptures } from "~/features/video-evidence/video-evidence-client.server";
import * as evidence from "~/features/video-evidence/video-evidence.css";
import type { RouteHandle } from "~/features/site/route-handle";
import type { JsonAnswerHandle } from "~/features/video-evidence/json-answer.server";
import { Button, buttonClass } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { CAPTURE_INTENTS } from "~/features/video-evidence/capture-intents";
import { captureAction } from "~/features/video-evidence/pro-captures.server";
import { requireSessionPage } from "~/features/video-evidence/session-ref.server";

const t = translator(video);

// Plain links and forms: nothing here needs JavaScript.
// The call page's script posts captures here and reads the answer as JSON (json-answer.server.ts).
export const handle: RouteHandle & JsonAnswerHandle = { hydrate: false, jsonAnswer: true };

export const meta: MetaFunction = () => [{ title: t("captures.metaTitle") }, { name: "robots", content: "noindex" }];

const positiveId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ref, access } = await requireSessionPage(request, params, context);
  const { data: captures, chain, record } = await loadGuarded(() => listCaptures(context.platform, ref));
  const query = new URL(request.url).searchParams;
  const confirming = positiveId(query.get("supprimer"));
  const recordId = positiveId(query.get("releve"));
  const tokenChecks = new Map(chain.timestamps.map((check) => [check.capture_id, check]));
  return {
    demandId: ref.demandId,
    meetingId: ref.meetingId,
    canManage: hasPermission(access, "demands.manage"),
    captures: captures.map((capture) => ({
      id: capture.id,
      selected: capture.selected,
      sha256: capture.sha256,
      width: capture.width,
      height: capture.height,
      deviceTime: formatNumericSeconds(capture.timestamp),
      receivedTime: formatNumericSeconds(capture.received_at),
      tsaTime: capture.rfc3161_time ? formatNumericSeconds(capture.rfc3161_time) : null,
      stamp: stampNotice(capture.rfc3161_status, tokenChecks.get(capture.id)),
      extension: capture.content_type === "image/png" ? "png" : "jpg",
      image: withQuery(proPaths.proVideoCaptureImage(ref.demandId, ref.meetingId, capture.id), {
        access_token: accessTokenOf(capture.download_url),
      }),
      timestampToken: capture.rfc3161_token_url
        ? withQuery(proPaths.proVideoCaptureTimestamp(ref.demandId, ref.meetingId, capture.id), {
            access_token: accessTokenOf(capture.rfc3161_token_url),
          })
        : null,
    })),
    chain: {
      valid: chain.valid,
      problems: chain.problems,
      headHash: chain.head_hash,
      captures: chain.entries.filter((entry) => entry.kind === "capture").length,
      deletions: chain.entries.filter((entry) => entry.kind === "deletion").length,
      timestamps: { total: chain.timestamps.length, verified: chain.timestamps.filter((check) => check.verified).length },
      entries: chain.entries.map((entry) => ({
        seq: entry.seq,
        kind: entry.kind,
        captureId: entry.capture_id,
        time: formatNumericSeconds(entry.recorded_at),
      })),
    },
    confirming: captures.some((capture) => capture.id === confirming) ? confirming : null,
    // The session's record as the platform knows it, at every visit; the one just generated otherwise.
    recordHref: record ? paths.caseFile(ref.demandId, record.file_id) : recordId ? paths.caseFile(ref.demandId, recordId) : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ref } = await requireSessionPage(request, params, context);
  return captureAction(request, context, ref);
}

export default function VideoCapturesPage() {
  const { demandId, meetingId, canManage, captures, chain, confirming, recordHref } = useLoaderData<typeof loader>();
  const here = proPaths.proVideoCaptures(demandId, meetingId);
  return (
    <>
      <p>
        <Link to={paths.proDemand(demandId)}>{t("captures.backToDemand")}</Link>
        {" · "}
        <Link to={proPaths.proVideoPosition(demandId, meetingId)}>{t("captures.position")}</Link>
      </p>
      <h1 className={styles.title}>{t("captures.title")}</h1>
      <p className={styles.meta}>{t("captures.context", { demandId, meetingId })}</p>
      <p className={evidence.legal}>{t("captures.legal")}</p>

      <section className={styles.section} aria-labelledby="chaine">
        <h2 id="chaine" className={styles.sectionTitle}>
          {t("captures.chainTitle")}
        </h2>
        <Notice tone={chain.valid ? "success" : "danger"}>
          {chain.valid ? t("captures.chainValid") : t("captures.chainInvalid")}
        </Notice>
        {chain.problems.length > 0 ? (
          <ul>
            {chain.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <p>
          {t("captures.chainSummary", { entries: chain.entries.length, captures: chain.captures, deletions: chain.deletions })}
        </p>
        {chain.timestamps.total > 0 ? <p>{t("captures.chainTimestamps", chain.timestamps)}</p> : null}
        {chain.entries.length > 0 ? (
          <details>
            <summary>{t("captures.chainEntries")}</summary>
            <ol className={evidence.entries}>
              {chain.entries.map((entry) => (
                <li key={entry.seq}>
                  {t(entry.kind === "deletion" ? "captures.chainDeletion" : "captures.chainCapture", {
                    seq: entry.seq,
                    id: entry.captureId,
                    time: entry.time,
                  })}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
        <p className={evidence.hash}>
          {t("captures.headHash")} : <code>{chain.headHash}</code>
        </p>
        <p className={styles.inline}>
          <a
            className={buttonClass("outline")}
            href={withQuery(proPaths.proVideoChain(demandId, meetingId), { format: "texte" })}
            download
          >
            {t("captures.chainText")}
          </a>
          <a
            className={buttonClass("outline")}
            href={withQuery(proPaths.proVideoChain(demandId, meetingId), { format: "json" })}
            download
          >
            {t("captures.chainJson")}
          </a>
        </p>
      </section>

      {canManage ? (
        <section className={styles.section} aria-labelledby="releve">
          <h2 id="releve" className={styles.sectionTitle}>
            {t("captures.recordTitle")}
          </h2>
          <p>{t("captures.recordHelp")}</p>
          <p className={styles.meta}>{t("captures.signatureNote")}</p>
          <Form method="post" className={styles.inline}>
            <Button type="submit" name="intent" value={CAPTURE_INTENTS.record}>
              {t("captures.recordSubmit")}
            </Button>
            {recordHref ? (
              <a className={buttonClass("outline")} href={recordHref}>
                {t("captures.recordDownload")}
              </a>
            ) : null}
          </Form>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="captures">
        <h2 id="captures" className={styles.sectionTitle}>
          {t("captures.listTitle")}
        </h2>
        {captures.length === 0 ? <p>{t("captures.empty")}</p> : null}
        <ul className={evidence.grid}>
          {captures.map((capture) => (
            <li key={capture.id} className={evidence.card} id={`capture-${capture.id}`}>
              <a href={capture.image} className={evidence.thumbLink}>
                <img
                  className={evidence.thumb}
                  src={capture.image}
                  alt={t("captures.imageAlt", { id: capture.id })}
                  width={capture.width ?? undefined}
                  height={capture.height ?? undefined}
                  loading="lazy"
                />
              </a>
              <h3 className={styles.itemTitle}>{t("captures.captureTitle", { id: capture.id })}</h3>
              <dl className={evidence.facts}>
                <dt>{t("captures.deviceTime")}</dt>
                <dd>{capture.deviceTime}</dd>
                <dt>{t("captures.receivedTime")}</dt>
                <dd>{capture.receivedTime}</dd>
                {capture.tsaTime ? (
                  <>
                    <dt>{t("captures.tsaTime")}</dt>
                    <dd>{capture.tsaTime}</dd>
                  </>
                ) : null}
                <dt>{t("captures.hash")}</dt>
                <dd className={evidence.hash}>
                  <code>{capture.sha256}</code>
                </dd>
              </dl>
              {capture.stamp ? <Notice tone={capture.stamp.tone}>{t(capture.stamp.key)}</Notice> : null}
              {capture.timestampToken ? (
                <p className={styles.meta}>{t("captures.tsaThirdParty", { id: capture.id, extension: capture.extension })}</p>
              ) : null}
              <p>{capture.selected ? t("captures.selected") : t("captures.notSelected")}</p>
              <div className={styles.inline}>
                <a className={buttonClass("outline")} href={withQuery(capture.image, { telecharger: 1 })}>
                  {t("captures.download")}
                </a>
                {capture.timestampToken ? (
                  <a className={buttonClass("outline")} href={capture.timestampToken} download>
                    {t("captures.tsaDownload")}
                  </a>
                ) : null}
                {canManage ? (
                  <>
                    <Form method="post">
                      <input type="hidden" name="capture" value={capture.id} />
                      <Button
                        type="submit"
                        variant="outline"
                        name="intent"
                        value={capture.selected ? CAPTURE_INTENTS.unselect : CAPTURE_INTENTS.select}
                      >
                        {capture.selected ? t("captures.unselect") : t("captures.select")}
                      </Button>
                    </Form>
                    <Link
                      className={buttonClass("outline")}
                      to={`${withQuery(here, { supprimer: capture.id })}#capture-${capture.id}`}
                    >
                      {t("captures.delete")}
                    </Link>
                  </>
                ) : null}
              </div>
              {canManage && confirming === capture.id ? (
                <Form method="post" className={evidence.confirm} aria-labelledby={`confirmer-${capture.id}`}>
                  <h4 id={`confirmer-${capture.id}`} className={styles.itemTitle}>
                    {t("captures.confirmTitle", { id: capture.id })}
                  </h4>
                  <p>{t("captures.confirmText")}</p>
                  <input type="hidden" name="capture" value={capture.id} />
                  <div className={styles.inline}>
                    <Button type="submit" name="intent" value={CAPTURE_INTENTS.remove}>
                      {t("captures.confirmDelete")}
                    </Button>
                    <Link className={buttonClass("outline")} to={here}>
                      {t("captures.cancel")}
                    </Link>
                  </div>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
