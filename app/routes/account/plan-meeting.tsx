// /dossier/{id}/planifier/{report} (customer-side §2.2): choose the slot of a meeting of the dossier that
// waits for one, or another after the professional declined (docs/decisions/3101, 3102). What may be
// planned is the platform's answer (`meetings/to-plan`; nothing to plan leads back to the dossier); the slots are the usual availability search of
// the meeting's professional over a 7-day window (links move it), one radio per slot, a constat's slot
// outside legal hours with its warning (docs/decisions/3103), a POST. The times the professional declined
// are left out (issue 38, point 8). Same guards as the dossier.
// No JavaScript shipped.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireReadableDemand, type DossierArgs } from "~/features/account/guarded-demand.server";
import { getMeetingsToPlan, planMeeting, planningSlots } from "~/features/planning/customer-plan-meeting.server";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { postedIdempotencyKey } from "~common/idempotency";
import { windowStartFrom } from "~/features/booking/slot-search.server";
import { PlatformError, SlotTakenError } from "~/.server/platform/errors";
import { plan } from "~/locales/fr/account-demands.json";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { answerFor, errorOf, type FormAnswer } from "~/features/forms/form-result";
import * as styles from "~/features/account/dossier.css";
import { SlotChoices } from "~/features/planning/slot-choices";
import { parseSlotValue } from "~/features/slots/slot-value";
import { withoutRefusedSlots } from "~/features/slots/refused-slots";
import { previousWindowStart, SLOT_WINDOW_DAYS } from "~/features/slots/slot-window";
import { shiftParisDay } from "~common/paris-time";
import { paths, withQuery } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { buttonClass } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ plan });

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: t("plan.metaTitle") }, { name: "robots", content: "noindex" }];

/** The dossier and the meeting of that report type the platform lets the user plan; else back to the dossier. */
async function plannedMeeting(args: DossierArgs) {
  const { demand } = await requireReadableDemand(args);
  const raw = args.params.report ?? "";
  const reportTypeId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const toPlan = await getMeetingsToPlan(args.context.platform, demand.id).catch((error: unknown) => {
    if (error instanceof PlatformError) return [];
    throw error;
  });
  const entry = toPlan.findLast((candidate) => candidate.report_type.id === reportTypeId);
  // Planned meanwhile (an old link, the back button): the dossier says where the meeting stands.
  if (!entry) throw redirect(paths.dossier(demand.id));
  return { demand, entry };
}

export async function loader(args: LoaderFunctionArgs) {
  const { demand, entry } = await plannedMeeting(args);
  const from = windowStartFrom(new URL(args.request.url).searchParams.get("depuis"));
  // The slots core's window, days and slot values, as on the booking pages.
  const window = await planningSlots(demand, entry.meeting, entry.bailiff_id ?? undefined, from);
  return {
    demandId: demand.id,
    reportType: entry.report_type.name,
    declined: entry.meeting.status === "refused",
    bounded: entry.legal_hours === "bounded",
    days: withoutRefusedSlots(window.days, entry.refused_slots),
    later: shiftParisDay(from, SLOT_WINDOW_DAYS),
    earlier: previousWindowStart(from),
    idempotencyKey: newIdempotencyKey(),
  };
}

/** The page's one form: a message for the whole form when the slot is missing, taken or refused. */
type PlanAnswer = FormAnswer<"plan"> & { chosen?: string };

export async function action(args: ActionFunctionArgs) {
  const { demand, entry } = await plannedMeeting(args);
  const form = await args.request.formData();
  const posted = form.get("slot");
  const chosen = typeof posted === "string" ? posted : undefined;
  const slot = parseSlotValue(posted);
  const refuse = (error: string, status: number) => data<PlanAnswer>({ intent: "plan", error, chosen }, { status });
  if (!slot) return refuse(t("plan.slotRequired"), 400);
  try {
    await planMeeting(args.context.platform, demand.id, {
      slot: { start_date: slot.start, end_date: slot.end },
      reportTypeId: entry.report_type.id,
      bailiffId: entry.bailiff_id ?? undefined,
      meetingId: entry.meeting.id,
      expectedStatus: entry.meeting.status,
      idempotencyKey: postedIdempotencyKey(form),
    });
  } catch (error) {
    if (error instanceof SlotTakenError) return refuse(t("plan.slotTaken"), 409);
    // A slot the rules no longer offer, a meeting changed meanwhile: the platform's own French sentence.
    if (error instanceof PlatformError && (error.status === 422 || error.status === 409))
      return refuse(error.message, error.status);
    if (error instanceof PlatformError) return refuse(t("plan.failed"), 502);
    throw error;
  }
  args.context.flash.add({ message: entry.action === "plan" ? t("plan.requested") : t("plan.planned") });
  return redirect(paths.dossier(demand.id));
}

export default function PlanMeeting() {
  const loaded = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "plan");
  return (
    <AccountColumn>
      <a className={styles.back} href={paths.dossier(loaded.demandId)}>
        {t("plan.back")}
      </a>
      <h1 className={card.title}>{loaded.declined ? t("plan.declinedTitle") : t("plan.title")}</h1>
      <p>
        {loaded.declined
          ? t("plan.declinedIntro", { reportType: loaded.reportType })
          : t("plan.intro", { reportType: loaded.reportType })}
      </p>
      {loaded.bounded ? <p>{t("plan.boundedNote")}</p> : null}
      <FormErrors errors={errorOf(answer)} />
      <form method="post">
        <IdempotencyKeyField value={loaded.idempotencyKey} />
        <div className={card.section}>
          <SlotChoices
            legend={t("plan.slots")}
            days={loaded.days}
            chosen={answer?.chosen}
            empty={t("plan.noSlots")}
            dayLevel={2}
          />
        </div>
        <div className={card.actions}>
          {loaded.days.length > 0 ? (
            <button type="submit" className={buttonClass("secondary")}>
              {t("plan.submit")}
            </button>
          ) : null}
          {loaded.earlier ? <a href={withQuery("", { depuis: loaded.earlier })}>{t("plan.earlier")}</a> : null}
          <a href={withQuery("", { depuis: loaded.later })}>{t("plan.later")}</a>
        </div>
      </form>
    </AccountColumn>
  );
}
