import { describe, expect, it } from "vitest";
import { feedAddresses } from "./feed-address";

describe("calendar connection wording", () => {
  it("gives the feed on the site's origin, and as webcal", () => {
    expect(feedAddresses("https://constat.example", "abc_DEF-123")).toEqual({
      https: "https://constat.example/abonnement-agenda/abc_DEF-123.ics",
      webcal: "webcal://constat.example/abonnement-agenda/abc_DEF-123.ics",
    });
  });
});
