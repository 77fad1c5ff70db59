// The video evidence at the platform (pro-side §7): a session's captures and chain under
// `bailiff/{studyId}/demands/{id}/meetings/{mid}/…`, the capture record, the customer's shared position
// and its confirmation. Answers parsed with zod at the boundary, like every platform call of the app.
import { z } from "zod";
import { endUserHeaders, platformRequest, platformUrl, type PlatformAuth } from "~/.server/platform/http";
import { PlatformUnavailableError } from "~/.server/platform/errors";

export interface SessionRef {
  studyId: number;
  demandId: number;
  meetingId: number;
}

const under = (ref: SessionRef, path: string) =>
  `/api/bailiff/${ref.studyId}/demands/${ref.demandId}/meetings/${ref.meetingId}/${path}`;

const captureSchema = z.object({
  id: z.number(),
  selected: z.boolean(),
  sha256: z.string(),
  content_type: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  timestamp: z.string(),
  received_at: z.string(),
  rfc3161_time: z.string().nullable().default(null),
  /** "unavailable": an authority is configured but did not stamp this capture (decision 1530). */
  rfc3161_status: z.enum(["stamped", "unavailable", "off"]).default("off"),
  download_url: z.string(),
  rfc3161_token_url: z.string().nullable().default(null),
});
export type Capture = z.infer<typeof captureSchema>;

const chainSchema = z.object({
  valid: z.boolean(),
  head_hash: z.string(),
  problems: z.array(z.string()),
  entries: z.array(
    z.object({
      seq: z.number(),
      kind: z.enum(["capture", "deletion"]),
      capture_id: z.number(),
      file_sha256: z.string(),
      client_timestamp: z.string().nullable(),
      recorded_at: z.string(),
      actor_id: z.number().nullable(),
      previous_hash: z.string(),
      entry_hash: z.string(),
    }),
  ),
  /** Each kept capture's RFC 3161 token, checked against its stored SHA-256 and its signer. */
  timestamps: z
    .array(
      z.object({
        capture_id: z.number(),
        time: z.string().nullable(),
        imprint_matches: z.boolean(),
        signature: z.enum(["configured", "included", "invalid", "unchecked"]),
        verified: z.boolean(),
      }),
    )
    .default([]),
});
export type Chain = z.infer<typeof chainSchema>;

const locationSchema = z.object({
  id: z.number(),
  meeting_id: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  custom_address: z.string().nullable(),
  place_label: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});

/** The session's PDF record among the case's files; null before the first (and from older platforms). */
const recordSchema = z.object({ file_id: z.number(), created_at: z.string() }).nullable().default(null);

export const listCaptures = (auth: PlatformAuth, ref: SessionRef) =>
  platformRequest(z.object({ data: z.array(captureSchema), chain: chainSchema, record: recordSchema }), {
    path: under(ref, "captures"),
    auth,
  });

export const getChain = (auth: PlatformAuth, ref: SessionRef) =>
  platformRequest(chainSchema, { path: under(ref, "chain"), auth });

export async function takeCapture(auth: PlatformAuth, ref: SessionRef, image: Blob, fileName: string, timestamp: string) {
  const form = new FormData();
  form.append("timestamp", timestamp);
  form.append("capture", image, fileName);
  return (
    await platformRequest(z.object({ capture: captureSchema }), {
      method: "POST",
      path: under(ref, "capture"),
      auth,
      multipart: form,
      timeoutMs: 60_000,
    })
  ).capture;
}

export const selectCapture = (auth: PlatformAuth, ref: SessionRef, captureId: number, selected: boolean) =>
  platformRequest(z.object({ capture: captureSchema }), {
    method: "POST",
    path: under(ref, `captures/${captureId}/select`),
    auth,
    json: { selected },
  });

export const deleteCapture = (auth: PlatformAuth, ref: SessionRef, captureId: number) =>
  platformRequest(z.object({ deleted: z.number() }), {
    method: "DELETE",
    path: under(ref, "capture"),
    auth,
    json: { capture: captureId },
  });

export async function generateCaptureRecord(auth: PlatformAuth, ref: SessionRef) {
  return (
    await platformRequest(z.object({ file: z.object({ id: z.number(), name: z.string() }) }), {
      method: "POST",
      path: under(ref, "capture-record"),
      auth,
      timeoutMs: 60_000,
    })
  ).file;
}

export const latestLocationForStudy = async (auth: PlatformAuth, ref: SessionRef) =>
  (await platformRequest(z.object({ location: locationSchema }), { path: under(ref, "user_locations/latest"), auth })).location;

export const confirmLocation = async (auth: PlatformAuth, ref: SessionRef) =>
  (
    await platformRequest(z.object({ location: locationSchema }), {
      method: "POST",
      path: under(ref, "user_locations/confirm"),
      auth,
    })
  ).location;

export const latestLocationForCustomer = async (auth: PlatformAuth, demandId: number, meetingId: number) =>
  (
    await platformRequest(z.object({ location: locationSchema }), {
      path: `/api/demands/${demandId}/user_locations/latest`,
      query: { meeting_id: meetingId },
      auth,
    })
  ).location;

export type SharedPosition = { latitude: string; longitude: string; accuracy?: string } | { custom_address: string };

export const shareLocation = async (auth: PlatformAuth, demandId: number, meetingId: number, position: SharedPosition) =>
  (
    await platformRequest(z.object({ location: locationSchema }), {
      method: "POST",
      path: `/api/demands/${demandId}/user_locations`,
      auth,
      json: { meeting_id: meetingId, ...position },
    })
  ).location;

const DOWNLOAD_PATHS = {
  image: "/api/video-captures/download",
  timestampToken: "/api/video-captures/timestamp-token",
} as const;

/**
 * A capture's image or RFC 3161 token (`.tsr`) with the access token of its download URL: the raw
 * response, its body streamed on by the app's route (errors stay responses for the caller).
 */
export async function fetchCaptureDownload(
  auth: PlatformAuth,
  what: keyof typeof DOWNLOAD_PATHS,
  captureId: number,
  accessToken: string,
): Promise<Response> {
  try {
    return await fetch(platformUrl(DOWNLOAD_PATHS[what], { capture: captureId, access_token: accessToken }), {
      headers: endUserHeaders(auth.clientIp),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new PlatformUnavailableError(
      503,
      `Platform unreachable: ${error instanceof Error ? error.message : String(error)}`,
      "unreachable",
    );
  }
}

/** The access token of a platform download URL (the app serves the image under its own path). */
export function accessTokenOf(downloadUrl: string): string {
  return new URL(downloadUrl).searchParams.get("access_token") ?? "";
}
