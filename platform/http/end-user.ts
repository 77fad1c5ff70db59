// Who is really calling: the app names its visitor's IP with a proof only it can make
// (common/end-user-proof.server.ts). Without a valid proof the caller is the connection's own address.
// `undefined` means the app could not tell the visitor's IP: per-IP limits are then the app server's
// (docs/decisions/802).
import type { Request } from "express";
import { provenEndUser, UNKNOWN_END_USER } from "../../common/end-user-proof.server";
import type { PlatformContext } from "./context";

export function endUserIp(context: Pick<PlatformContext, "keys">, req: Request): string | undefined {
  const named = provenEndUser(context.keys.endUserProof, req);
  if (named) return named === UNKNOWN_END_USER ? undefined : named;
  return req.ip ?? req.socket.remoteAddress ?? UNKNOWN_END_USER;
}
