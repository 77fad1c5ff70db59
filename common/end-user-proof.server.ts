// Who is really calling the platform: the app calls it for its visitors from its own address, so it
// names the visitor's IP in `end-user-ip` and proves it is the app with `end-user-proof`, an HMAC of that
// value under the end-user proof's own key (common/purpose-keys.server.ts; no secret travels). Made by
// the app (app/.server/platform/http.ts), checked by the platform (platform/http/end-user.ts) and by the
// server's limits in front of it (server/rate-limits.ts). Server-only, hence `.server`.
import { createHmac, timingSafeEqual } from "node:crypto";

const END_USER_IP_HEADER = "end-user-ip";
const END_USER_PROOF_HEADER = "end-user-proof";
/** What the app sends when it does not know its visitor's IP. */
export const UNKNOWN_END_USER = "unknown";
/** Longer is no IP address: such a value is neither sent nor believed. */
const MAX_IP_LENGTH = 64;

export function endUserProof(key: Buffer, ip: string): string {
  return createHmac("sha256", key).update(ip).digest("base64url");
}

/** The headers naming the visitor at `clientIp` ("unknown" when the app could not tell). */
export function endUserHeaders(key: Buffer, clientIp: string | null | undefined): Record<string, string> {
  const ip = clientIp && clientIp.length <= MAX_IP_LENGTH ? clientIp : UNKNOWN_END_USER;
  return { [END_USER_IP_HEADER]: ip, [END_USER_PROOF_HEADER]: endUserProof(key, ip) };
}

/** The IP the headers name, when their proof was made with `key`; otherwise undefined. */
export function provenEndUser(key: Buffer, headers: { get(name: string): string | undefined }): string | undefined {
  const ip = headers.get(END_USER_IP_HEADER);
  const proof = headers.get(END_USER_PROOF_HEADER);
  if (!ip || !proof || ip.length > MAX_IP_LENGTH) return undefined;
  const expected = Buffer.from(endUserProof(key, ip));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ip : undefined;
}
