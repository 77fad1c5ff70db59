// How the pages after a booking name what was booked (the wizard's demand-sent page and calendar file,
// booking v2's confirmation): how the meeting is held and the professional who holds it.
import type { Demand } from "~/.server/platform/schemas";
import { formatProfessionalName } from "~/features/account/display-name";
import type { BookingSummaryProps } from "~/features/booking/components/booking-summary";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";

const tc = translator(common);

export function meetingMode(demand: Pick<Demand, "type" | "meeting_type">): NonNullable<BookingSummaryProps["mode"]> {
  if (demand.type === "visio") return "visio";
  return demand.meeting_type === "consultation" ? "atStudy" : "onSite";
}

/** "Maître Antoine Dupont", as the results and the summary named them: the professional who holds the demand. */
export function professionalName(operator: Demand["operator"]): string | null {
  return operator
    ? formatProfessionalName({ ...operator, roles: ["bailiff"] }, (salutation) => tc(`civility.${salutation}`))
    : null;
}
