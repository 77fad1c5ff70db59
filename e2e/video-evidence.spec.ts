// A video session's evidence (part B), the part the call cannot show: the customer types the
// address where they are (no JavaScript needed) and the bailiff's position page shows it, as HTML and as
// JSON, and confirms it. Captures, their deletion in the chain, the chain's verdict and the capture record
// PDF are walked from a live call in e2e/video-call.spec.ts, on the same pages without JavaScript.
import { expect, test } from "./fixtures";
import { CUSTOMER_PASSWORD } from "./support/account-customers";
import { sessionCookieFor } from "./support/account-session";
import { bookWithDemoBailiff, DEMO_BAILIFF_EMAIL } from "./support/pro-booking";
import { meetingOf } from "./support/video-evidence-seed";

test.describe.configure({ timeout: 120_000 });

const NAVIGATION = { timeout: 30_000 };

test("the customer's typed address reaches the bailiff's position page", async ({ page, loginAs }, testInfo) => {
  const booked = await bookWithDemoBailiff(testInfo, "position", 33 + testInfo.parallelIndex * 5);
  const meetingId = await meetingOf(booked.demandId);
  const [customer, bailiff] = await Promise.all([
    sessionCookieFor(booked.customer.email, CUSTOMER_PASSWORD),
    sessionCookieFor(DEMO_BAILIFF_EMAIL),
  ]);
  const address = `${10 + testInfo.parallelIndex} rue de la République, 69002 Lyon`;

  await loginAs(customer);
  await page.goto(`/dossier/${booked.demandId}/visio/${meetingId}/position`);
  await page.getByLabel("Adresse où vous vous trouvez").fill(address);
  await page.getByRole("button", { name: "Partager cette adresse" }).click();
  await expect(page.getByText("Votre position est transmise au professionnel.")).toBeVisible(NAVIGATION);

  const position = `/espace-pro/dossiers/${booked.demandId}/visio/${meetingId}/position`;
  await loginAs(bailiff);
  await page.goto(position);
  await expect(page.getByRole("heading", { name: "Adresse saisie par le client" })).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Voir sur OpenStreetMap/ })).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/search?${new URLSearchParams({ query: address })}`,
  );
  const json = await page.request.get(position, { headers: { accept: "application/json" } });
  expect(((await json.json()) as { location: { custom_address: string } }).location.custom_address).toBe(address);

  await page.getByRole("button", { name: "Confirmer cette position" }).click();
  await expect(page.getByText("La position du client est confirmée.")).toBeVisible(NAVIGATION);
  await expect(page.getByText(/^Confirmée le /)).toBeVisible();
});
