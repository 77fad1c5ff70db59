import { describe, expect, it } from "vitest";
import { feedAddresses } from "./feed-address";
import { syncDate } from "./sync-date";

describe("calendar connection wording", () => {
  it("gives the feed on the site's origin, and as webcal", () => {
    expect(feedAddresses("https://constat.example", "abc_DEF-123")).toEqual({
      https: "https://constat.example/abonnement-agenda/abc_DEF-123.ics",
      webcal: "webcal://constat.example/abonnement-agenda/abc_DEF-123.ics",
    });
  });

  it("says when in Paris time, in French", () => {
    expect(syncDate("2026-11-23T17:40:00.000Z")).toBe("23 novembre 2026 à 18:40");
    expect(syncDate("2026-07-01T06:05:00.000Z")).toBe("1 juillet 2026 à 08:05");
  });
});
