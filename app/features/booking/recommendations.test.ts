import { describe, expect, it } from "vitest";
import { isRecommended, parseRecommended, serialiseRecommended, withRecommended } from "./recommendations";

/** The value the product promises (kept here, not read from the module under test). */
const RECOMMENDED_BAILIFFS_LIMIT = 50;

describe("recommendedBailiffs memory", () => {
  it("reads a JSON list or a comma list, ignoring anything else", () => {
    expect(parseRecommended("[3,7]")).toEqual([3, 7]);
    expect(parseRecommended("3, 7,abc")).toEqual([3, 7]);
    expect(parseRecommended('["4",-1,0,2.5,"x"]')).toEqual([4]);
    expect(parseRecommended("{not json")).toEqual([]);
    expect(parseRecommended(undefined)).toEqual([]);
    expect(parseRecommended([5, 5, 6])).toEqual([5, 6]);
  });

  it("remembers a professional once, newest last, at most 50", () => {
    let list: number[] = [];
    for (let id = 1; id <= RECOMMENDED_BAILIFFS_LIMIT + 5; id++) list = withRecommended(list, id);
    expect(list).toHaveLength(RECOMMENDED_BAILIFFS_LIMIT);
    expect(list[0]).toBe(6);
    expect(withRecommended([1, 2], 1)).toEqual([2, 1]);
  });

  it("round-trips and answers whether one was recommended", () => {
    const stored = serialiseRecommended(withRecommended([12], 40));
    expect(parseRecommended(stored)).toEqual([12, 40]);
    expect(isRecommended(parseRecommended(stored), 40)).toBe(true);
    expect(isRecommended(parseRecommended(stored), 41)).toBe(false);
  });
});
