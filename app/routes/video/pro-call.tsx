// /espace-pro/dossiers/{id}/visio/{meeting}: the professional's side of a meeting's call, in
// the workspace. The demand page's guards; the platform lets only the study's professionals in. Tools:
// « Capturer l'image » and the customer's latest location (the video-evidence work's routes), the link
// to the session's captures, and « Terminer la session vidéo » (a plain form; with JavaScript, leaving
// the call confirms, then ends the session the same way).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { demandIdParam } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { PlatformError } from "~/.server/platform/errors";
import { endCall, type CallAddress } from "~/features/video-call/video-calls-client.server";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { CallPage } from "~/features/video-call/call-page";
import { CapturePanel } from "~/features/video-evidence/capture-panel";
import { LatestLocation } from "~/features/video-evidence/latest-location";
import { paths } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import { Button } from "~/ui/button";
import { callView, clientSettings, consentAction, loadCall, type ConsentAnswer } from "~/features/video-call/call-page.server";
import { CONSENT_INTENT, END_INTENT } from "~/features/video-call/call-intents";

const t = translator(video);

export const meta: MetaFunction = () => [{ title: t("call.metaTitle") }, { name: "robots", content: "noindex" }];

async function addressOf({ params, request, context }: LoaderFunctionArgs): Promise<CallAddress & { via: "study" }> {
  const { studyId } = await requireProPage("demand", request, context);
  return { via: "study", studyId, demandId: demandIdParam(params.id), meetingId: demandIdParam(params.meeting) };
}

export async function loader(args: LoaderFunctionArgs) {
  const address = await addressOf(args);
  const call = await loadCall(args.context.platform, address);
  return { call: callView(call), settings: clientSettings(call) };
}

export async function action(args: ActionFunctionArgs) {
  const address = await addressOf(args);
  const form = await args.request.formData();
  switch (form.get("intent")) {
    case CONSENT_INTENT:
      return consentAction(args.request, form, args.context.platform, address);
    case END_INTENT:
      try {
        await endCall(args.context.platform, address);
        args.context.flash.add({ message: t("call.endedFlash") });
      } catch (error) {
        // Already ended (the other tab, a double click): the demand page shows the sessions as they are.
        if (!(error instanceof PlatformError && error.status === 409)) throw error;
      }
      return redirect(paths.proDemand(address.demandId));
    default:
      throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  }
}

export default function ProCall() {
  const { call, settings } = useLoaderData<typeof loader>();
  const answer = useActionData<ConsentAnswer>();
  const submit = useSubmit();
  const end = () => submit({ intent: END_INTENT }, { method: "post" });
  const [demandId, meetingId] = [call.demand_id, call.meeting_id];
  return (
    <CallPage
      call={call}
      settings={settings}
      tokenUrl={`${proPaths.proCall(demandId, meetingId)}/jeton`}
      consentResult={answer?.result}
      back={{ href: paths.proDemand(demandId), label: t("call.backToDemand") }}
      onLeft={end}
      tools={({ remoteVideo, state }) => (
        <>
          <CapturePanel remoteVideo={remoteVideo} capturesUrl={proPaths.proVideoCaptures(demandId, meetingId)} />
          <LatestLocation positionUrl={proPaths.proVideoPosition(demandId, meetingId)} sharedCount={state.locationShares} />
        </>
      )}
      extra={
        call.session && !call.session.ended_at ? (
          <Form method="post">
            <Button type="submit" variant="outline" name="intent" value={END_INTENT}>
              {t("call.endSession")}
            </Button>
          </Form>
        ) : null
      }
    />
  );
}
