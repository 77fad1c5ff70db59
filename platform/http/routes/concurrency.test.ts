// No double booking under concurrency, on PGlite and on PostgreSQL: 50 simultaneous creations for one slot.
import { beforeAll, it } from "vitest";
import { raceForOneSlot } from "../../test-support/concurrency-scenario";
import type { TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("double booking under concurrency", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  // 50 registrations then 50 bookings at once: seconds on an idle machine, more than the 20 s default
  // on a loaded one.
  it("lets exactly one of 50 simultaneous bookings of a slot win; cancel then rebook works", async () => {
    await raceForOneSlot(platform, 50);
  }, 120_000);
});
