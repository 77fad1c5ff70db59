// Signing in for end-to-end tests without driving the login form: the real sign-in (the app's /connexion
// action, which does the platform's password grant) run by an HTTP client, whose session cookie is then
// handed to the browser with the fixture's `loginAs` (see e2e/README.md, "loginAs").
import { request as playwrightRequest, type Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { setSessionCookie, type SessionCookie } from "../fixtures";

export const DEMO_PASSWORD = "Demo2026!";

/** The app's session cookie after a real sign-in of `email` (remember-me when asked). */
export async function sessionCookieFor(
  email: string,
  password = DEMO_PASSWORD,
  options: { rememberMe?: boolean; baseURL?: string } = {},
): Promise<SessionCookie> {
  const api = await playwrightRequest.newContext({ baseURL: options.baseURL ?? BASE_URL });
  try {
    const response = await api.post("/connexion", {
      form: { email, password, ...(options.rememberMe ? { remember: "on" } : {}) },
      maxRedirects: 0,
    });
    const sessionHeader = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value)
      .find((value) => value.startsWith("__session="));
    if (response.status() !== 302 || !sessionHeader) {
      throw new Error(`Sign-in of ${email} failed: ${response.status()} ${(await response.text()).slice(0, 200)}`);
    }
    const pair = sessionHeader.split(";", 1)[0]!;
    return { name: "__session", value: pair.slice(pair.indexOf("=") + 1) };
  } finally {
    await api.dispose();
  }
}

/** Signs the page's browser context in as `email` (a real sign-in, then the cookie). */
export async function signInByCookie(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  baseURL = BASE_URL,
): Promise<SessionCookie> {
  const cookie = await sessionCookieFor(email, password, { baseURL });
  await setSessionCookie(page.context(), cookie, baseURL);
  return cookie;
}
