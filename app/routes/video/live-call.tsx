// /visio/{demandRouteToken}/{meetingRouteToken} (pro-side §2: the live video route takes the demand's
// and the meeting's route tokens): the customer's side of the call from an e-mailed or texted
// link, without an account. Holding both tokens is what lets them in (decision 1502); a wrong pair is
// a 404. Leaving stays on the page, which says they left.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
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

export function linkAddress(params: LoaderFunctionArgs["params"]): CallAddress {
  return { via: "link", demandToken: params.demandToken ?? "", meetingToken: params.meetingToken ?? "" };
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const call = await loadCall(context.platform, linkAddress(params));
  return {
    call: callView(call),
    settings: clientSettings(call),
    tokens: { demand: params.demandToken!, meeting: params.meetingToken! },
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== CONSENT_INTENT) throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  return consentAction(request, form, context.platform, linkAddress(params));
}

export default function LiveCall() {
  const { call, settings, tokens } = useLoaderData<typeof loader>();
  const answer = useActionData<ConsentAnswer>();
  return (
    <Container className={callStyles.page}>
      <CallPage
        call={call}
        settings={settings}
        tokenUrl={`${paths.liveCall(tokens.demand, tokens.meeting)}/jeton`}
        consentResult={answer?.result}
        back={null}
        onLeft={() => undefined}
        tools={customerCallTools(call)}
      />
    </Container>
  );
}
