// Cookie definitions shared by the session, i18n and booking code. Every cookie is HttpOnly, SameSite=Lax,
// signed with SESSION_SECRET (rotation: comma-separated list, newest first) and Secure in production.
import { createCookie, type CookieOptions } from "@remix-run/node";
import { cookiesAreSecure, env, type Env } from "./env";

const DAY = 60 * 60 * 24;

export function cookieDefaults(current: Env = env()): CookieOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cookiesAreSecure(current),
    secrets: current.SESSION_SECRET,
  };
}

/**
 * The session cookie's name and options. On an https deployment (PUBLIC_URL https, Secure cookies) its
 * name carries the `__Host-` prefix (OWASP ASVS 3.3.1): browsers then accept it only Secure, for Path=/
 * and without Domain, so neither a subdomain nor a plain-http page can set or overwrite it. Plain http
 * (localhost, tests) keeps `__session`, which browsers would refuse with the prefix.
 */
export function sessionCookieOptions(current: Env = env()): CookieOptions & { name: string } {
  const defaults = cookieDefaults(current);
  const hostPrefix = defaults.secure === true && new URL(current.PUBLIC_URL).protocol === "https:";
  return { name: hostPrefix ? "__Host-session" : "__session", ...defaults, path: "/", domain: undefined };
}

/** The interface language, kept 365 days (customer-side §1). French is the only language. */
export const localeCookie = createCookie("lng", { ...cookieDefaults(), maxAge: 365 * DAY });

/** One-shot messages shown after a redirect (flash alerts). */
export const flashCookie = createCookie("flash", cookieDefaults());

export const REMEMBER_ME_MAX_AGE = 30 * DAY;
