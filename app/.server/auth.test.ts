// The app's sign-in against a platform that throttles, floods or times out: the route gets
// "too-many-attempts" (the catalogue's « Une erreur est survenue, veuillez ré-essayer dans quelques
// secondes »), never an error that would be a 500; the browser's device token goes with the grant and
// a new one is kept (decision 802).
import { afterEach, describe, expect, it, vi } from "vitest";
import { knownDeviceCookie } from "~/features/account/known-device.server";
import { passwordGrant } from "./auth";
import { CookieJar } from "./cookie-jar";

afterEach(() => {
  vi.unstubAllGlobals();
});

const from = async (deviceToken?: string) => {
  const cookie = deviceToken ? (await knownDeviceCookie.serialize(deviceToken)).split(";", 1)[0]! : "";
  return {
    request: new Request("http://localhost/connexion", { method: "POST", headers: { Cookie: cookie } }),
    context: { cookies: new CookieJar(), platform: { clientIp: "203.0.113.4" } },
  };
};

describe("passwordGrant", () => {
  it.each([
    ["a 429 (throttled or flooded)", () => Response.json({ message: "…", code: "too_many_attempts" }, { status: 429 })],
    ["a 503", () => Response.json({ message: "indisponible" }, { status: 503 })],
    [
      "a timeout",
      () => {
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      },
    ],
  ])("answers too-many-attempts for %s", async (_name, answer) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer()),
    );
    expect(await passwordGrant("client@demo.example", "Demo2026!", await from())).toEqual({
      ok: false,
      reason: "too-many-attempts",
    });
  });

  it("sends the visitor's IP and device token, and keeps a new device token", async () => {
    const platform = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ token_type: "Bearer", access_token: "t0k3n", expires_in: 60, device_token: "new-device" }),
    );
    vi.stubGlobal("fetch", platform);
    const signIn = await from("old-device");
    expect(await passwordGrant("client@demo.example", "Demo2026!", signIn)).toEqual({ ok: true, token: "t0k3n" });
    const init = platform.mock.calls[0]![1];
    expect(new URLSearchParams(init.body as URLSearchParams).get("device_token")).toBe("old-device");
    expect((init.headers as Record<string, string>)["end-user-ip"]).toBe("203.0.113.4");
    const [kept] = await signIn.context.cookies.serialize();
    expect(kept?.name).toBe("known_device");
    expect(await knownDeviceCookie.parse(kept!.setCookie.split(";", 1)[0]!)).toBe("new-device");
  });
});
