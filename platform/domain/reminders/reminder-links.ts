// The two links of a reminder, « Je confirme ma présence » and « Je ne pourrai pas venir », which work
// without signing in: each names its action, the meeting, the meeting's date version and when it stops
// working (the meeting's end), signed with HMAC-SHA256 under the reminder links' own key
// (common/purpose-keys.server.ts, decision 1802), so no other token of the product opens them and no
// link of one meeting or one date opens another. Stateless here; what a link already did is kept with
// the reminder (meeting-links.ts). docs/decisions/3002.
import { createHmac, timingSafeEqual } from "node:crypto";

export type ReminderLinkAction = "confirm_presence" | "cancel";

/** One letter per action in the token, so the SMS stays short. */
const ACTION_CODES: Record<ReminderLinkAction, string> = { confirm_presence: "p", cancel: "c" };
const ACTIONS_BY_CODE = new Map(Object.entries(ACTION_CODES).map(([action, code]) => [code, action as ReminderLinkAction]));

/** The app's pages the links open (app/route-groups/reminders.ts declares the same paths). */
export const REMINDER_LINK_PATHS: Record<ReminderLinkAction, (token: string) => string> = {
  confirm_presence: (token) => `/rendez-vous/presence/${encodeURIComponent(token)}`,
  cancel: (token) => `/rendez-vous/empechement/${encodeURIComponent(token)}`,
};

export interface ReminderLinkClaim {
  action: ReminderLinkAction;
  meetingId: number;
  dateVersion: number;
  /** The link stops working then: the meeting's end. */
  expiresAt: Date;
}

export type ReminderLinkCheck = { ok: true; claim: ReminderLinkClaim } | { ok: false; reason: "forged" | "expired" };

/**
 * 128 bits of the MAC: forging one still takes 2^128 tries against a key nobody holds, and the links stay
 * short enough for an SMS.
 */
const MAC_BYTES = 16;
const TOKEN = /^([a-z])\.(\d{1,10})\.(\d{1,6})\.(\d{10,11})\.([A-Za-z0-9_-]{22})$/;

function mac(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest().subarray(0, MAC_BYTES).toString("base64url");
}

/** "c.42.3.1796135400.<mac>": action, meeting, date version, expiry (seconds), MAC over the four. */
export function signReminderLink(key: Buffer, claim: ReminderLinkClaim): string {
  const payload = [
    ACTION_CODES[claim.action],
    claim.meetingId,
    claim.dateVersion,
    Math.ceil(claim.expiresAt.getTime() / 1000),
  ].join(".");
  return `${payload}.${mac(key, payload)}`;
}

/** What the token says, once its MAC is ours; expired once the meeting has ended. */
export function verifyReminderLink(key: Buffer, token: string, now: Date): ReminderLinkCheck {
  const match = TOKEN.exec(token);
  const action = match ? ACTIONS_BY_CODE.get(match[1]!) : undefined;
  if (!match || !action) return { ok: false, reason: "forged" };
  const payload = token.slice(0, token.lastIndexOf("."));
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(match[5]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
  const expiresAt = new Date(Number(match[4]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claim: { action, meetingId: Number(match[2]), dateVersion: Number(match[3]), expiresAt } };
}
