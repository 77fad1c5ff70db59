// /dossier/{id}/visio/{meeting} (customer-side §2, pro-side §2 "live video meeting"): the
// customer's side of a meeting's call, signed in. The validated-account guards of the dossier; a meeting
// the platform does not let them into sends them to the history. Leaving goes back to the dossier.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { validatedUser } from "~/.server/guards/account-pages";
import { demandIdParam } from "~/.server/guards/demand";
import type { CallAddress } from "~/features/video-call/video-calls-client.server";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { CallPage } from "~/features/video-call/call-page";
import * as callStyles from "~/features/video-call/call-stage.css";
import { Container } from "~/ui/container";
import { customerCallTools } from "~/features/video-evidence/location-share";
import { paths } from "~/features/site/paths";
import { callView, clientSettings, consentAction, loadCall, type ConsentAnswer } from "~/features/video-call/call-page.server";
import { CONSENT_INTENT } from "~/features/video-call/call-intents";

const t = translator(video);

export const meta: MetaFunction = () => [{ title: t("call.metaTitle") }, { name: "robots", content: "noindex" }];

function addressOf({ params, request, context }: LoaderFunctionArgs): CallAddress {
  validatedUser(request, context.session.user, { loginFirst: true });
  return { via: "account", demandId: demandIdParam(params.id), meetingId: demandIdParam(params.meeting) };
}

export async function loader(args: LoaderFunctionArgs) {
  const address = addressOf(args);
  const call = await loadCall(args.context.platform, address);
  return { call: callView(call), settings: clientSettings(call) };
}

export async function action(args: ActionFunctionArgs) {
  const address = addressOf(args);
  const form = await args.request.formData();
  if (form.get("intent") !== CONSENT_INTENT) throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  return consentAction(args.request, form, args.context.platform, address);
}

export default function CustomerCall() {
  const { call, settings } = useLoaderData<typeof loader>();
  const answer = useActionData<ConsentAnswer>();
  const navigate = useNavigate();
  return (
    <Container className={callStyles.page}>
      <CallPage
        call={call}
        settings={settings}
        tokenUrl={`${paths.customerCall(call.demand_id, call.meeting_id)}/jeton`}
        consentResult={answer?.result}
        back={{ href: paths.dossier(call.demand_id), label: t("call.backToDemand") }}
        onLeft={() => navigate(paths.dossier(call.demand_id))}
        tools={customerCallTools(call)}
      />
    </Container>
  );
}
