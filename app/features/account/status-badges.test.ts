import { describe, expect, it } from "vitest";
import accountDemands from "~/locales/fr/account-demands.json";
import { translator } from "~/i18n/translator";
import { billBadge, demandBadge, MARKING_FILTER_OPTIONS, meetingBadge, parseMarkingFilter } from "./status-badges";

const t = translator(accountDemands);

describe("demand badges (pro-side §4)", () => {
  it("colours in progress and to-qualify positive, completed dark", () => {
    expect(demandBadge("inprogress").tone).toBe("positive");
    expect(demandBadge("toqualify").tone).toBe("positive");
    expect(demandBadge("completed").tone).toBe("dark");
  });

  it("shows a to-qualify demand as in progress", () => {
    expect(demandBadge("toqualify")).toEqual(demandBadge("inprogress"));
    expect(t(demandBadge("toqualify").labelKey)).toBe("En cours");
  });

  it("labels the markings in French", () => {
    expect(t(demandBadge("completed").labelKey)).toBe("Terminé");
    expect(t(demandBadge("reportdone").labelKey)).toBe("Constat publié");
    expect(t(demandBadge("nofollowup").labelKey)).toBe("Sans suite");
  });

  it("colours the statuses the table leaves out: report published positive, no follow-up muted", () => {
    expect(demandBadge("reportdone").tone).toBe("positive");
    expect(demandBadge("nofollowup").tone).toBe("muted");
  });
});

describe("billing badges (pro-side §4)", () => {
  it("colours not billed, partially paid and unpaid as warnings, paid positive", () => {
    expect(billBadge("notbilled").tone).toBe("warning");
    expect(billBadge("partialpaid").tone).toBe("warning");
    expect(billBadge("unpaid").tone).toBe("warning");
    expect(billBadge("paid").tone).toBe("positive");
  });
});

describe("meeting badges (pro-side §4)", () => {
  it.each([
    ["created", "warning"],
    ["disputed", "warning"],
    ["to_plan", "warning"],
    ["waiting", "warning"],
    ["canceled", "muted"],
    ["refused", "muted"],
    ["completed", "positive"],
    ["validated", "positive"],
  ] as const)("%s is %s", (status, tone) => {
    expect(meetingBadge(status).tone).toBe(tone);
    expect(t(meetingBadge(status).labelKey)).not.toBe(meetingBadge(status).labelKey);
  });
});

describe("status filter (customer-side §4)", () => {
  it("offers in progress, completed, report published and no follow-up, never to-qualify", () => {
    expect(MARKING_FILTER_OPTIONS.map((option) => t(`status.demand.${option}`))).toEqual([
      "En cours",
      "Terminé",
      "Constat publié",
      "Sans suite",
    ]);
    expect(MARKING_FILTER_OPTIONS).not.toContain("toqualify");
  });

  it("accepts only those values from the query", () => {
    expect(parseMarkingFilter("completed")).toBe("completed");
    expect(parseMarkingFilter("toqualify")).toBeUndefined();
    expect(parseMarkingFilter(null)).toBeUndefined();
  });
});
