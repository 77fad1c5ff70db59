// The captures page's actions (part B): a capture posted by the call page (multipart `capture`
// + `timestamp`; JSON `{ id, sha256, rfc3161_time, notice }` when asked for JSON, else back to the page
// with a flash; `notice` and the flash say when the timestamp authority did not stamp it), and the
// plain forms: select, unselect, delete (after its confirmation step), generate the capture record PDF.
import { data, redirect } from "@remix-run/node";
import { FILE_TOO_LARGE, readCaseForm } from "~/features/demands/case-upload-form.server";
import { ForbiddenError, NotFoundError, PlatformError, ValidationError } from "~/.server/platform/errors";
import type { RequestContext } from "~/.server/request-context";
import video from "~/locales/fr/video-evidence.json";
import { translator } from "~/i18n/translator";
import { withQuery } from "~/features/site/paths";
import { proPaths } from "~/features/pro/pro-paths";
import { CAPTURE_INTENTS } from "~/features/video-evidence/capture-intents";
import {
  deleteCapture,
  generateCaptureRecord,
  selectCapture,
  takeCapture,
  type SessionRef,
} from "~/features/video-evidence/video-evidence-client.server";

const t = translator(video);

/** 10 Mo, the platform's limit: a larger image is answered here without sending it on. */
const CAPTURE_MAX_BYTES = 10 * 1024 * 1024;

type ActionContext = Pick<RequestContext, "platform" | "flash">;

const wantsJson = (request: Request) => (request.headers.get("Accept") ?? "").includes("application/json");

/** A platform refusal as the user reads it. */
function refusal(error: PlatformError): string {
  if (error instanceof ValidationError) return error.allMessages.join(" ");
  if (error instanceof ForbiddenError) return t("captures.errors.forbidden");
  if (error instanceof NotFoundError) return t("captures.errors.gone");
  if (error.status === 413) return t("captures.errors.tooLarge");
  return t("captures.errors.failed");
}

function statusOf(error: PlatformError): number {
  return error.status >= 400 && error.status < 500 ? error.status : 503;
}

export async function captureAction(request: Request, context: ActionContext, ref: SessionRef) {
  const form = await readCaseForm(request, CAPTURE_MAX_BYTES);
  const back = proPaths.proVideoCaptures(ref.demandId, ref.meetingId);
  const intent = form.get("intent");
  try {
    if (intent === null) return await capture(request, context, ref, form, back);
    const captureId = Number(form.get("capture"));
    const known = Number.isInteger(captureId) && captureId > 0;
    switch (intent) {
      case CAPTURE_INTENTS.select:
      case CAPTURE_INTENTS.unselect:
        if (!known) break;
        await selectCapture(context.platform, ref, captureId, intent === CAPTURE_INTENTS.select);
        context.flash.add({
          message: t(intent === CAPTURE_INTENTS.select ? "captures.selectedDone" : "captures.unselectedDone", { id: captureId }),
        });
        return redirect(back);
      case CAPTURE_INTENTS.remove:
        if (!known) break;
        await deleteCapture(context.platform, ref, captureId);
        context.flash.add({ message: t("captures.deleted", { id: captureId }) });
        return redirect(back);
      case CAPTURE_INTENTS.record: {
        const file = await generateCaptureRecord(context.platform, ref);
        context.flash.add({ message: t("captures.recordDone") });
        return redirect(withQuery(back, { releve: file.id }));
      }
    }
    throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (wantsJson(request)) return data({ message: refusal(error), errors: error.fieldErrors }, { status: statusOf(error) });
    context.flash.add({ message: refusal(error), type: "error" });
    return redirect(back);
  }
}

/** The call page's capture: the image and the client's time, sent on to the platform as they came. */
async function capture(request: Request, context: ActionContext, ref: SessionRef, form: FormData, back: string) {
  const image = form.get("capture");
  const timestamp = form.get("timestamp");
  const refuse = (message: string, status: number) => {
    if (wantsJson(request)) return data({ message, errors: { capture: [message] } }, { status });
    context.flash.add({ message, type: "error" });
    return redirect(back);
  };
  if (image === FILE_TOO_LARGE) return refuse(t("captures.errors.tooLarge"), 413);
  if (!(image instanceof Blob) || image.size === 0) return refuse(t("captures.errors.noImage"), 422);
  const taken = await takeCapture(context.platform, ref, image, "capture", typeof timestamp === "string" ? timestamp : "");
  // An authority that failed never loses the capture; the person who took it is told (decision 1530).
  const unstamped = taken.rfc3161_status === "unavailable";
  if (wantsJson(request)) {
    return data(
      {
        id: taken.id,
        sha256: taken.sha256,
        rfc3161_time: taken.rfc3161_time,
        notice: unstamped ? t("captures.tsaUnavailable") : null,
      },
      { status: 201 },
    );
  }
  context.flash.add({
    message: t(unstamped ? "captures.takenUnstamped" : "captures.taken", { id: taken.id }),
    type: unstamped ? "warning" : undefined,
  });
  return redirect(back);
}
