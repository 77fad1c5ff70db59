// The video call at the platform: a meeting's call as each of its two people reach it (the study's path, the
// customer's account, the no-account link with the route tokens), consent, stream tokens, the end of a
// session, and the instant requests (what a customer can ask now, asking, following one; the study's
// waiting list and taking one).
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "~/.server/platform/http";

const person = z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }).nullable();

const callSchema = z.object({
  demand_id: z.number(),
  meeting_id: z.number(),
  title: z.string().nullable(),
  report_type: z.string(),
  is_insta: z.boolean(),
  study: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  side: z.enum(["customer", "professional"]),
  customer: person,
  professional: person,
  other_phone: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  unavailable: z.string().nullable(),
  session: z.object({ id: z.number(), started_at: z.string(), ended_at: z.string().nullable() }).passthrough().nullable(),
  consent: z.object({ video: z.boolean(), location: z.boolean(), at: z.string() }).nullable(),
});
export type Call = z.infer<typeof callSchema>;

const streamTokenSchema = z.object({ token: z.string(), expires_at: z.string(), meeting_id: z.number(), demand_id: z.number() });
const sessionAnswer = z.object({ video: z.object({ id: z.number() }).passthrough() });

/** Where a call is reached: through the caller's study, the customer's account, or the route tokens. */
export type CallAddress =
  | { via: "study"; studyId: number; demandId: number; meetingId: number }
  | { via: "account"; demandId: number; meetingId: number }
  | { via: "link"; demandToken: string; meetingToken: string };

function base(address: CallAddress): string {
  switch (address.via) {
    case "study":
      return `/api/bailiff/${address.studyId}/demands/${address.demandId}/meetings/${address.meetingId}`;
    case "account":
      return `/api/demands/${address.demandId}/meetings/${address.meetingId}`;
    case "link":
      return `/api/video/live/${encodeURIComponent(address.demandToken)}/${encodeURIComponent(address.meetingToken)}`;
  }
}

export async function getCall(auth: PlatformAuth, address: CallAddress): Promise<Call> {
  const path = address.via === "link" ? base(address) : `${base(address)}/video`;
  return (await platformRequest(z.object({ call: callSchema }), { path, auth: address.via === "link" ? {} : auth })).call;
}

export async function consentToCall(auth: PlatformAuth, address: CallAddress, consent: { video: boolean; location: boolean }) {
  // The study starts its session; the customer consents, under the call's own address for the link.
  const action = { study: "video/start", account: "video/consent", link: "consent" }[address.via];
  const path = `${base(address)}/${action}`;
  return platformRequest(sessionAnswer, {
    method: "POST",
    path,
    auth: address.via === "link" ? {} : auth,
    json: { consent_video: consent.video, consent_location: consent.location },
  });
}

export async function getStreamToken(auth: PlatformAuth, address: CallAddress) {
  return platformRequest(streamTokenSchema, {
    method: "POST",
    path: `${base(address)}/get-stream-token`,
    auth: address.via === "link" ? {} : auth,
  });
}

export async function endCall(auth: PlatformAuth, address: Extract<CallAddress, { via: "study" }>) {
  return platformRequest(sessionAnswer, { method: "PUT", path: `${base(address)}/video/end`, auth });
}

const instantOptionsSchema = z.object({
  studies: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), city: z.string() })),
  study_id: z.number().nullable(),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
});

export async function getInstantOptions(auth: PlatformAuth, studyId: number | null) {
  return platformRequest(instantOptionsSchema, { path: "/api/instant-requests/options", auth, query: { study_id: studyId } });
}

export async function askInstantCall(
  auth: PlatformAuth,
  request: { study_id: number | null; report_type_id: number | null; comment: string | null },
  idempotencyKey?: string,
) {
  return platformRequest(z.object({ demand_id: z.number(), meeting_id: z.number() }), {
    method: "POST",
    path: "/api/instant-requests",
    auth,
    json: request,
    idempotencyKey,
  });
}

export async function getInstantRequest(auth: PlatformAuth, demandId: number) {
  return platformRequest(
    z.object({
      demand_id: z.number(),
      meeting_id: z.number(),
      status: z.string(),
      taken: z.boolean(),
      canceled: z.boolean(),
      connected: z.number(),
    }),
    { path: `/api/instant-requests/${demandId}`, auth },
  );
}

const waitingSchema = z.object({
  demand_id: z.number(),
  meeting_id: z.number(),
  created_at: z.string(),
  further_infos: z.string().nullable(),
  customer: z.object({ firstname: z.string(), lastname: z.string() }),
  report_type: z.string(),
});

export async function getWaitingInstantRequests(auth: PlatformAuth, studyId: number) {
  return (
    await platformRequest(z.object({ data: z.array(waitingSchema) }), { path: `/api/bailiff/${studyId}/instant-requests`, auth })
  ).data;
}

export async function takeInstantRequest(auth: PlatformAuth, studyId: number, demandId: number) {
  return platformRequest(z.object({ demand_id: z.number(), meeting_id: z.number() }), {
    method: "POST",
    path: `/api/bailiff/${studyId}/demands/${demandId}/take-instant`,
    auth,
  });
}
