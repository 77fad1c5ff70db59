// Sign-out forgets everything a booking left in the browser, not only the session, and revokes the
// session's token at the platform: the cookie saved before sign-out, replayed, neither opens the
// profile nor changes it (ASVS 7.4.1).
import { describe, expect, it } from "vitest";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { toSessionUser } from "~/.server/auth";
import { getCurrentUser } from "~/.server/platform/auth";
import { commitSession, sessionStorage } from "~/.server/session";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { action as profileAction, loader as profileLoader } from "./account/profile";
import { action } from "./logout";

const platform = startEmbeddedPlatformForFile();

/** The `__session=…` pair a browser holds after signing in with `token`. */
async function sessionCookieFor(token: string): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("token", token);
  session.set("user", toSessionUser(await getCurrentUser({ token })));
  const setCookie = await commitSession(session);
  return setCookie.slice(0, setCookie.indexOf(";"));
}

/** What the handler answered, thrown responses (guards' redirects) included. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

describe("sign-out", () => {
  it("expires the session and every cookie of a booking in progress, then goes home", async () => {
    const request = new Request("http://localhost/deconnexion", { method: "POST" });
    const response = await respondWithContext(request, (context) => action({ request, params: {}, context }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    // A shared computer keeps nothing of the person who signed out (decision 3803).
    expect(response.headers.get("Clear-Site-Data")).toBe('"cache", "cookies", "storage"');
    const expired = response.headers
      .getSetCookie()
      .filter((cookie) => /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(cookie))
      .map((cookie) => cookie.slice(0, cookie.indexOf("=")));
    for (const name of [
      "lastUnfinishedDemand",
      "lastUnfinishedDemandKey",
      "selected_slots",
      "calendar_token",
      "booking_wizard",
      "rdv_creneau",
      "rdv_dossier",
    ]) {
      expect(expired, name).toContain(name);
    }
    expect(expired.length).toBeGreaterThanOrEqual(8);
  });

  it("revokes the token: the cookie saved before sign-out then gets the signed-out behaviour", async () => {
    const token = await platform().login("client@demo.example");
    const cookie = await sessionCookieFor(token);
    const profilePage = () => new Request("http://localhost/utilisateur/profil", { headers: { Cookie: cookie } });
    const before = profilePage();
    const shown = await profileLoader({ request: before, params: {}, context: await testRequestContext(before) });
    expect(shown.profile?.email).toBe("client@demo.example");

    const signOut = new Request("http://localhost/deconnexion", { method: "POST", headers: { Cookie: cookie } });
    const signedOut = await respondWithContext(signOut, (context) => action({ request: signOut, params: {}, context }));
    expect(
      signedOut.headers.getSetCookie().some((value) => /^__session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/.test(value)),
    ).toBe(true);
    expect((await platform().call("GET", "/api/oauth/me", { token })).status).toBe(401);

    // The saved cookie, replayed: the profile sends to the login page and so does its form.
    const replayed = profilePage();
    const page = await outcome(async () =>
      profileLoader({ request: replayed, params: {}, context: await testRequestContext(replayed) }),
    );
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).headers.get("Location")).toBe("/connexion?redirect=%2Futilisateur%2Fprofil");
    const post = new Request("http://localhost/utilisateur/profil", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "resend-mail" }),
    });
    // As the server answers it: the request's cookie changes (the ended session) written after the handler.
    const refused = await respondWithContext(post, (context) => profileAction({ request: post, params: {}, context }));
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe("/connexion?redirect=%2Futilisateur%2Fprofil");
    expect((refused as Response).headers.getSetCookie().some((value) => value.startsWith("__session=;"))).toBe(true);
  });
});
