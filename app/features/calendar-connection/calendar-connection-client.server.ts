// A professional's calendar connection on the platform (platform/http/routes/calendar-connection.ts):
// their subscription feed (created or regenerated, its detail, revoked) and the secret iCal address of
// their own calendar (connected, read now, disconnected); and the feed itself, passed through for the
// public address `/abonnement-agenda/{token}.ics`.
import { z } from "zod";
import { endUserHeaders, platformRequest, platformUrl, type PlatformAuth } from "~/.server/platform/http";

const under = (studyId: number) => `/api/bailiff/${studyId}/calendar-connection`;

export type FeedDetail = "title" | "customer";

const connectionSchema = z.object({
  feed: z.object({ detail: z.enum(["title", "customer"]), created_at: z.string() }).nullable(),
  import: z
    .object({
      host: z.string(),
      last_attempt_at: z.string().nullable(),
      last_success_at: z.string().nullable(),
      last_error: z.string().nullable(),
      busy_count: z.number(),
    })
    .nullable(),
});

export function getCalendarConnection(auth: PlatformAuth, studyId: number) {
  return platformRequest(connectionSchema, { path: under(studyId), auth });
}

/** Creates the feed, or replaces its token: the token comes back this once. */
export async function createFeed(auth: PlatformAuth, studyId: number, detail: FeedDetail): Promise<string> {
  const answer = await platformRequest(connectionSchema.extend({ token: z.string() }), {
    method: "POST",
    path: `${under(studyId)}/feed`,
    auth,
    json: { detail },
  });
  return answer.token;
}

export function setFeedDetail(auth: PlatformAuth, studyId: number, detail: FeedDetail) {
  return platformRequest(connectionSchema, { method: "PUT", path: `${under(studyId)}/feed`, auth, json: { detail } });
}

export function revokeFeed(auth: PlatformAuth, studyId: number) {
  return platformRequest(z.unknown(), { method: "DELETE", path: `${under(studyId)}/feed`, auth });
}

export function connectCalendar(auth: PlatformAuth, studyId: number, url: string) {
  return platformRequest(connectionSchema, { method: "PUT", path: `${under(studyId)}/import`, auth, json: { url } });
}

export function refreshCalendar(auth: PlatformAuth, studyId: number) {
  return platformRequest(connectionSchema.extend({ result: z.enum(["refreshed", "failed"]) }), {
    method: "POST",
    path: `${under(studyId)}/import/refresh`,
    auth,
  });
}

export function disconnectCalendar(auth: PlatformAuth, studyId: number) {
  return platformRequest(z.unknown(), { method: "DELETE", path: `${under(studyId)}/import`, auth });
}

/** The feed as the platform serves it (status, body and caching headers), for a resource route to pass on. */
export async function fetchFeed(
  file: string,
  ifNoneMatch: string | null,
  clientIp: string | null | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { ...endUserHeaders(clientIp), accept: "text/calendar" };
  if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;
  return fetch(platformUrl(`/api/calendar-feeds/${encodeURIComponent(file)}`), { headers, signal: AbortSignal.timeout(15_000) });
}
