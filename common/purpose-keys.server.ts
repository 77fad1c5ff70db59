// One key per purpose, derived with HKDF-SHA256 (RFC 5869) from the install's secret (the platform
// client secret; the session secrets for the OpenID provider's cookies): a key that leaks, or a token
// made for one purpose, is worth nothing for another, and rotating the secret changes its keys at once. The app, the server and the platform derive
// the same keys from the same secret, so an upstream platform must use these same `info` strings
// (decision 1802). Server-only, hence `.server`: node:crypto never reaches a browser.
import { hkdfSync } from "node:crypto";

/** The `info` of each purpose: a new purpose gets a new line, a changed format a new version. */
const PURPOSES = {
  /** The app's `end-user-proof` over the visitor's IP (common/end-user-proof.server.ts). */
  endUserProof: "constat-rdv/end-user-proof/v1",
  /** The video call's stream tokens (platform/domain/video/stream-tokens.ts). */
  streamTokens: "constat-rdv/video-stream-token/v1",
  /** The short-lived download links of video captures (platform/domain/video-evidence/download-tokens.ts). */
  captureDownloads: "constat-rdv/video-capture-download/v1",
  /** The signed links of a meeting's reminder: confirm presence, cancel (platform/domain/reminders/reminder-links.ts). */
  meetingReminderLinks: "constat-rdv/meeting-reminder-link/v1",
  /** The embedded OpenID provider's cookies, derived from each SESSION_SECRET instead (server/embedded-services.ts). */
  oidcProviderCookies: "constat-rdv/oidc-provider-cookies/v1",
  /** The sealed session cookie, derived from each SESSION_SECRET (app/.server/cookies.ts, decision 3804). */
  sessionCookie: "constat-rdv/session-cookie/v1",
  /** The sealed flash alerts (they may name an e-mail address), from each SESSION_SECRET. */
  flashCookie: "constat-rdv/flash-cookie/v1",
  /** The sealed cookies of a booking in progress (its draft's key, address, phone), from each SESSION_SECRET. */
  bookingCookies: "constat-rdv/booking-cookies/v1",
} as const;

export type KeyPurpose = keyof typeof PURPOSES;

/** Fixed, public: HKDF's salt separates this application's keys from any other use of the same secret. */
const SALT = "constat-rdv purpose keys";
const KEY_BYTES = 32;

/** The 256-bit key of `purpose` derived from `secret`. */
export function purposeKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, SALT, PURPOSES[purpose], KEY_BYTES));
}

/** The keys the platform and the server hold instead of the secret itself. */
export type PurposeKeys = Readonly<Record<KeyPurpose, Buffer>>;

let latest: { secret: string; keys: PurposeKeys } | undefined;

/** Every purpose's key for `secret` (the last secret's are kept: the app derives them on every call). */
export function purposeKeys(secret: string): PurposeKeys {
  if (latest?.secret !== secret) {
    const keys = Object.fromEntries(
      (Object.keys(PURPOSES) as KeyPurpose[]).map((purpose) => [purpose, purposeKey(secret, purpose)]),
    ) as Record<KeyPurpose, Buffer>;
    latest = { secret, keys: Object.freeze(keys) };
  }
  return latest.keys;
}
