import { describe, expect, it } from "vitest";
import { parseProfessionalKey, parseSelection, professionalKey, selectionMatches } from "./selection";

const stored = {
  slug: "etude-dupont-lyon",
  reportType: "consultation-recouvrement",
  visio: true,
  slot: { start: "2026-11-23T08:30:00+01:00", end: "2026-11-23T09:00:00+01:00" },
  bailiffId: 1,
  studyId: 1,
  professionalName: "Maître Dupont",
  studyName: "Étude Dupont & Associés",
};

describe("chosen slot", () => {
  it("reads a well-formed selection, with or without a slot", () => {
    expect(parseSelection(stored)).toEqual(stored);
    expect(parseSelection({ ...stored, slot: null })).toEqual({ ...stored, slot: null });
  });

  it("refuses anything else", () => {
    expect(parseSelection(null)).toBeNull();
    expect(parseSelection("x")).toBeNull();
    expect(parseSelection({ ...stored, slot: { start: "demain", end: stored.slot.end } })).toBeNull();
    expect(parseSelection({ ...stored, slot: { start: stored.slot.end, end: stored.slot.start } })).toBeNull();
    expect(parseSelection({ ...stored, slot: undefined })).toBeNull();
    expect(parseSelection({ ...stored, studyId: -1 })).toBeNull();
    expect(parseSelection({ ...stored, bailiffId: "1" })).toBeNull();
    expect(parseSelection({ ...stored, professionalName: "" })).toBeNull();
  });

  it("is stale once the search changed", () => {
    const search = { slug: "etude-dupont-lyon", reportType: "consultation-recouvrement", visio: true };
    expect(selectionMatches(stored, search)).toBe(true);
    expect(selectionMatches(stored, { ...search, visio: false })).toBe(false);
    expect(selectionMatches(stored, { ...search, reportType: "general-meeting" })).toBe(false);
    expect(selectionMatches(stored, { ...search, slug: "etude-moreau-bordeaux" })).toBe(false);
    expect(selectionMatches(null, search)).toBe(false);
  });

  it("names a professional of a study in forms", () => {
    expect(professionalKey(12, 3)).toBe("12-3");
    expect(parseProfessionalKey("12-3")).toEqual({ bailiffId: 12, studyId: 3 });
    for (const value of ["0-3", "12", "a-b", "12-3-4", 12, null]) expect(parseProfessionalKey(value)).toBeNull();
  });
});
