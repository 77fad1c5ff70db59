// The agenda page's form posts (decision 1421): add an exception (unavailability or extra opening),
// remove one, confirm a proposed slot, complete a meeting. Each checks what it can, asks the platform,
// and answers a redirect back to the same view with a flash (post, redirect, get), or a FormAnswer with
// the platform's French message next to the field and the input kept (422), never a 500.
import { data, redirect } from "@remix-run/node";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { addCalendarException, removeCalendarException } from "~/features/agenda/agenda-client.server";
import { completeMeeting, confirmMeeting } from "~/.server/platform/pro-mutations";
import type { Meeting } from "~/.server/platform/schemas";
import type { RequestContext } from "~/.server/request-context";
import agenda from "~/locales/fr/agenda.json";
import { translator } from "~/i18n/translator";
import type { FormResult } from "~/features/account/form-result";
import { AGENDA_INTENTS, type AgendaAnswer, type AgendaIntent } from "~/features/agenda/agenda-intents";
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

function reply(form: FormData, errors: Record<string, string[]>): FormResult {
  const initialValue: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") initialValue[name] = value;
  return { status: "error", initialValue, error: errors };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

function idField(form: FormData, name: string): number | null {
  const raw = text(form, name);
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The platform's field names, as the page's fields are named. */
const FIELD_OF: Record<string, string> = { user_id: "professional" };

async function run(input: AgendaActionInput, intent: AgendaIntent, call: () => Promise<unknown>, done: string) {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error instanceof ValidationError) {
      const errors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [FIELD_OF[field] ?? field, messages]),
      );
      return data<AgendaAnswer>({ intent, result: reply(input.form, errors), error: error.message }, { status: 422 });
    }
    const status = error.status === 409 || error.status === 403 || error.status === 404 ? error.status : 502;
    return data<AgendaAnswer>(
      { intent, result: reply(input.form, {}), error: status === 502 ? t("failed") : error.message },
      { status },
    );
  }
  input.context.flash.add({ message: done });
  return redirect(input.back);
}

export function addExceptionAction(input: AgendaActionInput) {
  const { form } = input;
  const kind = text(form, "kind") === "available" ? "available" : "unavailable";
  const professionalId = idField(form, "professional");
  const [date, start, end] = [text(form, "date"), text(form, "start"), text(form, "end")];
  if (professionalId === null) {
    return data<AgendaAnswer>(
      { intent: AGENDA_INTENTS.add, result: reply(form, { professional: [t("add.professionalRequired")] }) },
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
          reason: text(form, "reason") || undefined,
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

function meetingTarget(input: AgendaActionInput) {
  const meetingId = idField(input.form, "meeting_id");
  const expectedStatus = text(input.form, "expected_status") as Meeting["status"];
  if (meetingId === null || !expectedStatus) throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  return { studyId: input.studyId, meetingId, expectedStatus };
}

export function confirmSlotAction(input: AgendaActionInput) {
  const target = meetingTarget(input);
  const slotId = idField(input.form, "slot_id");
  if (slotId === null) throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  return run(input, AGENDA_INTENTS.confirm, () => confirmMeeting(input.context.platform, target, slotId), t("confirmed"));
}

export function completeAction(input: AgendaActionInput) {
  const target = meetingTarget(input);
  return run(input, AGENDA_INTENTS.complete, () => completeMeeting(input.context.platform, target), t("completed"));
}
