// Case management's seed: the demo study asks its customers for documents for the service the
// workspace's bookings use (e2e/support/pro-booking.ts), set through the platform's API as the bailiff,
// as the study's staff page would. Both projects set the same list: setting it again changes nothing.
import { expect, request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { DEMO_PASSWORD } from "./account-session";
import { DEMO_BAILIFF_EMAIL } from "./pro-booking";
import { PLATFORM_CLIENT } from "./platform-client";

/** A one-page PDF, small and valid enough for the platform's content sniffing. */
export function pdfBytes(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** The demo study asks for `labels` for the demand's service; answers the labels as the platform keeps them. */
export async function requireDocumentsFor(demandId: number, labels: string[]): Promise<string[]> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const grant = await api.post("/_platform/oauth/token", {
      form: { grant_type: "password", ...PLATFORM_CLIENT, username: DEMO_BAILIFF_EMAIL, password: DEMO_PASSWORD, scope: "*" },
    });
    expect(grant.ok(), "the bailiff's sign-in").toBe(true);
    const token = ((await grant.json()) as { access_token: string }).access_token;
    const demand = (await (
      await api.get(`/_platform/api/demands/${demandId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { study: { id: number }; report_type: { id: number } };
    const headers = { authorization: `Bearer ${token}`, "study-id": String(demand.study.id) };
    const path = `/_platform/api/bailiff/${demand.study.id}/report-types/${demand.report_type.id}/documents`;
    const set = await api.put(path, { headers, data: { documents: labels } });
    expect(set.ok(), `required documents: ${set.status()} ${await set.text()}`).toBe(true);
    return ((await set.json()) as { data: { name: string }[] }).data.map((row) => row.name);
  } finally {
    await api.dispose();
  }
}
