// The video evidence specs' seed (issue 15, part B): the booked demand's meeting (read through the
// platform's API as the bailiff), and captures posted to the captures page the way the call page's script
// does (multipart `capture` + `timestamp`, asking for JSON), with the bailiff's session cookie.
import { createHash } from "node:crypto";
import { expect, request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import type { SessionCookie } from "../fixtures";
import { DEMO_PASSWORD } from "./account-session";
import { DEMO_BAILIFF_EMAIL } from "./pro-booking";
// The platform tests' image maker: the same small valid PNGs, built without a dependency.
import { solidPng } from "../../platform/test-support/video-evidence-images";

const PLATFORM_CLIENT = { client_id: "constat-rdv-web", client_secret: "embedded-platform-secret" };

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

/** A small solid-colour PNG (a stand-in for a frame of the call's video). */
export const framePng = (red: number): Buffer => solidPng(64, 48, [red, 90, 160]);

/** Posts a capture as the call page does; answers the capture's id once its hash is checked. */
export async function postCapture(capturesPath: string, cookie: SessionCookie, image: Buffer): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const answer = await api.post(capturesPath, {
      headers: { accept: "application/json", origin: BASE_URL, cookie: `${cookie.name ?? "__session"}=${cookie.value}` },
      multipart: { timestamp: new Date().toISOString(), capture: { name: "capture.png", mimeType: "image/png", buffer: image } },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const body = (await answer.json()) as { id: number; sha256: string };
    expect(body.sha256).toBe(createHash("sha256").update(image).digest("hex"));
    return body.id;
  } finally {
    await api.dispose();
  }
}
