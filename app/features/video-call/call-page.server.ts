// What the three call pages share on the server: reading the call (a meeting that is not the
// caller's sends them away), the consent form's action (recorded with the session; without a yes to
// video, the message next to the box and the boxes kept), the stream token for the page's socket, and
// what the page's client needs (STUN/TURN servers, the phone number to call instead).
import { data, redirect } from "@remix-run/node";
import { env } from "~/.server/env";
import { loadGuarded } from "~/.server/guards/demand";
import { ForbiddenError, NotFoundError, PlatformError, ValidationError } from "~/.server/platform/errors";
import type { PlatformAuth } from "~/.server/platform/http";
import {
  consentToCall,
  getCall,
  getStreamToken,
  type Call,
  type CallAddress,
} from "~/features/video-call/video-calls-client.server";
import video from "~/locales/fr/video.json";
import { translator } from "~/i18n/translator";
import { formReply, type FormResult } from "~/features/forms/form-result";
import { CONSENT_INTENT } from "~/features/video-call/call-intents";
import { formatLongDayAtHour } from "~common/paris-time";

const t = translator(video);

/** The call of the page. The signed-in pages use the demand guards (refused → history); the link is 404 when wrong. */
export async function loadCall(auth: PlatformAuth, address: CallAddress): Promise<Call> {
  if (address.via !== "link") return loadGuarded(() => getCall(auth, address));
  try {
    return await getCall(auth, address);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ValidationError || error instanceof ForbiddenError) {
      throw new Response(null, { status: 404, statusText: "Not Found" });
    }
    throw error;
  }
}

/** The call as the page shows it: with the consent's date in French, Paris time. */
export function callView(call: Call) {
  const consentOn = call.consent ? formatLongDayAtHour(call.consent.at) : null;
  return { ...call, consentOn };
}

/** What the page's client needs besides the call. */
export function clientSettings(call: Call) {
  const current = env();
  return {
    iceServers: current.ICE_SERVERS,
    phone: call.other_phone ?? current.SUPPORT_PHONE,
    phoneIsSupport: call.other_phone === null,
  };
}

export type ConsentAnswer = { intent: typeof CONSENT_INTENT; result: FormResult };

/** The consent form: a yes to video is required; location is the customer's choice. Success reloads the page. */
export async function consentAction(request: Request, form: FormData, auth: PlatformAuth, address: CallAddress) {
  const consent = { video: form.get("consent_video") === "on", location: form.get("consent_location") === "on" };
  const refuse = (field: string, message: string) =>
    data({ intent: CONSENT_INTENT, result: formReply(form, { [field]: [message] }) } satisfies ConsentAnswer, { status: 400 });
  if (!consent.video) return refuse("consent_video", t("call.consentVideoRequired"));
  try {
    await consentToCall(auth, address, consent);
  } catch (error) {
    if (error instanceof ValidationError) return refuse("consent_video", error.fieldErrors.consent_video?.[0] ?? error.message);
    // A meeting no longer open for a call (cancelled meanwhile): its sentence above the form.
    if (error instanceof PlatformError && error.status === 409) return refuse("", error.message);
    throw error;
  }
  return redirect(new URL(request.url).pathname);
}

/** The page's resource route: a fresh token for the socket, or the platform's refusal as JSON. */
export async function streamTokenAnswer(auth: PlatformAuth, address: CallAddress) {
  try {
    const answer = await getStreamToken(auth, address);
    return Response.json({ token: answer.token, expires_at: answer.expires_at }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500) {
      return Response.json(
        { message: error.message, code: error.code },
        { status: error.status, headers: { "Cache-Control": "no-store" } },
      );
    }
    throw error;
  }
}
