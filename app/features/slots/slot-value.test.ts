import { describe, expect, it } from "vitest";
import { encodeSlotValue, parseSlotValue } from "./slot-value";

describe("slot values", () => {
  it("round-trips a slot", () => {
    const slot = { start: "2026-11-23T08:30:00+01:00", end: "2026-11-23T09:30:00+01:00" };
    expect(parseSlotValue(encodeSlotValue(slot))).toEqual(slot);
  });

  it("refuses malformed, reversed or extra parts", () => {
    for (const value of [
      null,
      "",
      "demain|après",
      "2026-11-23T09:30:00+01:00|2026-11-23T08:30:00+01:00",
      "2026-11-23T08:30:00+01:00",
      "2026-11-23T08:30:00+01:00|2026-11-23T09:30:00+01:00|x",
      "2026-11-23|2026-11-24",
    ]) {
      expect(parseSlotValue(value)).toBeNull();
    }
  });
});
