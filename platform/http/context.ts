// What every route module receives: the database, the outbox, configuration, and the clock.
import type { PlatformDb } from "../db/open-database";
import type { Outbox } from "../outbox/outbox";
import type { SlotCache } from "../slots/slot-cache";
import type { SearchedSlot } from "../slots/search-slots";

export interface PlatformContext {
  db: PlatformDb;
  outbox: Outbox;
  /** Origin of the public site: every link in a message starts here, never at the request's Host. */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  uploadsDir: string;
  exposeOutbox: boolean;
  /** Computed slot lists for paging; cleared whenever a meeting is booked or cancelled. */
  slotCache: SlotCache<SearchedSlot[]>;
  now(): Date;
}
