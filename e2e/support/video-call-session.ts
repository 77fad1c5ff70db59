// What e2e/video-call.spec.ts does on the bailiff's side of a live session: a capture taken with
// the call page's own button, read back from the list the panel shows, and the captures page's verdict on
// the session's chain.
import { expect, type Page } from "@playwright/test";

export interface TakenCapture {
  id: number;
  sha256: string;
}

const CAPTURE_ITEM = /^Capture n° (\d+) — empreinte SHA-256 : ([0-9a-f]{64})$/;

/** Presses « Capturer l'image » in the live call and answers the capture the platform stored. */
export async function takeCapture(page: Page): Promise<TakenCapture> {
  const taken = page.getByRole("list", { name: "Captures" }).getByRole("listitem");
  const before = await taken.count();
  await page.getByRole("button", { name: "Capturer l'image" }).click();
  await expect(taken).toHaveCount(before + 1, { timeout: 30_000 });
  const match = CAPTURE_ITEM.exec((await taken.nth(before).textContent())?.trim() ?? "");
  expect(match, "the panel lists the capture's number and hash").not.toBeNull();
  return { id: Number(match![1]), sha256: match![2]! };
}

/** The captures page says the chain verifies, with the given count of entries. */
export async function expectChainIntact(page: Page, summary: string): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: "La chaîne est intègre" })).toBeVisible();
  await expect(page.getByText(summary)).toBeVisible();
}
