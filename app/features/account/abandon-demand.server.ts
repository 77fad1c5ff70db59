// The guest's login button abandons any demand in progress (customer-side §2.6): the draft cookie, the
// selected slots and the booking wizard's answers go.
import { clearWizardState } from "~/features/booking/wizard-state.server";
import { draftKeyCookie, lastUnfinishedDemandCookie, selectedSlotsCookie } from "~/.server/booking-cookies";

export async function abandonedDemandCookies(): Promise<string[]> {
  const cleared = await Promise.all(
    [lastUnfinishedDemandCookie, draftKeyCookie, selectedSlotsCookie].map((cookie) => cookie.serialize("", { maxAge: 0 })),
  );
  return [...cleared, await clearWizardState()];
}
