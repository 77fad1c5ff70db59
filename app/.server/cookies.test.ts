// The session cookie takes the `__Host-` prefix on an https deployment (Secure, Path=/, no Domain) and
// keeps its plain name on http, where browsers would refuse the prefix.
import { createCookieSessionStorage } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { sessionCookie } from "./cookies";
import { parseEnv } from "./env";
import { productionSecrets } from "../test-support/production-secrets";

async function setCookieFor(settings: Partial<NodeJS.ProcessEnv>): Promise<string> {
  const env = parseEnv({ NODE_ENV: "test", ...productionSecrets(), ...settings });
  const storage = createCookieSessionStorage({ cookie: sessionCookie(env) });
  const session = await storage.getSession();
  session.set("token", "t");
  return storage.commitSession(session);
}

describe("session cookie", () => {
  it("is __Host-session on https: Secure, Path=/, no Domain", async () => {
    const header = await setCookieFor({ NODE_ENV: "production", PUBLIC_URL: "https://constat-rdv.fr" });
    expect(header).toMatch(/^__Host-session=/);
    expect(header).toContain("; Path=/;");
    expect(header).toContain("; Secure");
    expect(header).toContain("; HttpOnly");
    expect(header).toContain("; SameSite=Lax");
    expect(header).not.toMatch(/Domain=/i);
  });

  it("keeps __session on http localhost, in production as in development", async () => {
    for (const settings of [
      { NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" },
      { NODE_ENV: "development", PUBLIC_URL: "http://localhost:3000" },
    ] as const) {
      const header = await setCookieFor(settings);
      expect(header).toMatch(/^__session=/);
      expect(header).toContain("; Path=/;");
    }
  });

  it("keeps __session on https when Secure cookies are turned off (the prefix would need them)", async () => {
    const header = await setCookieFor({ NODE_ENV: "production", PUBLIC_URL: "https://constat-rdv.fr", COOKIE_SECURE: "false" });
    expect(header).toMatch(/^__session=/);
    expect(header).not.toContain("Secure");
  });
});
