// /espace-pro/visio-immediate: the study's instant requests waiting for a professional. Taking
// one (a plain post) confirms the meeting for now with the caller and opens the call; another
// professional who took it first wins, and this page says so. Being on this page (any workspace page)
// is what makes a professional "connected" (decision 1503); with JavaScript the list reloads itself.
// With JavaScript the take is a fetcher's post: a reload of the list clears a navigation's action data,
// which made a refused take's message vanish within seconds; a fetcher's answer stays until the next take.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { PlatformError } from "~/.server/platform/errors";
import { getWaitingInstantRequests, takeInstantRequest } from "~/features/video-call/video-calls-client.server";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { proPaths } from "~/features/pro/pro-paths";
import { useSelfRefresh } from "~/features/video-call/use-self-refresh";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { formatHour } from "~common/paris-time";

const t = translator(video);
const REFRESH_MS = 5000;

export const meta: MetaFunction = () => [{ title: t("instant.proTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { studyId } = await requireProPage("dashboard", request, context);
  const waiting = await loadGuarded(() => getWaitingInstantRequests(context.platform, studyId));
  return {
    waiting: waiting.map((row) => ({
      ...row,
      askedAt: formatHour(row.created_at),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { studyId } = await requireProPage("dashboard", request, context);
  const form = await request.formData();
  const demandId = Number(form.get("demand_id"));
  if (!Number.isInteger(demandId) || demandId <= 0) throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  try {
    const taken = await takeInstantRequest(context.platform, studyId, demandId);
    context.flash.add({ message: t("instant.takenFlash") });
    return redirect(proPaths.proCall(taken.demand_id, taken.meeting_id));
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500)
      return data({ message: error.message }, { status: error.status === 404 ? 404 : 409 });
    throw error;
  }
}

export default function ProInstantRequests() {
  const { waiting } = useLoaderData<typeof loader>();
  // Without JavaScript the page's own action data; with it, the fetcher's (kept across reloads).
  const take = useFetcher<typeof action>();
  const posted = useActionData<typeof action>();
  const answer = take.data ?? posted;
  useSelfRefresh(REFRESH_MS);

  return (
    <>
      <h1>{t("instant.proTitle")}</h1>
      <p>{t("instant.proIntro")}</p>
      {answer && "message" in answer ? <Notice tone="danger">{answer.message}</Notice> : null}
      {waiting.length === 0 ? <p>{t("instant.proEmpty")}</p> : null}
      <ul>
        {waiting.map((request) => (
          <li key={request.demand_id}>
            <p>
              <strong>
                {t("instant.proItem", {
                  name: `${request.customer.firstname} ${request.customer.lastname}`,
                  service: request.report_type,
                })}
              </strong>{" "}
              — {t("instant.proAsked", { time: request.askedAt })}
            </p>
            {request.further_infos ? <p>{request.further_infos}</p> : null}
            <take.Form method="post">
              <input type="hidden" name="demand_id" value={request.demand_id} />
              <Button type="submit">{t("instant.take")}</Button>
            </take.Form>
          </li>
        ))}
      </ul>
    </>
  );
}
