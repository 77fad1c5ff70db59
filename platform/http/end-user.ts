// Who is really calling: the app calls the platform for its visitors from its own address, so it
// names the visitor's IP in `end-user-ip` and proves it is the app with `end-user-proof`, an HMAC of
// that value keyed by the OAuth client secret (no secret travels). Without a valid proof the caller is
// the connection's own address. `undefined` means the app could not tell the visitor's IP: per-IP
// limits are then the app server's (docs/decisions/802).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import type { PlatformContext } from "./context";

export const END_USER_IP_HEADER = "end-user-ip";
export const END_USER_PROOF_HEADER = "end-user-proof";
/** What the app sends when it does not know its visitor's IP. */
export const UNKNOWN_END_USER = "unknown";

export function endUserProof(clientSecret: string, ip: string): string {
  return createHmac("sha256", clientSecret).update(ip).digest("base64url");
}

function provenByApp(context: PlatformContext, ip: string, proof: string): boolean {
  const expected = Buffer.from(endUserProof(context.clientSecret, ip));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function endUserIp(context: PlatformContext, req: Request): string | undefined {
  const named = req.get(END_USER_IP_HEADER);
  const proof = req.get(END_USER_PROOF_HEADER);
  if (named && proof && named.length <= 64 && provenByApp(context, named, proof)) {
    return named === UNKNOWN_END_USER ? undefined : named;
  }
  return req.ip ?? req.socket.remoteAddress ?? UNKNOWN_END_USER;
}
