// Idempotent creation (docs/decisions/3630–3633), as a customer meets it: the booking confirmation is
// rendered with a fresh key of its own on a page no cache keeps; confirmed, then posted again with the
// same key by a browser that never received the first answer (its cookies as they were before), it books
// once, and the second post lands on « Votre demande a bien été transmise » for the booking held, not on
// « créneau déjà pris ». Plain HTTP after the first confirmation: one project.
import type { Page } from "@playwright/test";
import { IDEMPOTENCY_FIELD } from "../common/idempotency";
import { expect, inOneProjectOnly, test } from "./fixtures";
import {
  answerOnSiteChoices,
  chooseAddress,
  chooseFirstSlotOfCard,
  confirmWithNeed,
  expectBookedOnPlatform,
  newCustomer,
  registerInFlow,
} from "./support/booking-flow";

const CONFIRMATION = "/reservation/confirmation";
/** booking.spec.ts books on Marseille's first two cards: this one never meets it. */
const MARSEILLE = { term: "Marseille", label: "Marseille (13001)" };
const CARD = 2;

/** To the confirmation of an on-site constat in Marseille, as a new customer. */
async function toConfirmation(page: Page, javaScriptEnabled: boolean, project: string) {
  await page.goto("/reservation");
  await answerOnSiteChoices(page);
  await chooseAddress(page, javaScriptEnabled, "Voir les professionnels disponibles", MARSEILLE);
  const { value: slot } = await chooseFirstSlotOfCard(page, CARD);
  const customer = newCustomer("cle-idempotence", project);
  await registerInFlow(page, customer);
  return { slot, customer };
}

test("a confirmation posted again with its key after a lost answer books once and lands on the booking held", async ({
  page,
  request,
  javaScriptEnabled,
}, testInfo) => {
  inOneProjectOnly("the retry is a plain HTTP post, the same in both projects");
  test.setTimeout(180_000);
  const { slot, customer } = await toConfirmation(page, javaScriptEnabled, testInfo.project.name);

  // The key of this rendering, on a page that neither the browser nor the render cache keeps.
  const key = await page.locator(`input[type="hidden"][name="${IDEMPOTENCY_FIELD}"]`).inputValue();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const rendered = await request.get(CONFIRMATION, { headers: { cookie: await cookieHeader(page) }, maxRedirects: 0 });
  expect(rendered.headers()["cache-control"]).toContain("no-store");
  expect(rendered.headers()["x-render-cache"] ?? "bypass").toBe("bypass");
  const again = await rendered.text();
  expect(again, "each rendering has a key of its own").not.toContain(key);

  // The browser as it was before the answer it never received.
  const before = await page.context().cookies();
  const need = "Infiltration par la toiture, à constater avant travaux.";
  const dossier = await confirmWithNeed(page, need);
  await page.context().clearCookies();
  await page.context().addCookies(before);

  const retried = await page.request.post(CONFIRMATION, {
    form: { furtherInfos: need, [IDEMPOTENCY_FIELD]: key },
    maxRedirects: 0,
  });
  expect(retried.status()).toBe(302);
  expect(retried.headers().location).toBe("/reservation/demande-envoyee");
  await page.goto("/reservation/demande-envoyee");
  await expect(page.getByRole("heading", { level: 1, name: "Votre demande a bien été transmise" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Suivre mon dossier" })).toHaveAttribute("href", dossier);
  await expectBookedOnPlatform(request, customer.email, slot, dossier);
});

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}
