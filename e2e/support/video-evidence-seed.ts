// The video evidence spec's seed (part B): the booked demand's meeting, read through the
// platform's API as the bailiff.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { DEMO_PASSWORD } from "./account-session";
import { DEMO_BAILIFF_EMAIL } from "./pro-booking";
import { PLATFORM_CLIENT } from "./platform-client";

/** The demand's (first) meeting id, as the bailiff's platform API shows it. */
export async function meetingOf(demandId: number): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const grant = await api.post("/_platform/oauth/token", {
      form: { grant_type: "password", ...PLATFORM_CLIENT, username: DEMO_BAILIFF_EMAIL, password: DEMO_PASSWORD, scope: "*" },
    });
    const token = ((await grant.json()) as { access_token: string }).access_token;
    const demand = (await (
      await api.get(`/_platform/api/demands/${demandId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { meetings: { id: number }[] };
    return demand.meetings[0]!.id;
  } finally {
    await api.dispose();
  }
}
