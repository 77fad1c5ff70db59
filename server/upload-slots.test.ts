// The upload slots: a few at once, the next ones served in arrival order as slots free up, none past the
// queue's length or the wait.
import { describe, expect, it } from "vitest";
import { uploadSlots } from "./upload-slots";

describe("uploadSlots", () => {
  it("grants `concurrent` slots at once and hands each freed slot to the first in line", async () => {
    const slots = uploadSlots({ concurrent: 2, queue: 5, waitMs: 60_000 });
    const first = (await slots.acquire())!;
    const second = (await slots.acquire())!;
    const order: string[] = [];
    const third = slots.acquire().then((release) => (order.push("third"), release));
    const fourth = slots.acquire().then((release) => (order.push("fourth"), release));
    expect(slots.waiting).toBe(2);
    first();
    // Releasing twice frees one slot, not two.
    first();
    await third;
    expect(order).toEqual(["third"]);
    expect(slots.inFlight).toBe(2);
    second();
    (await fourth)!();
    (await third)!();
    expect(order).toEqual(["third", "fourth"]);
    expect(slots.inFlight).toBe(0);
  });

  it("refuses at once when the queue is full, and a waiter once its wait is over", async () => {
    const slots = uploadSlots({ concurrent: 1, queue: 1, waitMs: 20 });
    const held = (await slots.acquire())!;
    const waiting = slots.acquire();
    expect(await slots.acquire()).toBeNull();
    expect(await waiting).toBeNull();
    expect(slots.waiting).toBe(0);
    held();
    expect(slots.inFlight).toBe(0);
    expect(await slots.acquire()).not.toBeNull();
  });
});
