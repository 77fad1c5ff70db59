import { describe, expect, it } from "vitest";
import { groupSlotsByDay } from "./slot-days";

const slot = (
  start: string,
  end: string,
  prices = [
    { price: 25500, visio: false, type: "fixed" },
    { price: 20500, visio: true, type: "fixed" },
  ],
) => ({ start, end, prices });

describe("groupSlotsByDay", () => {
  const days = groupSlotsByDay(
    [
      slot("2026-03-03T09:00:00+01:00", "2026-03-03T10:00:00+01:00"),
      slot("2026-03-02T14:30:00+01:00", "2026-03-02T15:30:00+01:00"),
      slot("2026-03-02T14:30:00+01:00", "2026-03-02T15:30:00+01:00"),
      // 23:30 UTC on the 2nd is already the 3rd in Paris.
      slot("2026-03-02T23:30:00Z", "2026-03-03T00:30:00Z", [{ price: 0, visio: false, type: "fixed" }]),
    ],
    { visio: false, pricesEnabled: true },
  );

  it("groups by Paris day, in order, titled 'Lundi 2 mars', without duplicates", () => {
    expect(days.map((day) => [day.date, day.title, day.slots.map((item) => item.time)])).toEqual([
      ["2026-03-02", "Lundi 2 mars", ["14:30"]],
      ["2026-03-03", "Mardi 3 mars", ["00:30", "09:00"]],
    ]);
  });

  it("shows the on-site price in euros, none for a price of 0", () => {
    expect(days[0]!.slots[0]!.price).toBe(255);
    expect(days[0]!.slots[0]!.priceLabel).toMatch(/^255\s€$/);
    expect(days[1]!.slots[0]!.price).toBeNull();
    expect(days[0]!.slots[0]!.value).toBe("2026-03-02T14:30:00+01:00|2026-03-02T15:30:00+01:00");
  });

  it("takes the video price for a video meeting, hourly prices by duration", () => {
    const visio = groupSlotsByDay(
      [slot("2026-03-02T09:00:00+01:00", "2026-03-02T09:30:00+01:00", [{ price: 12000, visio: true, type: "hour" }])],
      { visio: true, pricesEnabled: true },
    );
    // ceil(30 / 60 × 12000 / 100) = 60
    expect(visio[0]!.slots[0]!.price).toBe(60);
  });

  it("shows no price at all when prices are disabled", () => {
    const [day] = groupSlotsByDay([slot("2026-03-02T09:00:00+01:00", "2026-03-02T10:00:00+01:00")], {
      visio: false,
      pricesEnabled: false,
    });
    expect(day!.slots.map((shown) => [shown.price, shown.priceLabel])).toEqual([[null, null]]);
  });
});
