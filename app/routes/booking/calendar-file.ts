// GET /reservation/agenda/{demandId} — the appointment of a demand as an iCalendar file (VEVENT with
// TZID Europe/Paris and its VTIMEZONE), for 'Ajouter à mon agenda'. Only for whoever may read the
// demand (the platform checks). A resource route: no layout runs.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { professionalName } from "~/features/booking/demand-summary.server";
import { env } from "~/.server/env";
import { getDemand } from "~/.server/platform/demands";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/.server/platform/errors";
import { icsCalendar } from "~common/ics";
import { parsePositiveId } from "~/features/booking/positive-id";
import bookingConfirmationText from "~/locales/fr/booking-confirmation.json";
import { translator } from "~/i18n/translator";

const t = translator(bookingConfirmationText);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parsePositiveId(params.demandId);
  if (!id) throw new Response("Not Found", { status: 404 });
  if (!context.platform.token) throw new Response("Unauthorized", { status: 401 });
  let demand;
  try {
    demand = await getDemand(context.platform, id);
  } catch (error) {
    if (error instanceof UnauthorizedError) throw new Response("Unauthorized", { status: 401 });
    if (error instanceof ForbiddenError || error instanceof NotFoundError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  const meeting = demand.meetings[0];
  const slot = meeting?.selectedSlot ?? meeting?.slots[0];
  if (!meeting || !slot) throw new Response("Not Found", { status: 404 });
  const publicUrl = env().PUBLIC_URL.replace(/\/+$/, "");
  const link = `${publicUrl}/dossier/${demand.id}`;
  const professional = professionalName(meeting.operator ?? demand.operator);
  const visio = demand.type === "visio";
  const body = icsCalendar({
    uid: `demande-${demand.id}-${demand.route_token}@${new URL(publicUrl).hostname}`,
    start: slot.start_date,
    end: slot.end_date,
    summary: professional
      ? t("ics.summary", { reportType: demand.report_type.name, professional })
      : t("ics.summaryWithoutProfessional", { reportType: demand.report_type.name, study: demand.study.name }),
    location: visio
      ? t("ics.visioLocation")
      : demand.meeting_type === "consultation"
        ? demand.study.full_address
        : demand.address.text,
    description: t("ics.description", { study: demand.study.name, link }),
    url: link,
    stamp: new Date(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("ics.fileName")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
