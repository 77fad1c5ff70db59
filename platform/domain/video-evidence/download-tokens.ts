// The `access_token` of a capture's download (pro-side §7 "download with access_token and capture
// query"): a short-lived signature over the capture and the person it was issued to, so an image can be
// fetched by URL (an <img>, a link) without a bearer header, and a leaked URL stops working within
// minutes. Stateless: an HMAC under the capture downloads' own key (common/purpose-keys.server.ts,
// decision 1802), compared in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export const DOWNLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

const sign = (key: Buffer, captureId: number, userId: number, expiresAt: number) =>
  createHmac("sha256", key).update(`${captureId}.${userId}.${expiresAt}`).digest("base64url");

export function issueDownloadToken(key: Buffer, captureId: number, userId: number, now: Date): string {
  const expiresAt = now.getTime() + DOWNLOAD_TOKEN_TTL_MS;
  return `${expiresAt}.${userId}.${sign(key, captureId, userId, expiresAt)}`;
}

/** Whether the token was issued for this capture and has not expired. */
export function downloadTokenValid(key: Buffer, token: string, captureId: number, now: Date): boolean {
  const match = /^(\d{13})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt < now.getTime()) return false;
  const expected = Buffer.from(sign(key, captureId, Number(match[2]), expiresAt));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
