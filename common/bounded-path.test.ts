import { describe, expect, it } from "vitest";
import { boundedPath } from "./bounded-path";

describe("boundedPath", () => {
  it("keeps the platform's fixed words and folds ids, tokens and file names into :param", () => {
    expect(boundedPath("/api/demands/1234/files/98")).toBe("/api/demands/:param/files/:param");
    expect(boundedPath("/api/bailiff/7/calendar/exceptions/12")).toBe("/api/bailiff/:param/calendar/exceptions/:param");
    expect(boundedPath("/api/invitations/Zx8_qP3kLm0aBcD9eFgH")).toBe("/api/invitations/:param");
    expect(boundedPath("/api/calendar-feeds/abc123.ics")).toBe("/api/calendar-feeds/:param");
    expect(boundedPath("/api/users/client%40demo.example")).toBe("/api/users/:param");
    expect(boundedPath("/_platform/api/admin/12")).toBe("/_platform/api/admin/:param");
  });

  it("drops the query, and never keeps a segment that only looks like a pattern", () => {
    expect(boundedPath("/api/reporttypes?study_id=3&enabled=1")).toBe("/api/reporttypes");
    expect(boundedPath("/api/admin/:anything")).toBe("/api/admin/:param");
    expect(boundedPath(`/api/${"a".repeat(41)}`)).toBe("/api/:param");
  });
});
