// /visio-immediate/{id} (the spec's instaconstat step « connexion-huissier »): the customer's
// request waits for a connected professional. Once one takes it, this page sends the customer to the call
// (step « visio »). Without JavaScript « Actualiser » reloads it; with JavaScript it reloads itself every
// few seconds (decision 1503).
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam, loadGuarded } from "~/.server/guards/demand";
import { getInstantRequest } from "~/features/video-call/video-calls-client.server";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { paths } from "~/features/site/paths";
import { useSelfRefresh } from "~/features/video-call/use-self-refresh";
import { buttonClass } from "~/ui/button";
import { Notice } from "~/ui/notice";

const t = translator(video);
const REFRESH_MS = 4000;

export const meta: MetaFunction = () => [{ title: t("instant.metaTitle") }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  validatedUser(request, context.session.user, { loginFirst: true });
  const demandId = demandIdParam(params.id);
  const state = await loadGuarded(() => getInstantRequest(context.platform, demandId));
  if (state.taken) throw redirect(paths.customerCall(state.demand_id, state.meeting_id));
  return state;
}

export default function InstantWaiting() {
  const state = useLoaderData<typeof loader>();
  useSelfRefresh(REFRESH_MS, !state.canceled);

  return (
    <>
      <h1>{t("instant.waitingTitle")}</h1>
      {state.canceled ? (
        <Notice tone="warning">{t("instant.canceled")}</Notice>
      ) : (
        <>
          <p>{t("instant.waitingText")}</p>
          <p>{t("instant.waitingConnected", { count: state.connected })}</p>
          <p>
            <a className={buttonClass("outline")} href={paths.instantRequestWaiting(state.demand_id)}>
              {t("instant.refresh")}
            </a>
          </p>
        </>
      )}
      <p>
        <a href={paths.dossier(state.demand_id)}>{t("call.backToDemand")}</a>
      </p>
    </>
  );
}
