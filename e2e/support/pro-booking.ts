// A customer's booking with the demo bailiff, made through the platform's API as the booking flows
// would (a fresh verified customer, the bailiff's first free slot from `daysAhead`): the starting point
// of the professional workspace's tests.
import { expect, request as playwrightRequest, type APIRequestContext, type TestInfo } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { CUSTOMER_PASSWORD, createVerifiedCustomer, uniqueEmail } from "./account-customers";
import { PLATFORM_CLIENT } from "./platform-client";

export const DEMO_BAILIFF_EMAIL = "huissier@demo.example";
const DEMO_STUDY_SLUG = "etude-dupont-lyon";
const REPORT_TYPE_SLUG = "constat-locatif";

export interface BookedDemand {
  demandId: number;
  customer: { email: string; firstname: string; lastname: string };
}

/** The platform's access token of `email`, through the web app's password grant. */
export async function tokenFor(api: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await api.post("/_platform/oauth/token", {
    form: { grant_type: "password", ...PLATFORM_CLIENT, username: email, password, scope: "*" },
  });
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

interface ReportTypeNode {
  id: number;
  slug: string;
  children: ReportTypeNode[];
}

function findReportType(nodes: ReportTypeNode[], slug: string): ReportTypeNode | undefined {
  for (const node of nodes) {
    if (node.slug === slug) return node;
    const child = findReportType(node.children, slug);
    if (child) return child;
  }
  return undefined;
}

/** A new customer books the demo bailiff's first free on-site slot, `daysAhead` days from now or later. */
export async function bookWithDemoBailiff(testInfo: TestInfo, label: string, daysAhead: number): Promise<BookedDemand> {
  // Names take letters only: a random suffix of letters keeps each test's customer apart.
  const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const lastname = `Pro${label}${suffix}`;
  const customer = { email: uniqueEmail(testInfo, `pro-${label}`), firstname: "Élise", lastname };
  await createVerifiedCustomer(customer.email, { firstname: customer.firstname, lastname: customer.lastname });
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const study = (await (await api.get(`/_platform/api/studies/search?slug=${DEMO_STUDY_SLUG}`)).json()) as {
      id: number;
      address_lat: number;
      address_lon: number;
      full_address: string;
      bailiffs: { id: number; firstname: string }[];
    };
    const bailiff = study.bailiffs.find((professional) => professional.firstname === "Antoine") ?? study.bailiffs[0]!;
    const tree = (await (await api.get(`/_platform/api/studies/${study.id}/reporttypes`)).json()) as { data: ReportTypeNode[] };
    const reportType = findReportType(tree.data, REPORT_TYPE_SLUG)!;
    const from = new Date(Date.now() + daysAhead * 86_400_000);
    const to = new Date(from.getTime() + 6 * 86_400_000);
    const slots = (await (
      await api.get(`/_platform/api/studies/${study.id}/bailiffs/${bailiff.id}/slots`, {
        params: {
          start_date: from.toISOString(),
          end_date: to.toISOString(),
          report_type_id: reportType.id,
          lat: study.address_lat,
          lon: study.address_lon,
        },
      })
    ).json()) as { available_slots: { start: string; end: string }[] };
    const token = await tokenFor(api, customer.email, CUSTOMER_PASSWORD);
    // Another test may take a slot meanwhile: the next one then.
    for (const slot of slots.available_slots.slice(0, 5)) {
      const created = await api.post("/_platform/api/demands", {
        headers: { authorization: `Bearer ${token}` },
        data: {
          study_id: study.id,
          report_type_id: reportType.id,
          meeting_type: "meeting",
          operator_id: bailiff.id,
          address: study.full_address,
          latitude: study.address_lat,
          longitude: study.address_lon,
          slots: [{ start_date: slot.start, end_date: slot.end }],
        },
      });
      if (created.status() === 409) continue;
      expect(created.ok(), `booking: ${created.status()} ${await created.text()}`).toBe(true);
      return { demandId: ((await created.json()) as { id: number }).id, customer };
    }
    throw new Error("No free slot of the demo bailiff could be booked");
  } finally {
    await api.dispose();
  }
}
