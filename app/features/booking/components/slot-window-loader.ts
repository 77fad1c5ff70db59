// The slot picker's "more dates" in place (customer-side §2.5, §9), fetched only when the end of a list
// first comes within 400 px, 'Plus de dates' is used or a dialog opens empty
// (docs/decisions/503-booking-v2-client-budget.md): the window route's next 7 days, an empty window
// asked again for the following one up to 3 times, 1 s apart.
import type { SlotDay } from "~/features/slots/slot-days";
import { retryWhileEmpty } from "~/features/slots/window-retry";

/** What the window route answers (`windowUrl` + `du=`): the days of one window and where the next starts. */
export interface SlotWindowPayload {
  days: SlotDay[];
  nextFrom: string;
}

export interface MoreDates {
  days: SlotDay[];
  /** Where the window after them starts; null once four windows in a row were empty. */
  nextFrom: string | null;
}

function withFrom(url: string, from: string): string {
  const [path, query = ""] = url.split("?");
  const params = new URLSearchParams(query);
  params.set("du", from);
  return `${path}?${params.toString()}`;
}

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** The first non-empty window from `from` (`windowUrl` + `du=`), or none after four empty ones. */
export async function loadMoreDates(
  windowUrl: string,
  from: string,
  wait: (milliseconds: number) => Promise<void> = sleep,
): Promise<MoreDates> {
  const outcome = await retryWhileEmpty<SlotWindowPayload>(
    async (_attempt, previous) => {
      const response = await fetch(withFrom(windowUrl, previous?.nextFrom ?? from), {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as SlotWindowPayload;
    },
    (payload) => payload.days.length === 0,
    wait,
  );
  return { days: outcome.result.days, nextFrom: outcome.unavailable ? null : outcome.result.nextFrom };
}
