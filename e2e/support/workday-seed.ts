// e2e/workday.spec.ts's seed, through the platform's API as the demo bailiff: a booked demand's meeting
// confirmed and started (so it can be completed), and a capture of its video session (so its page lists one).
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { solidPng } from "../../platform/test-support/video-evidence-images";
import { DEMO_PASSWORD } from "./account-session";
import { DEMO_BAILIFF_EMAIL, tokenFor } from "./pro-booking";

interface DemandAsSeen {
  study: { id: number };
  marking: string;
  meetings: { id: number; status: string; slots: { id: number }[] }[];
}

/** Runs `work` with the bailiff's API client and the demand as the platform shows it to them. */
async function asBailiff<Result>(
  demandId: number,
  work: (call: { api: APIRequestContext; headers: Record<string, string>; demand: DemandAsSeen }) => Promise<Result>,
): Promise<Result> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const token = await tokenFor(api, DEMO_BAILIFF_EMAIL, DEMO_PASSWORD);
    const demand = (await (
      await api.get(`/_platform/api/demands/${demandId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as DemandAsSeen;
    const headers = { authorization: `Bearer ${token}`, "study-id": String(demand.study.id) };
    return await work({ api, headers, demand });
  } finally {
    await api.dispose();
  }
}

/** The demand as the bailiff reads it now. */
export const demandAsBailiff = (demandId: number) => asBailiff(demandId, async ({ demand }) => demand);

/** Confirms the demand's meeting on its proposed slot; answers the meeting's id. */
export function confirmMeeting(demandId: number): Promise<number> {
  return asBailiff(demandId, async ({ api, headers, demand }) => {
    const meeting = demand.meetings[0]!;
    const confirmed = await api.post(`/_platform/api/bailiff/${demand.study.id}/meetings/${meeting.id}/confirm`, {
      headers,
      data: { slot_id: meeting.slots[0]!.id },
    });
    expect(confirmed.ok(), `confirm: ${confirmed.status()} ${await confirmed.text()}`).toBe(true);
    return meeting.id;
  });
}

/** Moves the demand's first meeting to have started an hour ago: only a started meeting is completed. */
export async function startMeeting(demandId: number): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const { meetings } = await demandAsBailiff(demandId);
    const started = await api.post(`/_platform/api/_test/meetings/${meetings[0]!.id}/started`);
    expect(started.ok(), `start: ${started.status()}`).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** A capture of the meeting's session, taken by the bailiff; answers the meeting's id. */
export function takeCapture(demandId: number): Promise<number> {
  return asBailiff(demandId, async ({ api, headers, demand }) => {
    const meeting = demand.meetings[0]!;
    const taken = await api.post(`/_platform/api/bailiff/${demand.study.id}/demands/${demandId}/meetings/${meeting.id}/capture`, {
      headers,
      multipart: {
        timestamp: new Date().toISOString(),
        capture: { name: "capture.png", mimeType: "image/png", buffer: solidPng(32, 24, [demandId % 256, 120, 200]) },
      },
    });
    expect(taken.status(), `capture: ${await taken.text()}`).toBe(201);
    return meeting.id;
  });
}
