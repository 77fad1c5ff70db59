// /dossier/{id}/planifier/{report} (customer-side §2.2): plan a meeting of a dossier for one of its
// report types: the slots of the dossier's study over a 7-day window (with links to move the window),
// one radio per slot, a POST. Same guards as the dossier. No JavaScript shipped.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireReadableDemand } from "~/.server/account/guarded-demand";
import { planMeeting } from "~/.server/account/plan-meeting";
import { slotWindowDays, windowStartFrom } from "~/.server/booking/slot-search";
import { PlatformError, SlotTakenError } from "~/.server/platform/errors";
import type { Demand } from "~/.server/platform/schemas";
import { plan } from "~/locales/fr/account-demands.json";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import { answerFor, errorOf, type FormAnswer } from "~/features/account/form-result";
import * as styles from "~/features/account/dossier.css";
import { parseSlotValue } from "~/features/slots/slot-value";
import { previousWindowStart, SLOT_WINDOW_DAYS } from "~/features/slots/slot-window";
import { shiftParisDay } from "~/features/time/paris";
import { paths } from "~/features/site/paths";
import type { RouteHandle } from "~/features/site/route-handle";
import { buttonClass } from "~/ui/button";
import { FormErrors } from "~/ui/field";

const t = translator({ plan });

export const handle: RouteHandle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: t("plan.metaTitle") }, { name: "robots", content: "noindex" }];

/** The report type to plan: one of the dossier's meetings waiting to be planned, or the dossier's own. */
function plannedReportType(demand: Demand, raw: string | undefined) {
  const id = /^\d{1,9}$/.test(raw ?? "") ? Number(raw) : NaN;
  const meeting = demand.meetings.find((candidate) => candidate.reportType.id === id && candidate.status === "to_plan");
  if (meeting) return { id, name: meeting.reportType.name, bailiffId: meeting.operator?.id };
  if (demand.report_type.id === id) return { id, name: demand.report_type.name, bailiffId: demand.operator?.id };
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { demand } = await requireReadableDemand({ request, params, context });
  const reportType = plannedReportType(demand, params.report);
  const from = windowStartFrom(new URL(request.url).searchParams.get("depuis"));
  // The slots core's window, days and slot values, as on the booking pages.
  const window = await slotWindowDays(
    {
      reportTypeId: reportType.id,
      studyId: demand.study.id,
      bailiffId: reportType.bailiffId,
      latitude: demand.address.lat ?? undefined,
      longitude: demand.address.lng ?? undefined,
      visio: demand.type === "visio",
    },
    from,
  ).catch((error: unknown) => {
    if (error instanceof PlatformError) return { days: [] };
    throw error;
  });
  return {
    demandId: demand.id,
    reportType: reportType.name,
    days: window.days,
    later: shiftParisDay(from, SLOT_WINDOW_DAYS),
    earlier: previousWindowStart(from),
  };
}

/** The page's one form: a message for the whole form when the slot is missing, taken or refused. */
type PlanAnswer = FormAnswer<"plan">;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { demand } = await requireReadableDemand({ request, params, context });
  const reportType = plannedReportType(demand, params.report);
  const slot = parseSlotValue((await request.formData()).get("slot"));
  if (!slot) return data<PlanAnswer>({ intent: "plan", error: t("plan.slotRequired") }, { status: 400 });
  try {
    await planMeeting(context.platform, demand.id, {
      slot: { start_date: slot.start, end_date: slot.end },
      reportTypeId: reportType.id,
      bailiffId: reportType.bailiffId,
    });
  } catch (error) {
    if (error instanceof SlotTakenError) return data<PlanAnswer>({ intent: "plan", error: t("plan.slotTaken") }, { status: 409 });
    if (error instanceof PlatformError) return data<PlanAnswer>({ intent: "plan", error: t("plan.failed") }, { status: 502 });
    throw error;
  }
  context.flash.add({ message: t("plan.planned") });
  return redirect(paths.dossier(demand.id));
}

export default function PlanMeeting() {
  const loaded = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "plan");
  return (
    <AccountColumn>
      <a className={styles.back} href={`/dossier/${loaded.demandId}`}>
        {t("plan.back")}
      </a>
      <h1 className={card.title}>{t("plan.title")}</h1>
      <p>{t("plan.intro", { reportType: loaded.reportType })}</p>
      <FormErrors errors={errorOf(answer)} />
      <form method="post">
        <fieldset className={card.section}>
          <legend className={card.sectionTitle}>{t("plan.slots")}</legend>
          {loaded.days.length === 0 ? <p>{t("plan.noSlots")}</p> : null}
          {loaded.days.map((day, dayIndex) => (
            <div key={day.date}>
              <h2 className={styles.stepTitle}>{day.title}</h2>
              {day.slots.map((slot, slotIndex) => (
                <div key={slot.value} className={card.actions}>
                  <input type="radio" id={`creneau-${dayIndex}-${slotIndex}`} name="slot" value={slot.value} required />
                  <label htmlFor={`creneau-${dayIndex}-${slotIndex}`}>{`${day.title}, ${slot.time}`}</label>
                </div>
              ))}
            </div>
          ))}
        </fieldset>
        <div className={card.actions}>
          {loaded.days.length > 0 ? (
            <button type="submit" className={buttonClass("secondary")}>
              {t("plan.submit")}
            </button>
          ) : null}
          {loaded.earlier ? <a href={`?depuis=${loaded.earlier}`}>{t("plan.earlier")}</a> : null}
          <a href={`?depuis=${loaded.later}`}>{t("plan.later")}</a>
        </div>
      </form>
    </AccountColumn>
  );
}
