// Odd input anywhere in the app gets a page, never a 500. Every route of the build's route table that
// takes a query (it has a loader) or a form (an action) is called, as the person it is for, with NUL
// bytes and other control characters, huge and non-finite numbers, bad percent-encodings, over-long and
// odd strings, repeated keys, forwarded headers (no proxy is trusted) and multipart file names with
// quotes and markup; each answer must be below 500. A route added to app/routes.ts is covered without
// touching this file. Its forms are read from its own page (their fields and their `intent` values), so
// each of the page's actions gets the odd values in the fields it really reads.
//
// Plain HTTP against one production server of its own (fresh data, so the odd posts change no other
// spec's data), started once for the file; run in one project only.
import { request as httpRequest } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { sessionCookieFor } from "./support/account-session";
import { startFreshServer, type FreshServer } from "./support/fresh-server";

type Caller = "anonymous" | "customer" | "bailiff" | "admin";

const EMAILS: Record<Exclude<Caller, "anonymous">, string> = {
  customer: "client@demo.example",
  bailiff: "huissier@demo.example",
  admin: "admin@demo.example",
};
const STUDY_SLUG = "etude-dupont-lyon";

/** Who a page is for, by its path; everything else is public. */
function callerOf(pagePath: string): Caller {
  if (pagePath.startsWith("/espace-pro/etude/")) return "admin";
  if (pagePath.startsWith("/espace-pro")) return "bailiff";
  if (
    /^\/(dossier|rendez-vous|utilisateur\/profil|utilisateur\/adresses|parametres|notifications|visio-immediate)(\/|$)/.test(
      pagePath,
    )
  )
    return "customer";
  return "anonymous";
}

/** Posting these as a signed-in caller would end the session the rest of the run needs. */
const ENDS_THE_SESSION = new Set(["/deconnexion"]);

/** The query parameters the app's pages read, besides those of each page's own GET forms. */
const QUERY_NAMES = [
  ...["page", "nom", "titre", "du", "au", "statut", "prestation", "gestionnaire", "intervenant", "professionnel", "agent"],
  ...["q", "term", "redirect", "retour", "token", "key", "vue", "date", "debut", "fin", "etude", "adresse", "pro", "depuis"],
  ...["motif", "action", "meeting", "prevenir", "echecs", "abandon", "source", "envoye", "format", "state", "code", "nonce"],
  ...["client", "nouveau", "apercu", "address", "addressChosen", "lat", "lon", "access_token", "aff_token", "chemin"],
  ...["creneau", "email", "is_insta", "lastname", "pour", "releve", "reporttype", "service", "suggestion", "supprimer"],
  ...["telecharger", "timezone", "type", "visio", "etape", "dossier", "start_date", "end_date"],
];

/** Odd values spread over the fields (each field one of them), or a raw encoding built per field. */
interface Shape {
  name: string;
  values?: readonly string[];
  raw?: (field: string, index: number) => string;
}

const SHAPES: Shape[] = [
  {
    name: "NUL bytes and control characters",
    values: ["Dupont\u0000--", "\u0001\u0008\u001b[31m\u007f", "\u0000", "a\u000bb\u0085"],
  },
  { name: "huge and non-finite numbers", values: ["99999999999999999999", "1e308", "-1", "NaN", "-Infinity", "0x7fffffff"] },
  {
    name: "over-long and odd strings",
    values: ["x".repeat(150), "😀\u202e\u200b", "\ud800", "<script>alert(1)</script>", "../../etc/passwd"],
  },
  {
    name: "bad percent-encodings",
    raw: (field, index) => `${field}=${["%E0%A4%A", "%ZZ", "%", "%00", "%C0%80", "%ED%A0%80"][index % 6]}`,
  },
  {
    name: "repeated keys, arrays and objects",
    raw: (field, index) =>
      [`${field}=-1&${field}=x`, `${field}[]=-1`, `${field}[a][b]=-1`, `${field}[0]=x&${field}[1]=y`][index % 4]!,
  },
];

/** What a proxy would say, sent by anyone: ignored, as no proxy is trusted. */
const FORWARDED = {
  "X-Forwarded-Host": "evil.example",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-For": "203.0.113.9, <script>",
  "X-Forwarded-Port": "99999",
  Forwarded: 'for="[::1]:0";host=evil.example;proto=https',
};

/** File names as browsers send them (quotes escaped as %22), with an unbalanced quote, and worse. */
const ODD_FILE_NAMES = [
  '"<img src=x onerror=alert(1)>%22.png"',
  '"<img src=x onerror=alert(1)>".png"',
  '"a\\".png"',
  '"..%2F..%2Fetc%2Fpasswd"',
  "x.png",
];

/** A 1×1 PNG: an image the platform accepts. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC", "base64");

const encodedQuery = (shape: Shape, names: readonly string[]) =>
  shape.raw
    ? names.map(shape.raw).join("&")
    : new URLSearchParams(names.map((name, index) => [name, shape.values![index % shape.values!.length]!])).toString();

interface PageForms {
  /** Field names of the page's GET forms. */
  queryNames: string[];
  /** Field names of its POST forms that post to the page itself. */
  fieldNames: string[];
  /** The `intent` values of those forms (buttons and hidden fields). */
  intents: string[];
  /** Their file inputs' names. */
  fileNames: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The forms of a page's HTML: which fields its GET forms and its own POST forms carry. */
function formsOf(html: string, pagePath: string): PageForms {
  const forms: PageForms = { queryNames: [], fieldNames: [], intents: [], fileNames: [] };
  for (const [, open, inner] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/gi)) {
    const method = (attribute(open!, "method") ?? "get").toLowerCase();
    const action = unescapeHtml(attribute(open!, "action") ?? pagePath).split("?")[0];
    if (method === "post" && action !== pagePath) continue;
    for (const [tag] of inner!.matchAll(/<(input|select|textarea|button)\b[^>]*>/gi)) {
      const name = attribute(tag, "name");
      if (!name) continue;
      const value = unescapeHtml(attribute(tag, "value") ?? "");
      if (method === "get") forms.queryNames.push(name);
      else if (name === "intent") forms.intents.push(value);
      else if (attribute(tag, "type") === "file") forms.fileNames.push(name);
      else forms.fieldNames.push(name);
    }
  }
  const unique = (list: string[]) => [...new Set(list)];
  return {
    queryNames: unique(forms.queryNames),
    fieldNames: unique(forms.fieldNames),
    intents: unique(forms.intents).slice(0, 12),
    fileNames: unique(forms.fileNames),
  };
}

interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

interface AppRoute {
  /** The path as the route table writes it, e.g. /espace-pro/dossiers/:id. */
  template: string;
  action: boolean;
}

/** Every app route with a loader or an action (the build's route table). */
async function appRoutes(): Promise<AppRoute[]> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as {
    routes: Record<string, { parentId?: string; path?: string; module: { loader?: unknown; action?: unknown } }>;
  };
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return own ? `${parent.replace(/\/$/, "")}/${own}` : parent;
  };
  const seen = new Map<string, AppRoute>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route.module.loader && !route.module.action) continue;
    const template = fullPath(id) || "/";
    seen.set(template, { template, action: Boolean(route.module.action) || Boolean(seen.get(template)?.action) });
  }
  return [...seen.values()];
}

/** A route's path with the seeded data's values for its parameters, its optional segments left out. */
function concretePath(template: string, params: Record<string, string>): string {
  return (
    template
      .split("/")
      .filter((segment) => !segment.endsWith("?"))
      .map((segment) =>
        segment === "*" ? "nimporte-quoi" : segment.startsWith(":") ? (params[segment.slice(1)] ?? "1") : segment,
      )
      .join("/") || "/"
  );
}

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP: once is enough");

test.describe("odd input through the app", () => {
  test.describe.configure({ mode: "serial", timeout: 600_000 });

  let server: FreshServer;
  let port = 0;
  let origin = "";
  const cookies = new Map<Caller, string>();

  // A few requests at a time: a two-core CI machine answers them without its platform calls timing out,
  // and the uploads among them stay within the server's upload slots.
  const IN_FLIGHT = 4;
  let running = 0;
  const waiting: Array<() => void> = [];
  async function throttled<T>(call: () => Promise<T>): Promise<T> {
    if (running >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await call();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  /** A raw request (fetch clients normalise bad encodings and refuse some headers). */
  function send(
    method: string,
    target: string,
    caller: Caller,
    headers: Record<string, string> = {},
    body?: Buffer | string,
  ): Promise<Answer> {
    const cookie = cookies.get(caller);
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method,
          path: target,
          // A connection each: a server closing a kept-alive one must not read as a request it dropped.
          agent: false,
          headers: { Host: new URL(origin).host, ...(cookie ? { Cookie: cookie } : {}), ...headers },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }));
        },
      );
      request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${target}: no answer in 60 s`)));
      request.on("error", reject);
      request.end(body);
    });
  }

  test.beforeAll(async ({ javaScriptEnabled }) => {
    if (javaScriptEnabled) return;
    test.setTimeout(300_000);
    server = await startFreshServer({ FAST_PASSWORD_HASHING: "1" });
    origin = server.url;
    port = Number(new URL(origin).port);
    for (const [caller, email] of Object.entries(EMAILS) as [Exclude<Caller, "anonymous">, string][]) {
      const cookie = await sessionCookieFor(email, undefined, { baseURL: origin });
      cookies.set(caller, `${cookie.name ?? "__session"}=${cookie.value}`);
    }
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("the probe's shapes: handled as a person would expect, or refused in French", async () => {
    const list = "/espace-pro/dossiers";
    for (const filter of ["nom=%00", "titre=%00"]) {
      // The unreadable filter is dropped: back to the list without it.
      const answer = await send("GET", `${list}?${filter}`, "bailiff");
      expect(answer.status, filter).toBe(302);
      expect(answer.headers.location, filter).toBe(list);
    }
    for (const page of ["99999999999999999999", "1e308"]) {
      const answer = await send("GET", `${list}?page=${page}`, "bailiff");
      expect(answer.status, page).toBe(200);
      expect(answer.text, page).toContain("<h1");
    }

    const signIn = await send(
      "POST",
      "/connexion",
      "anonymous",
      { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "X-Forwarded-Host": "evil.example" },
      new URLSearchParams({ email: EMAILS.customer, password: "Demo2026!" }).toString(),
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.location).toBe("/rendez-vous/historique");

    const avatar = (fileName: string) => {
      const boundary = "----avatar";
      return send(
        "POST",
        "/utilisateur/profil",
        "customer",
        { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: origin },
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename=${fileName}\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      );
    };
    // A file literally named <img src=x onerror=alert(1)>".png, as a browser sends its name: saved.
    const saved = await avatar('"<img src=x onerror=alert(1)>%22.png"');
    expect(saved.status).toBe(302);
    expect(saved.headers.location).toBe("/utilisateur/profil");
    // An unbalanced quote no browser sends: the part cannot be read, the page asks for an image.
    const unreadable = await avatar('"<img src=x onerror=alert(1)>".png"');
    expect(unreadable.status).toBe(400);
    expect(unreadable.text).toContain("Veuillez choisir une image.");

    const content = await send("GET", "/_content/%E0%A4%A", "anonymous");
    expect(content.status).toBe(400);
    expect(content.text).toContain("L'adresse demandée est mal formée.");

    const host = new URL(origin).host;
    const handshake = (from: string) => send("GET", "/socket.io/?EIO=4&transport=polling", "customer", { Origin: from });
    const refused = await handshake(`https://${host}`);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('"sid"');
    expect((await handshake(origin)).text).toContain('"sid"');
  });

  test("every route that takes a query or a form answers odd input below 500", async () => {
    const firstId = async (caller: Caller, page: string, link: RegExp) =>
      link.exec((await send("GET", page, caller)).text)?.[1] ?? "1";
    const ids = {
      customer: await firstId("customer", "/rendez-vous/historique", /href="\/dossier\/(\d+)"/),
      bailiff: await firstId("bailiff", "/espace-pro/dossiers", /href="\/espace-pro\/dossiers\/(\d+)"/),
    };
    const params = (caller: Caller): Record<string, string> => ({
      id: caller === "customer" ? ids.customer : ids.bailiff,
      demandId: ids.customer,
      slug: STUDY_SLUG,
      studySlug: STUDY_SLUG,
      reportType: "prestation",
      zoneSegment: "commissaire-de-justice-lyon-3e-arrondissement-69003",
    });
    const routes = await appRoutes();
    expect(routes.length, "the build's route table").toBeGreaterThan(50);

    const failures: string[] = [];
    const check = async (label: string, answer: Promise<Answer>) => {
      try {
        const { status, text } = await answer;
        if (status >= 500 || status < 200) failures.push(`${label}: ${status} ${text.replace(/\s+/g, " ").slice(0, 160)}`);
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };

    for (const route of routes) {
      const caller = callerOf(route.template);
      const pagePath = concretePath(route.template, params(caller));
      const page = await send("GET", pagePath, caller);
      const forms = formsOf(page.text, pagePath);
      const queryNames = [...new Set([...QUERY_NAMES, ...forms.queryNames])];
      const calls: Promise<void>[] = [];
      const as = (
        who: Caller,
        method: string,
        target: string,
        shape: string,
        headers: Record<string, string> = {},
        body?: Buffer | string,
      ) =>
        calls.push(
          check(
            `${who} ${method} ${target.slice(0, 80)} (${shape})`,
            throttled(() => send(method, target, who, { ...FORWARDED, ...headers }, body)),
          ),
        );

      for (const shape of SHAPES) as(caller, "GET", `${pagePath}?${encodedQuery(shape, queryNames)}`, shape.name);
      // The page as someone it is not for, with the first shape.
      if (caller !== "anonymous") as("anonymous", "GET", `${pagePath}?${encodedQuery(SHAPES[0]!, queryNames)}`, SHAPES[0]!.name);

      if (route.action && !(caller !== "anonymous" && ENDS_THE_SESSION.has(pagePath))) {
        const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin };
        const fields = [...new Set([...forms.fieldNames, ...QUERY_NAMES.slice(0, 12)])];
        for (const intent of [...forms.intents, null]) {
          const withIntent = (body: string) => (intent === null ? body : `intent=${encodeURIComponent(intent)}&${body}`);
          for (const shape of SHAPES)
            as(caller, "POST", pagePath, `${shape.name}, intent ${intent}`, form, withIntent(encodedQuery(shape, fields)));
          const boundary = "----odd";
          const parts = [
            ...(intent === null ? [] : [`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${intent}\r\n`]),
            ...fields.map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nDupont\u0000\r\n`),
          ].map((part) => Buffer.from(part));
          for (const fileField of forms.fileNames.length ? forms.fileNames : ["fichier"]) {
            for (const fileName of ODD_FILE_NAMES) {
              parts.push(
                Buffer.from(
                  `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename=${fileName}\r\nContent-Type: image/png\r\n\r\n`,
                ),
                PNG,
                Buffer.from("\r\n"),
              );
            }
          }
          parts.push(Buffer.from(`--${boundary}--\r\n`));
          as(
            caller,
            "POST",
            pagePath,
            `odd file names, intent ${intent}`,
            { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: origin },
            Buffer.concat(parts),
          );
        }
      }
      await Promise.all(calls);
    }
    expect(failures.join("\n")).toBe("");
  });
});
