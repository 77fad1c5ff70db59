// Who opens a socket (docs/decisions/1622): the sealed session cookie of the handshake, read
// with the app's own cookie settings, and its platform token checked by the platform itself, so a forged
// or tampered cookie, a signed-out session (revoked token) or an expired one opens nothing. The study
// room is joined only when the platform gives the user a role in the session's current study.
import { createHash } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { sessionCookie } from "../app/.server/cookies";
import type { Env } from "../app/.server/env";

export interface SocketIdentity {
  userId: number;
  /** The study whose activity the user follows, when they hold a role there. */
  studyId: number | null;
  /** A digest of the platform token: the room that signing out closes. */
  sessionKey: string;
}

/** null when the handshake carries no valid session; throws when the platform cannot tell. */
export type HandshakeAuthenticator = (cookieHeader: string | undefined) => Promise<SocketIdentity | null>;

const meSchema = z.object({
  id: z.number(),
  roles: z.array(z.object({ name: z.string() })),
});

export function sessionKeyOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

type SocketSessionData = { token: string; studyId: number };

/** Reads the signed session cookie of a request: its platform token and current study, or null. */
export function sessionCookieReader(env: Env) {
  const storage = createCookieSessionStorage<SocketSessionData>({ cookie: sessionCookie(env) });
  return async (cookieHeader: string | undefined): Promise<{ token: string; studyId: number | null } | null> => {
    if (!cookieHeader) return null;
    const session = await storage.getSession(cookieHeader);
    const token = session.get("token");
    if (typeof token !== "string" || token === "") return null;
    const studyId = session.get("studyId");
    return { token, studyId: typeof studyId === "number" ? studyId : null };
  };
}

export function sessionAuthenticator(env: Env, platformBase: () => string): HandshakeAuthenticator {
  const readSession = sessionCookieReader(env);
  return async (cookieHeader) => {
    const session = await readSession(cookieHeader);
    if (!session) return null;
    const { token, studyId } = session;
    const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${token}` };
    if (studyId !== null) headers["study-id"] = String(studyId);
    const response = await fetch(`${platformBase()}/api/oauth/me`, { headers, signal: AbortSignal.timeout(5000) });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`platform answered ${response.status}`);
    const me = meSchema.parse(await response.json());
    return {
      userId: me.id,
      studyId: studyId !== null && me.roles.length > 0 ? studyId : null,
      sessionKey: sessionKeyOf(token),
    };
  };
}
