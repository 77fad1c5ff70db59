// The platform token inside a session cookie just issued (sign-in): the same action saves the draft
// with it, before the browser sends the cookie back.
import { sessionStorage } from "~/.server/session";

export async function tokenFromSessionCookie(setCookie: string): Promise<string | null> {
  const session = await sessionStorage.getSession(setCookie.split(";")[0]);
  return session.get("token") ?? null;
}
