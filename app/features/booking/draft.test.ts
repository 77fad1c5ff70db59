import { describe, expect, it } from "vitest";
import { DRAFT_STATUS, draftMatchesSource, draftStatusFor, parseDraftId } from "./draft";

describe("parseDraftId", () => {
  it("accepts a positive number only", () => {
    expect(parseDraftId("42")).toBe(42);
    expect(parseDraftId(7)).toBe(7);
    for (const bad of ["", "abc", "4.2", "-3", "0", "1e3", null, undefined, "99999999999999"])
      expect(parseDraftId(bad)).toBeNull();
  });
});

describe("draftMatchesSource", () => {
  it("keeps a draft of the same source only", () => {
    expect(draftMatchesSource({ source: "preuveo" }, "preuveo")).toBe(true);
    expect(draftMatchesSource({ source: "study" }, "preuveo")).toBe(false);
    expect(draftMatchesSource({}, "preuveo")).toBe(false);
  });
});

describe("draftStatusFor", () => {
  it("reaches 1 after registration, 2 after the search, 3 after the slot", () => {
    expect(draftStatusFor({ registered: true })).toBe(DRAFT_STATUS.registered);
    expect(draftStatusFor({ searched: true })).toBe(DRAFT_STATUS.searched);
    expect(draftStatusFor({ searched: true, slotChosen: true })).toBe(DRAFT_STATUS.slotChosen);
  });

  it("never goes back down", () => {
    expect(draftStatusFor({ registered: true }, DRAFT_STATUS.slotChosen)).toBe(DRAFT_STATUS.slotChosen);
    expect(draftStatusFor({})).toBeNull();
  });
});
