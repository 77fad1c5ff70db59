// /espace-pro/dossiers/{id}/visio/{meetingId}/position — the customer's latest shared position for the
// meeting's professional (part B): coordinates with their accuracy and commune, or the typed
// address, a link to OpenStreetMap, when it was shared and confirmed, and a plain form to confirm it. The
// call page's script reads the same URL as JSON (`{ location }`, null before any) to refresh it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { ForbiddenError, NotFoundError, PlatformError } from "~/.server/platform/errors";
import video from "~/locales/fr/video-evidence.json";
import { translator } from "~/i18n/translator";
import * as styles from "~/features/pro/pro.css";
import type { RouteHandle } from "~/features/site/route-handle";
import { paths } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import { formatNumericSeconds } from "~common/paris-time";
import type { JsonAnswerHandle } from "~/features/video-evidence/json-answer.server";
import { openStreetMapLink } from "~/features/video-evidence/map-link";
import { confirmLocation, latestLocationForStudy, type SessionRef } from "~/features/video-evidence/video-evidence-client.server";
import * as evidence from "~/features/video-evidence/video-evidence.css";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { requireSessionPage } from "~/features/video-evidence/session-ref.server";

const t = translator(video);

export const handle: RouteHandle & JsonAnswerHandle = { hydrate: false, jsonAnswer: true };

export const meta: MetaFunction = () => [{ title: t("proPosition.metaTitle") }, { name: "robots", content: "noindex" }];

/** The latest position, or null when the customer has shared none yet (the platform's `no_location`). */
async function latest(platform: Parameters<typeof latestLocationForStudy>[0], ref: SessionRef) {
  try {
    return await latestLocationForStudy(platform, ref);
  } catch (error) {
    if (error instanceof NotFoundError && error.code === "no_location") return null;
    throw error;
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ref } = await requireSessionPage(request, params, context);
  const location = await loadGuarded(() => latest(context.platform, ref));
  return {
    demandId: ref.demandId,
    meetingId: ref.meetingId,
    location,
    view: location
      ? {
          coordinates:
            location.latitude !== null && location.longitude !== null
              ? t("proPosition.coordinates", { latitude: location.latitude.toFixed(6), longitude: location.longitude.toFixed(6) })
              : null,
          accuracy: location.accuracy !== null ? t("proPosition.accuracy", { meters: Math.round(location.accuracy) }) : null,
          sharedAt: formatNumericSeconds(location.created_at),
          confirmedAt: location.confirmed_at ? formatNumericSeconds(location.confirmed_at) : null,
          mapHref: openStreetMapLink(location),
        }
      : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ref } = await requireSessionPage(request, params, context);
  const back = proPaths.proVideoPosition(ref.demandId, ref.meetingId);
  try {
    await confirmLocation(context.platform, ref);
    context.flash.add({ message: t("proPosition.confirmed") });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const message =
      error instanceof ForbiddenError
        ? t("captures.errors.forbidden")
        : error instanceof NotFoundError
          ? t("proPosition.none")
          : t("captures.errors.failed");
    context.flash.add({ message, type: "error" });
  }
  return redirect(back);
}

export default function ProPositionPage() {
  const { demandId, meetingId, location, view } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to={paths.proDemand(demandId)}>{t("captures.backToDemand")}</Link>
        {" · "}
        <Link to={proPaths.proVideoCaptures(demandId, meetingId)}>{t("proPosition.captures")}</Link>
      </p>
      <h1 className={styles.title}>{t("proPosition.title")}</h1>
      <p className={styles.meta}>{t("captures.context", { demandId, meetingId })}</p>
      {!location || !view ? (
        <Notice>{t("proPosition.none")}</Notice>
      ) : (
        <section className={`${styles.section} ${evidence.position}`} aria-labelledby="position">
          <h2 id="position" className={styles.sectionTitle}>
            {location.custom_address ? t("proPosition.typed") : t("proPosition.declared")}
          </h2>
          {location.custom_address ? <p className={evidence.address}>{location.custom_address}</p> : null}
          {view.coordinates ? (
            <p>
              {view.coordinates}
              {view.accuracy ? ` (${view.accuracy})` : ""}
            </p>
          ) : null}
          {location.place_label ? (
            <p>
              {location.custom_address ? t("proPosition.recognised") : t("proPosition.place")} : {location.place_label}
            </p>
          ) : null}
          <p className={styles.meta}>{t("proPosition.sharedAt", { time: view.sharedAt })}</p>
          {view.mapHref ? (
            <p>
              <a href={view.mapHref} target="_blank" rel="noopener noreferrer">
                {t("proPosition.map")} <span className={evidence.hint}>{t("proPosition.mapNewTab")}</span>
              </a>
            </p>
          ) : null}
          <p className={evidence.legal}>{t("proPosition.caveat")}</p>
          {view.confirmedAt ? (
            <Notice tone="success">{t("proPosition.confirmedAt", { time: view.confirmedAt })}</Notice>
          ) : (
            <Form method="post">
              <Button type="submit">{t("proPosition.confirm")}</Button>
            </Form>
          )}
        </section>
      )}
    </>
  );
}
