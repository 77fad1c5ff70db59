import { describe, expect, it } from "vitest";
import { displayedPrice, formatEuros, priceForMode, showNoPriceNote } from "./prices";

describe("displayedPrice", () => {
  it("divides cents by 100", () => {
    expect(displayedPrice({ price: 15000 }, 60, true)).toBe(150);
  });

  it("shows nothing when prices are disabled or the price is 0", () => {
    expect(displayedPrice({ price: 15000 }, 60, false)).toBeNull();
    expect(displayedPrice({ price: 0 }, 60, true)).toBeNull();
    expect(displayedPrice(undefined, 60, true)).toBeNull();
  });

  it("computes an hourly price as ceil(minutes / 60 × rate / 100)", () => {
    expect(displayedPrice({ price: 9000, type: "hour" }, 90, true)).toBe(135);
    expect(displayedPrice({ price: 9950, type: "hour" }, 45, true)).toBe(75);
  });
});

describe("priceForMode and the no-price note", () => {
  const slots = [
    {
      prices: [
        { price: 12000, visio: false },
        { price: 8000, visio: true },
      ],
    },
    { prices: [{ price: 0, visio: false }] },
  ];

  it("picks the visio or on-site price", () => {
    expect(priceForMode(slots[0]?.prices, true)?.price).toBe(8000);
    expect(priceForMode(slots[0]?.prices, false)?.price).toBe(12000);
  });

  it("turns the note on when a slot is priced 0", () => {
    expect(showNoPriceNote(slots, false)).toBe(true);
    expect(showNoPriceNote(slots.slice(0, 1), false)).toBe(false);
  });
});

describe("formatEuros", () => {
  it("formats in French", () => {
    expect(formatEuros(150).replace(/\s/g, " ")).toBe("150 €");
    expect(formatEuros(95.5).replace(/\s/g, " ")).toBe("95,50 €");
  });
});
