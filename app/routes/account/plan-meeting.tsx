// /dossier/{id}/planifier/{report} (customer-side §2.2): plan a meeting of a dossier for one of its
// report types: the slots of the dossier's study over a 7-day window (with links to move the window),
// one radio per slot, a POST. Same guards as the dossier. No JavaScript shipped.
import { DateTime } from "luxon";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { sessionExpiredRedirect } from "~/.server/auth";
import { requireOwnDemand } from "~/.server/account/guarded-demand";
import { planMeeting } from "~/.server/account/plan-meeting";
import { redirectWithFlash } from "~/.server/flash";
import { getAvailableSlots } from "~/.server/platform/booking";
import { PlatformError, SlotTakenError, UnauthorizedError } from "~/.server/platform/errors";
import type { Demand } from "~/.server/platform/schemas";
import { plan } from "~/locales/fr/account-demands.json";
import { translator } from "~/i18n/translator";
import { AccountColumn } from "~/features/account/account-card";
import * as card from "~/features/account/account-card.css";
import * as styles from "~/features/account/dossier.css";
import { formatDayTitle, formatSlotTime, parisDay } from "~/features/booking/french-dates";
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

function windowStart(raw: string | null): DateTime {
  const today = DateTime.now().setZone("Europe/Paris").startOf("day");
  const asked = raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? DateTime.fromISO(raw, { zone: "Europe/Paris" }) : today;
  return asked.isValid && asked >= today ? asked : today;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { demand } = await requireOwnDemand(request, params.id);
  const reportType = plannedReportType(demand, params.report);
  const from = windowStart(new URL(request.url).searchParams.get("depuis"));
  const isVisio = demand.type === "visio";
  const slots = await getAvailableSlots({
    reportTypeId: reportType.id,
    studyId: demand.study.id,
    bailiffId: reportType.bailiffId,
    lat: demand.address.lat ?? undefined,
    lon: demand.address.lng ?? undefined,
    isVisio,
    from,
  }).catch((error: unknown) => {
    if (error instanceof PlatformError) return [];
    throw error;
  });
  const days = new Map<string, { title: string; slots: { value: string; label: string }[] }>();
  for (const slot of slots) {
    const day = parisDay(slot.start);
    if (!days.has(day)) days.set(day, { title: formatDayTitle(slot.start), slots: [] });
    days.get(day)!.slots.push({ value: JSON.stringify({ start: slot.start, end: slot.end }), label: formatSlotTime(slot.start) });
  }
  const today = DateTime.now().setZone("Europe/Paris").startOf("day");
  return {
    demandId: demand.id,
    reportType: reportType.name,
    days: [...days.values()],
    later: from.plus({ days: 7 }).toISODate(),
    earlier: from > today ? DateTime.max(today, from.minus({ days: 7 })).toISODate() : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { auth, demand } = await requireOwnDemand(request, params.id);
  const reportType = plannedReportType(demand, params.report);
  const raw = (await request.formData()).get("slot");
  let slot: { start: string; end: string } | null = null;
  try {
    const parsed: unknown = typeof raw === "string" ? JSON.parse(raw) : null;
    if (
      parsed &&
      typeof parsed === "object" &&
      typeof (parsed as { start?: unknown }).start === "string" &&
      typeof (parsed as { end?: unknown }).end === "string"
    ) {
      slot = parsed as { start: string; end: string };
    }
  } catch {
    slot = null;
  }
  if (!slot || !DateTime.fromISO(slot.start).isValid || !DateTime.fromISO(slot.end).isValid)
    return data({ error: t("plan.slotRequired") }, { status: 400 });
  try {
    await planMeeting(auth, demand.id, {
      slot: { start_date: slot.start, end_date: slot.end },
      reportTypeId: reportType.id,
      bailiffId: reportType.bailiffId,
    });
  } catch (error) {
    if (error instanceof UnauthorizedError) throw await sessionExpiredRedirect(request);
    if (error instanceof SlotTakenError) return data({ error: t("plan.slotTaken") }, { status: 409 });
    if (error instanceof PlatformError) return data({ error: t("plan.failed") }, { status: 502 });
    throw error;
  }
  return redirectWithFlash(request, `/dossier/${demand.id}`, { message: t("plan.planned") });
}

export default function PlanMeeting() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AccountColumn>
      <a className={styles.back} href={`/dossier/${loaded.demandId}`}>
        {t("plan.back")}
      </a>
      <h1 className={card.title}>{t("plan.title")}</h1>
      <p>{t("plan.intro", { reportType: loaded.reportType })}</p>
      <FormErrors errors={answer?.error ? [answer.error] : undefined} />
      <form method="post">
        <fieldset className={card.section}>
          <legend className={card.sectionTitle}>{t("plan.slots")}</legend>
          {loaded.days.length === 0 ? <p>{t("plan.noSlots")}</p> : null}
          {loaded.days.map((day, dayIndex) => (
            <div key={day.title}>
              <h2 className={styles.stepTitle}>{day.title}</h2>
              {day.slots.map((slot, slotIndex) => (
                <div key={slot.value} className={card.actions}>
                  <input type="radio" id={`creneau-${dayIndex}-${slotIndex}`} name="slot" value={slot.value} required />
                  <label htmlFor={`creneau-${dayIndex}-${slotIndex}`}>{`${day.title}, ${slot.label}`}</label>
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
