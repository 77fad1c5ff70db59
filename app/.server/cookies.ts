// Cookie definitions shared by the session, i18n and booking code. Every cookie is HttpOnly, SameSite=Lax,
// signed with SESSION_SECRET (rotation: comma-separated list, newest first) and Secure in production.
import { createCookie, type CookieOptions } from "@remix-run/node";
import { cookiesAreSecure, env } from "./env";

const DAY = 60 * 60 * 24;

export function cookieDefaults(): CookieOptions {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cookiesAreSecure(),
    secrets: env().SESSION_SECRET,
  };
}

/** The interface language, kept 365 days (customer-side §1). French is the only language. */
export const localeCookie = createCookie("lng", { ...cookieDefaults(), maxAge: 365 * DAY });

/** One-shot messages shown after a redirect (flash alerts). */
export const flashCookie = createCookie("flash", cookieDefaults());

export const REMEMBER_ME_MAX_AGE = 30 * DAY;
