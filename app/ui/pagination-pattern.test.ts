import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageHref, paginationPattern } from "./pagination-pattern";

const E = "ellipsis";

describe("paginationPattern", () => {
  it("shows every page when there are 5 or fewer", () => {
    expect(paginationPattern(1, 1)).toEqual([1]);
    expect(paginationPattern(2, 3)).toEqual([1, 2, 3]);
    for (let page = 1; page <= 5; page++) expect(paginationPattern(page, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("starts with 4 buttons then the last page near the start", () => {
    expect(paginationPattern(1, 20)).toEqual([1, 2, 3, 4, E, 20]);
    expect(paginationPattern(2, 20)).toEqual([1, 2, 3, 4, E, 20]);
    expect(paginationPattern(3, 20)).toEqual([1, 2, 3, 4, E, 20]);
  });

  it("shows the neighbours of the current page in the middle, between two ellipses", () => {
    expect(paginationPattern(8, 20)).toEqual([1, E, 7, 8, 9, E, 20]);
    expect(paginationPattern(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
  });

  it("ends with the 4 last pages near the end", () => {
    expect(paginationPattern(18, 20)).toEqual([1, E, 17, 18, 19, 20]);
    expect(paginationPattern(20, 20)).toEqual([1, E, 17, 18, 19, 20]);
  });

  it("shows a single left-out page instead of an ellipsis", () => {
    expect(paginationPattern(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationPattern(17, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationPattern(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationPattern(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationPattern(1, 7)).toEqual([1, 2, 3, 4, E, 7]);
    expect(paginationPattern(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("never shows more than 7 items, always the first and last page and the current one", () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const items = paginationPattern(page, total);
        expect(items.length).toBeLessThanOrEqual(7);
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(total);
        expect(items).toContain(page);
        const numbers = items.filter((item): item is number => item !== E);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it("clamps the current page into range", () => {
    expect(paginationPattern(0, 20)).toEqual(paginationPattern(1, 20));
    expect(paginationPattern(99, 20)).toEqual(paginationPattern(20, 20));
    expect(paginationPattern(1, 0)).toEqual([1]);
  });
});

describe("clampPage", () => {
  it("reads integers and clamps them", () => {
    expect(clampPage("3", 10)).toBe(3);
    expect(clampPage(" 4 ", 10)).toBe(4);
    expect(clampPage("0", 10)).toBe(1);
    expect(clampPage("-2", 10)).toBe(1);
    expect(clampPage("11", 10)).toBe(10);
    expect(clampPage("999999999", 10)).toBe(10);
    expect(clampPage(7, 10)).toBe(7);
  });

  it("falls back to page 1 for anything else", () => {
    for (const raw of [null, undefined, "", "abc", "2.5", "1e3", "0x10", "12345678901", {}]) expect(clampPage(raw, 10)).toBe(1);
    expect(clampPage("3", 0)).toBe(1);
  });
});

describe("pageCount", () => {
  it("rounds up and never goes below 1", () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(15, 9)).toBe(2);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe("pageHref", () => {
  it("sets or drops the page parameter and keeps the others", () => {
    expect(pageHref("/blog", "", 3)).toBe("/blog?page=3");
    expect(pageHref("/blog", "?page=3", 1)).toBe("/blog");
    expect(pageHref("/recherche", "q=constat&page=2", 4)).toBe("/recherche?q=constat&page=4");
    expect(pageHref("/recherche", new URLSearchParams({ q: "état" }), 2)).toBe("/recherche?q=%C3%A9tat&page=2");
  });
});
