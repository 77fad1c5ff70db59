// Cookie definitions shared by the session, i18n and booking code. Every cookie is HttpOnly, SameSite=Lax,
// signed with SESSION_SECRET (rotation: comma-separated list, newest first) and Secure in production.
// Those that carry a token or personal data (the session, the flash alerts, a booking in progress) are
// sealed instead: encrypted and authenticated, so that their bytes tell nothing (decision 3804).
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import {
  createCookie,
  type Cookie,
  type CookieOptions,
  type CookieParseOptions,
  type CookieSerializeOptions,
} from "@remix-run/node";
import { parse, serialize } from "cookie";
import { purposeKey, type KeyPurpose } from "~common/purpose-keys.server";
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
export function sessionCookie(current: Env = env()): Cookie {
  const defaults = cookieDefaults(current);
  const hostPrefix = defaults.secure === true && new URL(current.PUBLIC_URL).protocol === "https:";
  return createSealedCookie(
    hostPrefix ? "__Host-session" : "__session",
    "sessionCookie",
    { ...defaults, domain: undefined },
    current,
  );
}

/** The purposes whose keys seal a cookie (common/purpose-keys.server.ts). */
type SealingPurpose = Extract<KeyPurpose, "sessionCookie" | "flashCookie" | "bookingCookies">;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM of the value's JSON under the purpose's key of the newest SESSION_SECRET, the cookie's
 * name authenticated with it (a value sealed for one cookie opens in no other): base64url of the
 * random nonce, the ciphertext and the tag.
 */
function sealCookieValue(value: unknown, name: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(name));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The value, opened with the first key that authenticates it; undefined when none does. */
function openCookieValue(sealed: string, name: string, keys: readonly Buffer[]): unknown {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  for (const key of keys) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(name)).setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8")) as unknown;
    } catch {
      // Another key, or a value nobody sealed: the next key, then nothing.
    }
  }
  return undefined;
}

/**
 * A Remix cookie whose value is sealed (sealCookieValue) with the purpose's key of each SESSION_SECRET,
 * newest first: sealed with the newest, opened with any (rotation). A value that opens with none
 * (tampered, sealed by a retired secret, or merely signed before sealing) reads as no cookie.
 */
export function createSealedCookie(
  name: string,
  purpose: SealingPurpose,
  { secrets: _signingSecrets, ...options }: CookieOptions,
  current: Env = env(),
): Cookie {
  const keys = current.SESSION_SECRET.map((secret) => purposeKey(secret, purpose));
  return {
    name,
    isSigned: true,
    get expires() {
      return options.maxAge !== undefined ? new Date(Date.now() + options.maxAge * 1000) : options.expires;
    },
    async parse(cookieHeader: string | null, parseOptions?: CookieParseOptions) {
      if (!cookieHeader) return null;
      const cookies = parse(cookieHeader, { ...options, ...parseOptions });
      if (!(name in cookies)) return null;
      if (cookies[name] === "") return "";
      return openCookieValue(cookies[name]!, name, keys) ?? null;
    },
    async serialize(value: unknown, serializeOptions?: CookieSerializeOptions) {
      return serialize(name, value === "" ? "" : sealCookieValue(value, name, keys[0]!), { ...options, ...serializeOptions });
    },
  };
}

/** The interface language, kept 365 days (customer-side §1). French is the only language. */
export const localeCookie = createCookie("lng", { ...cookieDefaults(), maxAge: 365 * DAY });

/** One-shot messages shown after a redirect (flash alerts). */
export const flashCookie = createSealedCookie("flash", "flashCookie", cookieDefaults());

export const REMEMBER_ME_MAX_AGE = 30 * DAY;
