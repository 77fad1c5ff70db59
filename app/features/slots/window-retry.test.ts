import { describe, expect, it } from "vitest";
import { retryWhileEmpty } from "./window-retry";

/** The value the product promises (kept here, not read from the module under test). */
const SLOT_RETRIES = 3;
const SLOT_RETRY_DELAY_MS = 1000;

describe("retryWhileEmpty", () => {
  it("asks the next window after each empty one, 1 s apart, from where the last one ended", async () => {
    const asked: string[] = [];
    const waits: number[] = [];
    const outcome = await retryWhileEmpty<{ from: string; next: string; days: string[] }>(
      async (_attempt, previous) => {
        const from = previous?.next ?? "2026-03-02";
        asked.push(from);
        const next = { "2026-03-02": "2026-03-09", "2026-03-09": "2026-03-16", "2026-03-16": "2026-03-23" }[from]!;
        return { from, next, days: from === "2026-03-16" ? ["2026-03-17"] : [] };
      },
      (result) => result.days.length === 0,
      async (milliseconds) => {
        waits.push(milliseconds);
      },
    );
    expect(asked).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(waits).toEqual([SLOT_RETRY_DELAY_MS, SLOT_RETRY_DELAY_MS]);
    expect(outcome).toMatchObject({ tries: 3, unavailable: false, result: { from: "2026-03-16" } });
  });

  it("stops after 3 retries: unavailable", async () => {
    let calls = 0;
    const outcome = await retryWhileEmpty(
      async () => {
        calls += 1;
        return [];
      },
      (result) => result.length === 0,
    );
    expect(calls).toBe(SLOT_RETRIES + 1);
    expect(outcome.unavailable).toBe(true);
  });
});
