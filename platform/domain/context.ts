// What the domain's operations need: the database, the outbox, the site's origin for links in
// messages, the slot cache they must clear, and the clock. The HTTP layer's context extends it.
import type { PlatformDb } from "../db/open-database";
import type { Outbox } from "../outbox/outbox";
import type { SlotCache } from "../slots/slot-cache";
import type { SlotList } from "./slot-search/search-slots";

export interface DomainContext {
  db: PlatformDb;
  outbox: Outbox;
  /** Origin of the public site: every link in a message starts here, never at the request's Host. */
  publicUrl: string;
  /** Computed slot lists for paging; cleared whenever a meeting is booked or cancelled. */
  slotCache: SlotCache<SlotList>;
  now(): Date;
}
