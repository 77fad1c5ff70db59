// /reservation/demande-envoyee — DEMAND_CONFIRM: the demand is sent. Its summary, the link to the
// dossier (/dossier/{id}) and 'Ajouter à mon agenda' (an .ics file, Europe/Paris). The platform has
// e-mailed the confirmation.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { readConfirmedDemand } from "~/features/booking/confirmed-demand.server";
import { meetingMode, professionalName } from "~/features/booking/demand-summary.server";
import { getDemand } from "~/.server/platform/demands";
import { PlatformError } from "~/.server/platform/errors";
import { BookingSummary } from "~/features/booking/components/booking-summary";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { formatSummaryDate } from "~common/paris-time";
import { STEP_PATHS } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingConfirmationText from "~/locales/fr/booking-confirmation.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";
import { wizardMeta } from "./wizard-meta";

const t = translator(bookingConfirmationText);

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("sent.title"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const confirmed = await readConfirmedDemand(request);
  if (!confirmed) throw redirect(STEP_PATHS.PRESTATION);
  const dossierHref = `/dossier/${confirmed.id}`;
  try {
    const demand = await getDemand(context.platform, confirmed.id);
    const meeting = demand.meetings[0];
    const slot = meeting?.selectedSlot ?? meeting?.slots[0] ?? null;
    return data({
      dossierHref,
      calendarHref: slot ? `/reservation/agenda/${demand.id}` : null,
      summary: {
        reportTypeName: demand.report_type.name,
        mode: meetingMode(demand),
        address:
          demand.type === "visio"
            ? null
            : demand.meeting_type === "consultation"
              ? demand.study.full_address
              : demand.address.text,
        professionalName: professionalName(meeting?.operator ?? demand.operator),
        studyName: demand.study.name,
        dateLabel: slot ? formatSummaryDate(slot.start_date) : null,
      },
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return data({ dossierHref, calendarHref: null, summary: null });
  }
}

export default function DemandSentPage() {
  const { dossierHref, calendarHref, summary } = useLoaderData<typeof loader>();
  return (
    <WizardFrame title={t("sent.title")} lead={summary?.dateLabel ? t("sent.lead") : t("sent.leadWithoutSlot")}>
      {summary ? <BookingSummary {...summary} title={t("sent.summaryTitle")} /> : <p>{t("sent.missing")}</p>}
      <div className={frame.actions}>
        <Link className={buttonClass("primary")} to={dossierHref}>
          {t("sent.dossier")}
        </Link>
        {calendarHref ? (
          <a className={buttonClass("outline")} href={calendarHref} download={t("ics.fileName")}>
            {t("sent.calendar")}
          </a>
        ) : null}
      </div>
      {calendarHref ? <p>{t("sent.calendarHint")}</p> : null}
      <p>
        <Link to={STEP_PATHS.PRESTATION}>{t("sent.newBooking")}</Link>
      </p>
    </WizardFrame>
  );
}
