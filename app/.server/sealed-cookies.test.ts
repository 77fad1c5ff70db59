// The session cookie is sealed (decision 3804): its bytes hold neither the platform token nor the
// user's name nor their roles, a changed byte makes it no session at all, and the secrets rotate as
// before (sealed with the newest, opened with any listed).
import { createCookie, createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createSealedCookie, sessionCookie } from "./cookies";
import { parseEnv } from "./env";

const TOKEN = "eyJhbGciOiJFUzI1NiJ9.platform-access-token.signature";
const USER = {
  id: 41,
  firstname: "Élodie",
  lastname: "Rousseau",
  roles: ["partner_agent", "customer"],
  permissions: ["booking.for_company"],
};

const envWith = (...secrets: string[]) => parseEnv({ NODE_ENV: "test", SESSION_SECRET: secrets.join(",") });
const OLD = "c2f2d9a4b6e14f0e8a7d3b5c1e9f6a2d4b8c0e7f1a3d5b9c2e4f6a8b0d1c3e5f";
const NEW = "9e1d3c5b7a9f0e2d4c6b8a0f1e3d5c7b9a1f2e4d6c8b0a3f5e7d9c1b2a4f6e8d";

async function signedIn(env: ReturnType<typeof envWith>): Promise<string> {
  const storage = createCookieSessionStorage({ cookie: sessionCookie(env) });
  const session = await storage.getSession();
  session.set("token", TOKEN);
  session.set("user", USER);
  session.set("studyId", 7);
  const setCookie = await storage.commitSession(session);
  return setCookie.slice(0, setCookie.indexOf(";"));
}

const tokenRead = async (env: ReturnType<typeof envWith>, cookie: string) =>
  (await createCookieSessionStorage({ cookie: sessionCookie(env) }).getSession(cookie)).get("token") ?? null;

describe("the sealed session cookie", () => {
  it("holds no token, name or role in its bytes, in any encoding", async () => {
    const cookie = await signedIn(envWith(NEW));
    const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
    const readings = [value, Buffer.from(value, "base64url").toString("latin1"), Buffer.from(value, "base64").toString("latin1")];
    for (const secret of [
      TOKEN,
      "platform-access-token",
      "Élodie",
      "Rousseau",
      "partner_agent",
      "customer",
      "booking.for_company",
    ]) {
      for (const reading of readings) expect(reading).not.toContain(secret);
    }
    expect(await tokenRead(envWith(NEW), cookie)).toBe(TOKEN);
  });

  it("is no session once any of its bytes changes", async () => {
    const cookie = await signedIn(envWith(NEW));
    const start = cookie.indexOf("=") + 1;
    for (const at of [start, start + 5, start + 20, cookie.length - 1]) {
      const changed = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
      expect(await tokenRead(envWith(NEW), changed)).toBeNull();
    }
  });

  it("rotates: sealed with the newest secret, opened with any listed, refused once its secret is removed", async () => {
    const before = await signedIn(envWith(OLD));
    expect(await tokenRead(envWith(NEW, OLD), before)).toBe(TOKEN);
    const after = await signedIn(envWith(NEW, OLD));
    expect(await tokenRead(envWith(NEW), after)).toBe(TOKEN);
    expect(await tokenRead(envWith(OLD), after)).toBeNull();
    expect(await tokenRead(envWith(NEW), before)).toBeNull();
  });

  it("reads a cookie only signed, as before sealing, as signed out", async () => {
    const signed = createCookieSessionStorage({ cookie: createCookie("__session", { secrets: [NEW] }) });
    const session = await signed.getSession();
    session.set("token", TOKEN);
    const setCookie = await signed.commitSession(session);
    expect(await tokenRead(envWith(NEW), setCookie.slice(0, setCookie.indexOf(";")))).toBeNull();
  });

  it("opens only under the cookie name and purpose it was sealed for", async () => {
    const env = envWith(NEW);
    const flash = createSealedCookie("flash", "flashCookie", {}, env);
    const sealed = await flash.serialize([{ message: "Un e-mail a été envoyé à elodie@exemple.fr" }]);
    const value = sealed.slice(sealed.indexOf("=") + 1).split(";")[0]!;
    expect(await flash.parse(`flash=${value}`)).toEqual([{ message: "Un e-mail a été envoyé à elodie@exemple.fr" }]);
    expect(await createSealedCookie("flash", "bookingCookies", {}, env).parse(`flash=${value}`)).toBeNull();
    expect(await createSealedCookie("aff_token", "flashCookie", {}, env).parse(`aff_token=${value}`)).toBeNull();
    expect(await tokenRead(env, `__session=${value}`)).toBeNull();
  });
});
