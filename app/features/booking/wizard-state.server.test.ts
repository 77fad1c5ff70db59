import { describe, expect, it } from "vitest";
import {
  commitWizardState,
  FURTHER_INFOS_MAX,
  parseWizardState,
  postedFurtherInfos,
  serialisableWizardState,
  wizardStateCookie,
} from "./wizard-state.server";

const complete = {
  service: "meeting" as const,
  parentSlug: "constat-general",
  reportTypeSlug: "general-meeting",
  address: { label: "Lyon (69001)", latitude: 45.74906, longitude: 4.84789 },
  bailiffId: 1,
  studyId: 1,
  slot: { start: "2026-11-23T08:30:00+01:00", end: "2026-11-23T09:30:00+01:00" },
  furtherInfos: "Dégât des eaux au 2e étage",
};

describe("parseWizardState", () => {
  it("keeps a well-formed state", () => {
    expect(parseWizardState(complete)).toEqual(complete);
  });

  it("treats anything malformed as a fresh start", () => {
    expect(parseWizardState(null)).toEqual({});
    expect(parseWizardState("texte")).toEqual({});
    expect(parseWizardState({ ...complete, service: "autre" })).toEqual({});
    expect(parseWizardState({ ...complete, reportTypeSlug: "<script>" })).toEqual({});
    expect(parseWizardState({ ...complete, address: { label: "Lyon", latitude: 200, longitude: 4 } })).toEqual({});
    expect(parseWizardState({ ...complete, slot: { start: "demain", end: "après" } })).toEqual({});
    expect(parseWizardState({ ...complete, studyId: -3 })).toEqual({});
  });

  it("drops unknown keys", () => {
    expect(parseWizardState({ service: "consultation", token: "secret" })).toEqual({ service: "consultation" });
  });
});

describe("serialisableWizardState", () => {
  it("drops undefined keys and caps the need text", () => {
    const long = "a".repeat(FURTHER_INFOS_MAX + 50);
    expect(serialisableWizardState({ service: "meeting", bailiffId: undefined, furtherInfos: long })).toEqual({
      service: "meeting",
      furtherInfos: "a".repeat(FURTHER_INFOS_MAX),
    });
  });
});

describe("the cookie", () => {
  it("round-trips through the signed cookie and stays well under 4 kB", async () => {
    const header = await commitWizardState({ ...complete, furtherInfos: "é".repeat(FURTHER_INFOS_MAX) });
    expect(header).toContain("HttpOnly");
    expect(header.length).toBeLessThan(4096);
    const value = header.split(";")[0]!;
    expect(parseWizardState(await wizardStateCookie.parse(value))).toEqual({
      ...complete,
      furtherInfos: "é".repeat(FURTHER_INFOS_MAX),
    });
  });

  it("clears itself when the state is empty", async () => {
    expect(await commitWizardState({})).toMatch(/Max-Age=0/);
  });

  it("refuses a value signed with another secret", async () => {
    expect(parseWizardState(await wizardStateCookie.parse("booking_wizard=eyJzZXJ2aWNlIjoibWVldGluZyJ9.forged"))).toEqual({});
  });

  it("reads the typed need trimmed and capped", () => {
    const form = (value?: string) => {
      const data = new FormData();
      if (value !== undefined) data.set("furtherInfos", value);
      return data;
    };
    expect(postedFurtherInfos(form("  Fuite d'eau  "))).toBe("Fuite d'eau");
    expect(postedFurtherInfos(form("a".repeat(FURTHER_INFOS_MAX + 10)))).toHaveLength(FURTHER_INFOS_MAX);
    expect(postedFurtherInfos(form())).toBe("");
  });
});
