import { describe, expect, it } from "vitest";
import { barLength, formatFigure, scaleMax } from "./barometer-chart";

describe("scaleMax", () => {
  it("rounds the largest value up to a nice number", () => {
    expect(scaleMax([26, 17, 12])).toBe(50);
    expect(scaleMax([5.8, 6.8, 4.9])).toBe(10);
    expect(scaleMax([14, 21])).toBe(25);
    expect(scaleMax([0.3])).toBe(0.5);
    expect(scaleMax([1200])).toBe(2000);
    expect(scaleMax([100])).toBe(100);
  });

  it("uses 100 for large percentages and 1 for nothing", () => {
    expect(scaleMax([64, 30], "%")).toBe(100);
    expect(scaleMax([])).toBe(1);
    expect(scaleMax([0, -3, Number.NaN])).toBe(1);
  });
});

describe("barLength", () => {
  it("gives a share of the scale between 0 and 100", () => {
    expect(barLength(26, 50)).toBe(52);
    expect(barLength(5.8, 10)).toBe(58);
    expect(barLength(1, 3)).toBe(33.3);
    expect(barLength(-1, 10)).toBe(0);
    expect(barLength(20, 10)).toBe(100);
    expect(barLength(5, 0)).toBe(0);
  });
});

describe("formatFigure", () => {
  it("formats in French with the unit", () => {
    expect(formatFigure(26, "%")).toBe("26\u202f%");
    expect(formatFigure(5.8, "jours")).toBe("5,8\u00a0jours");
    expect(formatFigure(1250)).toBe("1\u202f250");
    expect(formatFigure(5.83, "")).toBe("5,8");
  });
});
