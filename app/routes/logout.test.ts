// Sign-out forgets everything a booking left in the browser, not only the session.
import { describe, expect, it } from "vitest";
import { respondWithContext } from "~/test-support/request-context";
import { action } from "./logout";

describe("sign-out", () => {
  it("expires the session and every cookie of a booking in progress, then goes home", async () => {
    const request = new Request("http://localhost/deconnexion", { method: "POST" });
    const response = await respondWithContext(request, (context) => action({ request, params: {}, context }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const expired = response.headers
      .getSetCookie()
      .filter((cookie) => /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(cookie))
      .map((cookie) => cookie.slice(0, cookie.indexOf("=")));
    for (const name of [
      "lastUnfinishedDemand",
      "selected_slots",
      "calendar_token",
      "booking_wizard",
      "rdv_creneau",
      "rdv_dossier",
    ]) {
      expect(expired, name).toContain(name);
    }
    expect(expired.length).toBeGreaterThanOrEqual(7);
  });
});
