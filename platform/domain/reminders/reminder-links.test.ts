// The reminder's signed links: what they say is what was signed, under this purpose's key only, until
// the meeting ends; anything else is refused.
import { describe, expect, it } from "vitest";
import { purposeKey } from "~common/purpose-keys.server";
import { signReminderLink, verifyReminderLink, type ReminderLinkClaim } from "./reminder-links";

const key = purposeKey("the install's secret", "meetingReminderLinks");
const now = new Date("2026-12-01T08:00:00Z");
const claim: ReminderLinkClaim = {
  action: "cancel",
  meetingId: 42,
  dateVersion: 3,
  expiresAt: new Date("2026-12-02T10:00:00Z"),
};

describe("reminder links", () => {
  it("give back what was signed, until the meeting's end", () => {
    const token = signReminderLink(key, claim);
    expect(token).toMatch(/^c\.42\.3\.\d+\.[A-Za-z0-9_-]{22}$/);
    expect(verifyReminderLink(key, token, now)).toEqual({ ok: true, claim });
    const presence = signReminderLink(key, { ...claim, action: "confirm_presence" });
    expect(verifyReminderLink(key, presence, now)).toEqual({ ok: true, claim: { ...claim, action: "confirm_presence" } });
  });

  it("are expired once the meeting has ended", () => {
    const token = signReminderLink(key, claim);
    expect(verifyReminderLink(key, token, claim.expiresAt)).toEqual({ ok: false, reason: "expired" });
    expect(verifyReminderLink(key, token, new Date("2027-01-01T00:00:00Z"))).toEqual({ ok: false, reason: "expired" });
  });

  it("are refused as forged when any part is changed, or signed with another key", () => {
    const token = signReminderLink(key, claim);
    const [action, meeting, version, expiry, signature] = token.split(".") as [string, string, string, string, string];
    const forgeries = [
      // Another meeting, another date version, a later expiry, the other action: the MAC no longer matches.
      [action, "43", version, expiry, signature],
      [action, meeting, "4", expiry, signature],
      [action, meeting, version, String(Number(expiry) + 86_400), signature],
      ["p", meeting, version, expiry, signature],
      [action, meeting, version, expiry, `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`],
    ].map((parts) => parts.join("."));
    const otherKeys = [
      signReminderLink(purposeKey("another secret", "meetingReminderLinks"), claim),
      // The same secret's key for another purpose opens nothing here.
      signReminderLink(purposeKey("the install's secret", "captureDownloads"), claim),
    ];
    for (const forged of [...forgeries, ...otherKeys, "", "x.1.1.1796135400.AAAAAAAAAAAAAAAAAAAAAA", `${token}.`, "../../etc"]) {
      expect(verifyReminderLink(key, forged, now), forged).toEqual({ ok: false, reason: "forged" });
    }
  });
});
