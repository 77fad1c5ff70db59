// /nouveau-rdv/confirmation?dossier={id}: the confirmation of a new appointment (customer-side §2.2):
// what was booked, read back from the platform, with the way to its report page and to another
// appointment. Signed-in customers only; another user's demand answers 404. No JavaScript needed.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireLoggedIn } from "~/.server/guards/logged-in";
import { meetingMode, professionalName } from "~/features/booking/demand-summary.server";
import { ForbiddenError, NotFoundError } from "~/.server/platform/errors";
import { getDemand } from "~/.server/platform/demands";
import { BookingSummary } from "~/features/booking/components/booking-summary";
import { formatSummaryDate } from "~common/paris-time";
import { DEMAND_PARAM, NEW_APPOINTMENT_PATH, parseDemandId } from "~/features/booking-v2/new-appointment";
import { reportPath } from "~/features/booking-v2/steps";
import * as styles from "~/features/booking-v2/v2-frame.css";
import type { RouteHandle } from "~/features/site/route-handle";
import { newAppointment as newAppointmentTexts } from "~/locales/fr/booking-v2-new-appointment.json";
import { translator } from "~/i18n/translator";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

const t = translator({ newAppointment: newAppointmentTexts });

export const handle: RouteHandle = { hideDraftWidget: true, hydrate: false };

export const meta: MetaFunction = () => [
  { title: t("newAppointment.confirmationMetaTitle") },
  { name: "robots", content: "noindex" },
];

function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireLoggedIn(request, context.session.user);
  const id = parseDemandId(new URL(request.url).searchParams.get(DEMAND_PARAM));
  if (id === null) throw notFound();
  let demand;
  try {
    demand = await getDemand(context.platform, id);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ForbiddenError) throw notFound();
    throw error;
  }
  const meeting = demand.meetings[0];
  const start = meeting?.selectedSlot?.start_date ?? meeting?.start_date ?? null;
  return {
    reportHref: reportPath(demand.id),
    summary: {
      reportTypeName: demand.report_type.name,
      mode: meetingMode(demand),
      address: demand.type === "visio" ? null : demand.address.text,
      professionalName: professionalName(demand.operator),
      studyName: demand.study.name,
      dateLabel: start ? formatSummaryDate(start) : null,
    },
  };
}

export default function NewAppointmentConfirmation() {
  const { reportHref, summary } = useLoaderData<typeof loader>();
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{t("newAppointment.confirmationTitle")}</h1>
      <section className={styles.card}>
        <p className={styles.intro}>{t("newAppointment.confirmationText")}</p>
        <BookingSummary {...summary} title={t("newAppointment.summaryTitle")} headingLevel={2} />
        <div className={styles.actions}>
          <ButtonLink to={reportHref}>{t("newAppointment.openReport")}</ButtonLink>
          <a href={NEW_APPOINTMENT_PATH}>{t("newAppointment.another")}</a>
        </div>
      </section>
    </Container>
  );
}
