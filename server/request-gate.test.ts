// The request gate: no body kind, method or Host makes a page answer 500; each refusal is a French page
// with its 4xx status; forms get through with a repeated key kept once, not emptied; bodies over the
// limit get 413 before they are read.
import { once } from "node:events";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatedBody, GATE_MESSAGES, isUploadPath, isValidHost, KB, pageRequestGate, requestShapeGate } from "./request-gate";
import { uploadSlots } from "./upload-slots";

let base = "";
let port = 0;
let close = () => {};
let bytesRead = 0;

beforeAll(async () => {
  const app = express();
  const refuse = (_req: express.Request, res: express.Response, message: string) =>
    res.type("html").send(`<p lang="fr">${message}</p>`);
  app.use(requestShapeGate(refuse));
  app.use((req, _res, next) => {
    bytesRead = 0;
    req.on("data", (chunk: Buffer) => (bytesRead += chunk.length));
    next();
  });
  app.use(pageRequestGate(refuse, { limits: { form: 4 * KB, upload: 16 * KB } }));
  app.all("*", async (req, res) => {
    const gated = gatedBody(res);
    const body = gated && ("file" in gated ? await readFile(gated.file) : gated.body);
    const form = gated
      ? await new Request("http://x/", {
          method: "POST",
          headers: { "content-type": gated.contentType },
          body: new Uint8Array(body!),
        }).formData()
      : null;
    res.json({
      method: req.method,
      fields: form
        ? [...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value : `${value.name}: ${value.size}`])
        : null,
      ...(gated && "file" in gated ? { file: gated.file } : {}),
    });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A raw request (fetch cannot send TRACE, a bad Host or a chunked body it sizes itself). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | Buffer[],
): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on("error", reject);
    for (const chunk of Array.isArray(body) ? body : body ? [body] : []) req.write(chunk);
    req.end();
  });
}

/** A GET to `app` on an ephemeral port, closed after. */
async function request(app: express.Express, path: string, headers: Record<string, string>) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers });
    return { status: response.status, body: await response.text() };
  } finally {
    server.close();
  }
}

const BOUNDARY = "----gate";
const multipart = (fields: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${fields}\r\n--${BOUNDARY}--\r\n`);

describe("page request gate", () => {
  const kinds: [string, Record<string, string>, string, number, string][] = [
    ["JSON", { "Content-Type": "application/json" }, '{"email":"a@b.fr"}', 415, GATE_MESSAGES.unsupportedMediaType],
    ["text", { "Content-Type": "text/plain" }, "email=a@b.fr", 415, GATE_MESSAGES.unsupportedMediaType],
    ["XML", { "Content-Type": "application/xml" }, "<email>a@b.fr</email>", 415, GATE_MESSAGES.unsupportedMediaType],
    ["no content type", {}, "email=a@b.fr", 415, GATE_MESSAGES.unsupportedMediaType],
    ["multipart without boundary", { "Content-Type": "multipart/form-data" }, "x", 400, GATE_MESSAGES.brokenForm],
    [
      "truncated multipart",
      { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      `--${BOUNDARY}\r\nContent-Disp`,
      400,
      GATE_MESSAGES.brokenForm,
    ],
  ];
  it.each(kinds)("answers a %s body with its status and a French page", async (_kind, headers, body, status, message) => {
    const response = await raw("POST", "/connexion", headers, Buffer.from(body));
    expect(response.status).toBe(status);
    expect(response.text).toContain(message);
  });

  it("lets forms through: URL-encoded, and multipart that parses", async () => {
    const encoded = await fetch(`${base}/connexion`, {
      method: "POST",
      body: new URLSearchParams({ email: "a@b.fr", password: "x" }),
    });
    expect(await encoded.json()).toEqual({
      method: "POST",
      fields: [
        ["email", "a@b.fr"],
        ["password", "x"],
      ],
    });
    const parts = await raw(
      "POST",
      "/contact",
      { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      multipart("a@b.fr"),
    );
    expect(parts.status).toBe(200);
    expect(JSON.parse(parts.text).fields).toEqual([["email", "a@b.fr"]]);
  });

  it("reads a POST with no body and no type as an empty form", async () => {
    const response = await raw("POST", "/deconnexion", {});
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).fields).toEqual([]);
  });

  it("keeps a repeated key once (its first value) instead of emptying the field", async () => {
    const response = await fetch(`${base}/connexion`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=premier%40b.fr&password=x&email=second%40b.fr",
    });
    expect((await response.json()).fields).toEqual([
      ["email", "premier@b.fr"],
      ["password", "x"],
    ]);
  });

  it("answers 405 to methods pages do not take, 204 with Allow to OPTIONS", async () => {
    for (const method of ["DELETE", "PUT", "PATCH"]) {
      const response = await raw(method, "/connexion", {});
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
      expect(response.text).toContain(GATE_MESSAGES.methodNotAllowed);
    }
    expect((await raw("OPTIONS", "/connexion", {})).status).toBe(204);
    expect((await raw("GET", "/connexion", {})).status).toBe(200);
  });

  it("answers 413 from Content-Length before reading the body", async () => {
    const response = await raw("POST", "/connexion", {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(20 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.text).toContain(GATE_MESSAGES.formTooLarge);
    expect(bytesRead).toBe(0);
  });

  it("answers 413 as soon as a chunked body passes the limit", async () => {
    const chunk = Buffer.alloc(KB, "a");
    const response = await raw(
      "POST",
      "/connexion",
      { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      Array.from({ length: 8 }, () => chunk),
    );
    expect(response.status).toBe(413);
  });

  it("answers 400 to a broken upload and 413 to one passing the limit as it arrives, on upload pages too", async () => {
    const headers = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };
    const broken = await raw(
      "POST",
      "/utilisateur/profil",
      headers,
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc`),
    );
    expect(broken.status).toBe(400);
    expect(broken.text).toContain(GATE_MESSAGES.brokenForm);
    const chunk = Buffer.alloc(4 * KB, "a");
    const tooLarge = await raw(
      "POST",
      "/utilisateur/profil",
      { ...headers, "Transfer-Encoding": "chunked" },
      Array.from({ length: 6 }, () => chunk),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain(GATE_MESSAGES.uploadTooLarge);
  });

  it("gives upload pages their own, larger limit for multipart bodies only", async () => {
    const file = Buffer.alloc(8 * KB, "a");
    const upload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const headers = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };
    for (const page of ["/utilisateur/profil", "/dossier/12.data", "/espace-pro/etude/etude-dupont/justificatifs-pro"]) {
      const uploaded = await raw("POST", page, headers, upload);
      expect(uploaded.status, page).toBe(200);
      const seen = JSON.parse(uploaded.text) as { fields: string[][]; file: string };
      expect(seen.fields, page).toEqual([["avatar", `a.png: ${8 * KB}`]]);
      // Kept on disk, not in memory, and only as long as its request.
      await expect.poll(() => existsSync(seen.file), { message: page }).toBe(false);
    }
    const elsewhere = await raw("POST", "/contact", headers, upload);
    expect(elsewhere.status).toBe(413);
    const tooBig = await raw("POST", "/utilisateur/profil", { ...headers, "Content-Length": String(17 * KB) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.text).toContain(GATE_MESSAGES.uploadTooLarge);
  });
});

describe("upload slots", () => {
  it("lets a few uploads through at once, queues the next briefly, and answers 503 in French past that", async () => {
    const app = express();
    const held: Array<() => void> = [];
    app.use(
      pageRequestGate((_req, res, message) => res.send(message), {
        uploads: uploadSlots({ concurrent: 1, queue: 1, waitMs: 300 }),
      }),
    );
    app.all("*", (req, res) => {
      req.resume();
      held.push(() => res.send("reçu"));
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/utilisateur/profil`;
    const upload = () =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipart("x"),
      }).then(async (response) => ({
        status: response.status,
        text: await response.text(),
        retry: response.headers.get("retry-after"),
      }));
    try {
      const first = upload();
      await expect.poll(() => held.length).toBe(1);
      const queued = upload();
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(refused.text).toBe(GATE_MESSAGES.uploadsBusy);
      expect(refused.retry).toBe("10");
      // The one in the queue gets the slot as soon as the first is answered.
      held.shift()!();
      expect((await first).status).toBe(200);
      await expect.poll(() => held.length).toBe(1);
      held.shift()!();
      expect(await queued).toMatchObject({ status: 200, text: "reçu" });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("request shape gate", () => {
  it("answers 405 to TRACE", async () => {
    const response = await raw("TRACE", "/", {});
    expect(response.status).toBe(405);
    expect(response.text).toContain(GATE_MESSAGES.methodNotAllowed);
  });

  it.each(["<x>", "exa mple.fr", "a:99999", "a:0", "évil.fr", "a/b", "[zz]"])("answers 400 to Host: %s", async (host) => {
    const response = await raw("GET", "/", { Host: host });
    expect(response.status).toBe(400);
    expect(response.text).toContain(GATE_MESSAGES.badRequest);
  });

  it("answers 400 to an absolute-form target", async () => {
    expect((await raw("GET", "http://evil.example/", {})).status).toBe(400);
  });

  it("drops forwarded headers when no proxy is trusted, and checks X-Forwarded-Host behind a trusted one", async () => {
    const seen = (trustProxy: boolean) => {
      const app = express();
      app.use(requestShapeGate((_req, res, message) => res.send(message), { fromTrustedProxy: () => trustProxy }));
      app.all("*", (req, res) => res.json(Object.keys(req.headers).filter((name) => name.includes("forwarded"))));
      return app;
    };
    const forwarded = {
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "1.2.3.4",
      Forwarded: "for=1.2.3.4",
    };
    const untrusted = await request(seen(false), "/", forwarded);
    expect(untrusted).toEqual({ status: 200, body: "[]" });
    const trusted = await request(seen(true), "/", forwarded);
    expect(JSON.parse(trusted.body)).toEqual(["x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "forwarded"]);
    expect((await request(seen(true), "/", { "X-Forwarded-Host": "a:99999" })).status).toBe(400);
    expect((await request(seen(false), "/", { "X-Forwarded-Host": "a:99999" })).status).toBe(200);
  });

  it.each([
    ["constat-rdv.fr", true],
    ["localhost:3000", true],
    ["127.0.0.1:3240", true],
    ["[::1]:3000", true],
    ["cncj.localhost", true],
    ["", false],
  ])("isValidHost(%s) → %s", (host, valid) => {
    expect(isValidHost(host)).toBe(valid);
  });
});

describe("isUploadPath", () => {
  it.each([
    ["/utilisateur/profil", true],
    ["/utilisateur/profil/abc", true],
    ["/utilisateur/profil.data", true],
    ["/dossier/12", true],
    ["/dossier/12.data", true],
    ["/dossier/12/planifier/3", false],
    ["/parametres/informations-personnelles", true],
    ["/espace-pro/dossiers/12", true],
    ["/espace-pro/dossiers/12/visio/3/captures", true],
    ["/espace-pro/etude/etude-dupont/informations", true],
    ["/espace-pro/etude/etude-dupont/configuration.data", true],
    ["/espace-pro/etude/etude-dupont/justificatifs-pro", true],
    ["/espace-pro/etude/etude-dupont/membres", false],
    ["/espace-pro/dossiers", false],
    ["/contact", false],
  ])("%s → %s", (path, upload) => {
    expect(isUploadPath(path)).toBe(upload);
  });
});
