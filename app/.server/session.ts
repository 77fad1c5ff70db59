// The cookie session: the platform access token (never readable by page scripts) and a summary of the
// signed-in user for the layout, sealed (encrypted and authenticated, decision 3804). Remember-me stretches the cookie to 30 days; otherwise it ends with the
// browser. A new session (new cookie value) is issued at every sign-in.
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { SessionUser } from "~/features/account/session-user";
import { REMEMBER_ME_MAX_AGE, sessionCookie } from "./cookies";

export type { SessionUser };

export interface SessionData {
  token: string;
  user: SessionUser;
  rememberMe: boolean;
  /** The study the user acts for (partner agents, professionals): sent as the `study-id` header. */
  studyId: number;
}

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: sessionCookie(),
});

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

/** Serialises the session, keeping the 30-day lifetime when the user asked to be remembered. */
export function commitSession(session: Session<SessionData>): Promise<string> {
  return sessionStorage.commitSession(session, {
    maxAge: session.get("rememberMe") ? REMEMBER_ME_MAX_AGE : undefined,
  });
}

function destroySession(session: Session<SessionData>): Promise<string> {
  return sessionStorage.destroySession(session);
}

/**
 * The request's session, read once by the load context: who is signed in, their platform token and the
 * study they act for. Changes are written once after the handler (app/.server/request-context.ts).
 */
export class AppSession {
  #session: Session<SessionData>;
  #pending = false;
  #destroyed = false;

  private constructor(session: Session<SessionData>) {
    this.#session = session;
  }

  static async fromRequest(request: Request): Promise<AppSession> {
    return new AppSession(await getSession(request));
  }

  get user(): SessionUser | null {
    const user = this.#session.get("user");
    if (!user) return null;
    // A summary from before permissions were kept grants nothing until it is read again (renewOutdatedUser).
    return Array.isArray(user.permissions) ? user : { ...user, permissions: [] };
  }

  /** The session's user summary predates the permissions it now keeps. */
  get userIsOutdated(): boolean {
    const user = this.#session.get("user");
    return user !== undefined && !Array.isArray(user.permissions);
  }

  get token(): string | null {
    return this.#session.get("token") ?? null;
  }

  /** The current study: the one whose roles the user holds and that the platform calls act for. */
  get studyId(): number | null {
    return this.#session.get("studyId") ?? null;
  }

  set<Key extends keyof SessionData>(key: Key, value: SessionData[Key]): void {
    this.#session.set(key, value);
    this.#pending = true;
  }

  unset(key: keyof SessionData): void {
    this.#session.unset(key);
    this.#pending = true;
  }

  /** A new session (sign-in): nothing from before survives it (session fixation). */
  async restart(data: Partial<SessionData>): Promise<void> {
    this.#session = await sessionStorage.getSession();
    for (const [key, value] of Object.entries(data)) {
      if (value !== undefined) this.#session.set(key as keyof SessionData, value as never);
    }
    this.#destroyed = false;
    this.#pending = true;
  }

  /** Signs out: the cookie is removed from the browser. */
  destroy(): void {
    this.#destroyed = true;
    this.#pending = true;
  }

  get isPending(): boolean {
    return this.#pending;
  }

  /** The session cookie's `Set-Cookie`, or null when the session did not change. */
  async setCookie(): Promise<string | null> {
    if (!this.#pending) return null;
    return this.#destroyed ? destroySession(this.#session) : commitSession(this.#session);
  }
}
