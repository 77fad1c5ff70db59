// The agenda page's own form posts (decision 1421): add an exception (unavailability or extra opening),
// remove one; its meeting forms (confirm a proposed slot, complete a meeting) go to the meetings' one
// handler (features/meetings/run-meeting-action.server.ts), as on the demand page. Each checks what it
// can, asks the platform, and answers a redirect back to the same view with a flash (post, redirect,
// get), or a FormAnswer through the one refusal policy (features/forms/refusal.server.ts): the
// platform's French message next to the field or on the form, the input kept, never a 500.
import { data, redirect } from "@remix-run/node";
import { addCalendarException, removeCalendarException } from "~/features/agenda/agenda-client.server";
import type { RequestContext } from "~/.server/request-context";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import { formReply } from "~/features/forms/form-result";
import { idField, textField } from "~/features/forms/posted-fields";
import { refusalAnswer, refusalOf } from "~/features/forms/refusal.server";
import { AGENDA_INTENTS, type AgendaAnswer } from "~/features/agenda/agenda-intents";
import { formatDayTitle } from "~common/paris-time";
import { postedIdempotencyKey } from "~common/idempotency";

const t = translator(agenda);

export interface AgendaActionInput {
  context: Pick<RequestContext, "platform" | "flash">;
  studyId: number;
  form: FormData;
  /** The page to come back to: the same view, date and professional. */
  back: string;
}

type ExceptionIntent = typeof AGENDA_INTENTS.add | typeof AGENDA_INTENTS.remove;

/** The platform's field names, as the page's fields are named. */
const WORDING = { failed: t("failed"), fieldOf: { user_id: "professional" } };

async function run(input: AgendaActionInput, intent: ExceptionIntent, call: () => Promise<unknown>, done: string) {
  try {
    await call();
  } catch (error) {
    return refusalAnswer(intent, input.form, refusalOf(error, WORDING));
  }
  input.context.flash.add({ message: done });
  return redirect(input.back);
}

export function addExceptionAction(input: AgendaActionInput) {
  const { form } = input;
  const kind = textField(form, "kind") === "available" ? "available" : "unavailable";
  const professionalId = idField(form, "professional");
  const [date, start, end] = [textField(form, "date"), textField(form, "start"), textField(form, "end")];
  if (professionalId === null) {
    return data<AgendaAnswer>(
      { intent: AGENDA_INTENTS.add, result: formReply(form, { professional: [t("add.professionalRequired")] }) },
      { status: 422 },
    );
  }
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDayTitle(date) : date;
  return run(
    input,
    AGENDA_INTENTS.add,
    () =>
      addCalendarException(
        input.context.platform,
        input.studyId,
        {
          userId: professionalId,
          kind,
          date,
          start,
          end,
          reason: textField(form, "reason") || undefined,
        },
        postedIdempotencyKey(form),
      ),
    t(kind === "available" ? "addedOpening" : "added", { day, start, end }),
  );
}

export function removeExceptionAction(input: AgendaActionInput) {
  const exceptionId = idField(input.form, "exception_id");
  if (exceptionId === null) throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  return run(
    input,
    AGENDA_INTENTS.remove,
    () => removeCalendarException(input.context.platform, input.studyId, exceptionId),
    t("removed"),
  );
}
