// Sign-in and input hardening through the built server, over plain HTTP (no browser: run once, in the no-js project):
// the open-redirect table on every route that takes a redirect target, and no 500 for any body kind,
// method, Host or size (415, 400, 405, 413 with a French page), nor for an address whose percent-escapes
// do not decode, signed out or signed in (400: the French page, JSON for an API).
import { request as httpRequest } from "node:http";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { OPEN_REDIRECT_PAYLOADS, SAME_SITE_TARGETS } from "../app/.server/guards/redirect-payloads";
import { E2E_PORT } from "../playwright.config";
import { DEMO_PASSWORD, sessionCookieFor } from "./support/account-session";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP: once is enough");

const CUSTOMER = "client@demo.example";
const HISTORY = "/rendez-vous/historique";
const q = (value: string) => encodeURIComponent(value);

function location(response: APIResponse): string | undefined {
  return response.headers()["location"];
}

/** A 3xx whose Location is exactly `expected`. */
function expectRedirect(response: APIResponse, expected: string, label: string) {
  expect(response.status(), label).toBeGreaterThanOrEqual(300);
  expect(response.status(), label).toBeLessThan(400);
  expect(location(response), label).toBe(expected);
}

/** A page without a hidden field `name` (the target was refused), never a 5xx. */
async function expectNoHiddenTarget(response: APIResponse, name: string, label: string) {
  expect(response.status(), label).toBe(200);
  expect(await response.text(), label).not.toContain(`name="${name}"`);
}

test.describe("redirect targets", () => {
  test.describe.configure({ timeout: 240_000 });

  test("anonymous pages drop an unsafe target and keep a same-site one", async ({ request }) => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const label = JSON.stringify(payload);
      await expectNoHiddenTarget(await request.get(`/connexion?redirect=${q(payload)}`), "redirect", `/connexion ${label}`);
      await expectNoHiddenTarget(
        await request.get(`/enregistrement?redirect=${q(payload)}`),
        "redirect",
        `/enregistrement ${label}`,
      );
      await expectNoHiddenTarget(
        await request.get(`/connexion-email?redirect=${q(payload)}`),
        "redirect",
        `/connexion-email ${label}`,
      );
      await expectNoHiddenTarget(await request.get(`/contact?retour=${q(payload)}`), "retour", `/contact ${label}`);
      const abandon = await request.post("/reservation/abandon", { form: { redirectTo: payload }, maxRedirects: 0 });
      expectRedirect(abandon, "/", `/reservation/abandon ${label}`);
      const external = await request.post("/auth/oidc", { form: { redirect: payload }, maxRedirects: 0 });
      expect(external.status(), `/auth/oidc ${label}`).toBe(302);
    }
    for (const target of SAME_SITE_TARGETS.filter((path) => path !== "/")) {
      const page = await (await request.get(`/connexion?redirect=${q(target)}`)).text();
      expect(page).toContain(`name="redirect" value="${target.replaceAll("&", "&amp;")}"`);
      expectRedirect(
        await request.post("/reservation/abandon", { form: { redirectTo: target }, maxRedirects: 0 }),
        target,
        target,
      );
    }
  });

  test("signing in, and signed-in pages, fall back to the history for an unsafe target", async ({ playwright, baseURL }) => {
    const cookie = await sessionCookieFor(CUSTOMER);
    const signedIn: APIRequestContext = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `${cookie.name ?? "__session"}=${cookie.value}` },
    });
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const label = JSON.stringify(payload);
        const login = await anonymous.post("/connexion", {
          form: { email: CUSTOMER, password: DEMO_PASSWORD, redirect: payload },
          maxRedirects: 0,
        });
        expectRedirect(login, HISTORY, `POST /connexion ${label}`);
        for (const path of ["/connexion", "/enregistrement", "/finalisation-enregistrement"]) {
          expectRedirect(await signedIn.get(`${path}?redirect=${q(payload)}`, { maxRedirects: 0 }), HISTORY, `${path} ${label}`);
        }
        const validation = await signedIn.get(`/validation-compte?redirect=${q(payload)}`, { maxRedirects: 0 });
        expect(validation.status(), `/validation-compte ${label}`).toBeLessThan(500);
        expect(location(validation) ?? "/", `/validation-compte ${label}`).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      }
      const kept = "/rendez-vous/historique?page=2&marking=completed";
      expectRedirect(await signedIn.get(`/connexion?redirect=${q(kept)}`, { maxRedirects: 0 }), kept, kept);
    } finally {
      await signedIn.dispose();
      await anonymous.dispose();
    }
  });
});

/** A raw request to the server under test: fetch clients cannot send TRACE or a bad Host. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: E2E_PORT, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const FORM_ROUTES = [
  "/connexion",
  "/enregistrement",
  "/mot-de-passe-oublie",
  "/contact",
  "/reservation/abandon",
  "/reservation/adresse",
  "/etude-dupont-lyon/rendez-vous/informations",
  "/utilisateur/profil",
];

const BODY_KINDS: { kind: string; contentType?: string; body: string; status: number; message: RegExp }[] = [
  { kind: "JSON", contentType: "application/json", body: "{}", status: 415, message: /pas dans un format accepté/ },
  { kind: "text", contentType: "text/plain", body: "email=a@b.fr", status: 415, message: /pas dans un format accepté/ },
  { kind: "XML", contentType: "application/xml", body: "<a/>", status: 415, message: /pas dans un format accepté/ },
  { kind: "no content type", body: "email=a@b.fr", status: 415, message: /pas dans un format accepté/ },
  {
    kind: "multipart without boundary",
    contentType: "multipart/form-data",
    body: "x",
    status: 400,
    message: /incomplet ou illisible/,
  },
  {
    kind: "broken multipart",
    contentType: "multipart/form-data; boundary=zz",
    body: "--zz\r\nContent-Disp",
    status: 400,
    message: /incomplet ou illisible/,
  },
];

test("every form route answers each unusable body kind with a 4xx French page, never a 500", async () => {
  for (const route of FORM_ROUTES) {
    for (const { kind, contentType, body, status, message } of BODY_KINDS) {
      const response = await raw("POST", route, contentType ? { "Content-Type": contentType } : {}, body);
      expect(response.status, `${kind} → ${route}`).toBe(status);
      expect(response.text, `${kind} → ${route}`).toMatch(message);
      expect(response.text).toContain('<html lang="fr">');
    }
  }
});

test("TRACE and DELETE answer 405, a bad Host 400", async () => {
  expect((await raw("TRACE", "/", {})).status).toBe(405);
  const remove = await raw("DELETE", "/connexion", {});
  expect(remove.status).toBe(405);
  expect(remove.text).toContain("Cette action n&#39;est pas possible sur cette page.");
  expect((await raw("GET", "/", { Host: "<x>" })).status).toBe(400);
});

test("a 20 MB form body gets 413 before it is read", async () => {
  const response = await raw(
    "POST",
    "/connexion",
    { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(20 * 1024 * 1024) },
    "email=a",
  );
  expect(response.status).toBe(413);
  expect(response.text).toContain("Le formulaire envoyé est trop volumineux.");
});

/** Paths whose percent-escapes do not decode, on every kind of route: pages, content, files, the sign-in provider. */
const MALFORMED_PATHS = [
  "/%",
  "/%E0%A4%A",
  "/%C0%AF",
  "/guide/%E0%A4%A",
  "/blog/%ff%fe",
  "/dossier/%E0%A4%A",
  "/espace-pro/dossiers/%ZZ",
  "/assets/%ff",
  "/_oidc/interaction/%ff",
  "/abonnement-agenda/%ff.ics",
  "/invitation/%ff/%ff",
  "/sitemaps/%ff",
  "/huissier-%ff",
];

test("an address that does not decode answers 400 with the French page, signed out and signed in, never « Erreur interne »", async () => {
  const bailiff = await sessionCookieFor(DEMO_BAILIFF_EMAIL);
  for (const cookie of [undefined, `${bailiff.name ?? "__session"}=${bailiff.value}`]) {
    for (const path of MALFORMED_PATHS) {
      const label = `${cookie ? "signed in" : "signed out"} ${path}`;
      const response = await raw("GET", path, cookie ? { Cookie: cookie } : {});
      expect(response.status, label).toBe(400);
      expect(response.text, label).toContain('<html lang="fr">');
      expect(response.text, label).toContain("L&#39;adresse demandée est mal formée.");
      expect(response.text, label).not.toContain("Erreur interne");
      // The way back is the home page, not the address that failed.
      expect(response.text, label).toContain('href="/"');
    }
  }
  const api = await raw("GET", "/_platform/api/demands/%ff", { Accept: "application/json" });
  expect(api.status).toBe(400);
  expect(JSON.parse(api.text)).toEqual({ message: "L'adresse demandée est mal formée.", code: "malformed_url" });
});
