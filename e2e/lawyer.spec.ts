// A lawyers' office's lawyer works as its bailiff (decision 1901): signed in by cookie, the demo lawyer
// lands on the workspace, opens the office's agenda and a case a customer booked with her (seeded through
// the platform's API), whose confirmation the platform offers her. Both projects: the pages are plain
// HTML forms and links first. Every page visited is checked by axe (e2e/fixtures.ts).
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../playwright.config";
import { expect, test } from "./fixtures";
import { CUSTOMER_PASSWORD, createVerifiedCustomer, uniqueEmail } from "./support/account-customers";
import { signInByCookie } from "./support/account-session";
import { tokenFor } from "./support/pro-booking";

test.describe.configure({ timeout: 120_000 });

const LAWYER_EMAIL = "avocat@demo.example";
const OFFICE_SLUG = "cabinet-mercier-avocats-paris";
const CONSULTATION = "general-consultation";
const NAVIGATION = { timeout: 30_000 };

/** A new customer books a video consultation with the demo lawyer, as the booking flows would: the demand's id. */
async function bookWithDemoLawyer(email: string): Promise<number> {
  await createVerifiedCustomer(email, { firstname: "Inès", lastname: "Roussel" });
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const study = (await (await api.get(`/_platform/api/studies/search?slug=${OFFICE_SLUG}`)).json()) as {
      id: number;
      bailiffs: { id: number; lastname: string }[];
    };
    const lawyer = study.bailiffs.find((professional) => professional.lastname === "Mercier")!;
    const tree = (await (await api.get(`/_platform/api/studies/${study.id}/reporttypes`)).json()) as {
      data: { children: { id: number; slug: string }[] }[];
    };
    const reportType = tree.data.flatMap((group) => group.children).find((type) => type.slug === CONSULTATION)!;
    const from = new Date(Date.now() + 3 * 86_400_000);
    const slots = (await (
      await api.get(`/_platform/api/studies/${study.id}/bailiffs/${lawyer.id}/slots`, {
        params: {
          start_date: from.toISOString(),
          end_date: new Date(from.getTime() + 6 * 86_400_000).toISOString(),
          report_type_id: reportType.id,
          is_visio: "1",
        },
      })
    ).json()) as { available_slots: { start: string; end: string }[] };
    const token = await tokenFor(api, email, CUSTOMER_PASSWORD);
    // The other project may take a slot meanwhile: the next one then.
    for (const slot of slots.available_slots.slice(0, 5)) {
      const created = await api.post("/_platform/api/demands", {
        headers: { authorization: `Bearer ${token}` },
        data: {
          study_id: study.id,
          report_type_id: reportType.id,
          meeting_type: "consultation",
          is_visio: true,
          operator_id: lawyer.id,
          slots: [{ start_date: slot.start, end_date: slot.end }],
        },
      });
      if (created.status() === 409) continue;
      expect(created.ok(), `booking: ${created.status()} ${await created.text()}`).toBe(true);
      return ((await created.json()) as { id: number }).id;
    }
    throw new Error("No free slot of the demo lawyer could be booked");
  } finally {
    await api.dispose();
  }
}

test("a lawyer works in the workspace: her dashboard, the office's agenda and a case to confirm", async ({ page }, testInfo) => {
  const demandId = await bookWithDemoLawyer(uniqueEmail(testInfo, "avocat"));
  await signInByCookie(page, LAWYER_EMAIL);

  // The workspace, not the customer's history: the dashboard of whoever manages the office's demands.
  await page.goto("/espace-pro", NAVIGATION);
  await expect(page).toHaveURL("/espace-pro");
  const navigation = page.getByRole("navigation", { name: "Navigation de l'espace professionnel" });
  await expect(navigation.getByRole("link", { name: "Agenda" })).toBeVisible();

  await page.goto(`/espace-pro/etude/${OFFICE_SLUG}/agenda?vue=liste`, NAVIGATION);
  await expect(page).toHaveURL(new RegExp(`/espace-pro/etude/${OFFICE_SLUG}/agenda`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(`/espace-pro/dossiers/${demandId}`, NAVIGATION);
  await expect(page).toHaveURL(`/espace-pro/dossiers/${demandId}`);
  await expect(page.getByText("Inès Roussel").first()).toBeVisible();
  // The platform lets her confirm the meeting, as it lets a bailiff.
  await expect(page.getByRole("button", { name: "Confirmer ce créneau" })).toBeVisible();
});
