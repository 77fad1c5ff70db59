// What a request must look like before anything reads it, so that no input reaches the app in a shape
// that makes it answer 500: a valid Host and request target whose path decodes (else 400), a method
// this site uses (TRACE and the like: 405), and for the pages' forms a form body (URL-encoded, or
// multipart where a form sends files) of a size a form needs (else 415, 400 for a broken multipart
// body, 413 for too large: from Content-Length before reading anything, or as soon as a chunked body
// passes the limit). Each refusal is a short French page, or JSON for an API (plain-pages.ts). The body
// read here is the one the app gets: a form's in memory; an upload's (a file form on a page that takes
// files) on disk, never whole in memory, read once one of the few upload slots is free
// (upload-slots.ts), and streamed from there to the app's upload reader (app/.server/upload-form.ts).
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Request, RequestHandler, Response } from "express";
import serverPages from "../app/locales/fr/server-pages.json";
import { isDecodablePath } from "./plain-pages";
import { labelRoute } from "./route-label";
import { noTrustedProxy, type ProxyTrust } from "./trusted-proxy";
import { uploadSlots, type UploadSlots } from "./upload-slots";

export const GATE_MESSAGES = serverPages.gate;

export const KB = 1024;
const MB = 1024 * KB;

interface BodyLimits {
  /** Any form without a file: far above what a person types (the longest field is a message). */
  form: number;
  /** Forms that send a file (the avatar, a dossier's document: 10 MB each) with their other fields. */
  upload: number;
}

const DEFAULT_LIMITS: BodyLimits = { form: 1 * MB, upload: 11 * MB };

/** The pages whose forms send a file (multipart), by their path without the single-fetch `.data`. */
const UPLOAD_PAGES = [
  // The avatar, on the profile and in the settings.
  /^\/utilisateur\/profil(\/[^/]+)?$/,
  /^\/parametres\/informations-personnelles$/,
  // A case's documents (the customer's) and report (the study's), a call's captures.
  /^\/dossier\/[^/]+$/,
  /^\/espace-pro\/dossiers\/[^/]+$/,
  /^\/espace-pro\/dossiers\/[^/]+\/visio\/[^/]+\/captures$/,
  // The study's logo, handwritten signature and professional documents.
  /^\/espace-pro\/etude\/[^/]+\/(informations|configuration|justificatifs-pro)$/,
];

export function isUploadPath(path: string): boolean {
  const bare = path.replace(/\.data$/, "").replace(/\/+$/, "");
  return UPLOAD_PAGES.some((page) => page.test(bare));
}

/** Answers a refused request with `message` (its status set); `code` names the refusal in an API's JSON. */
type Refuse = (req: Request, res: Response, message: string, code?: string) => void;

// host[:port], host a DNS name, IPv4 or bracketed IPv6; the port 1–65535.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

export function isValidHost(value: string | undefined): boolean {
  if (!value || value.length > 255) return false;
  const match = HOST.exec(value);
  if (!match) return false;
  const port = match[1] === undefined ? 443 : Number(match[1]);
  return port >= 1 && port <= 65535 && URL.canParse(`http://${value}/`);
}

/** Methods nobody may use on this server (TRACE echoes headers back: cross-site tracing). */
const FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** What a proxy says about the request it forwards; only a proxy of this deployment may say it. */
const FORWARDED_HEADERS = ["forwarded", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-for"];

/**
 * Every request: a valid Host, an origin-form target whose path decodes, no TRACE. Mounted first. Without a trusted proxy
 * (TRUST_PROXY) the forwarded headers are anybody's word: they are dropped here, before anything reads
 * them (the Remix adapter would build the page's URL from X-Forwarded-Host, and Remix refuse a form
 * whose Origin does not match it with a 500). Behind a trusted proxy, X-Forwarded-Host must be valid too.
 */
export function requestShapeGate(
  refuse: Refuse,
  { fromTrustedProxy = noTrustedProxy }: { fromTrustedProxy?: ProxyTrust } = {},
): RequestHandler {
  return (req, res, next) => {
    if (FORBIDDEN_METHODS.has(req.method)) {
      res.set("Allow", "GET, HEAD, POST");
      return refuse(req, res.status(405), GATE_MESSAGES.methodNotAllowed);
    }
    if (!fromTrustedProxy(req)) for (const name of FORWARDED_HEADERS) delete req.headers[name];
    const forwarded = req.get("x-forwarded-host");
    if (!isValidHost(req.get("host")) || (forwarded !== undefined && !isValidHost(forwarded.split(",")[0]?.trim()))) {
      return refuse(req, res.status(400), GATE_MESSAGES.badRequest);
    }
    if (!req.originalUrl.startsWith("/") || req.originalUrl.startsWith("//")) {
      return refuse(req, res.status(400), GATE_MESSAGES.badRequest);
    }
    // A bad percent-escape (`/%`, `/%E0%A4%A`, an overlong `%C0%AF`) is the visitor's mistake, not the
    // server's: refused here, before the router, the static files and Remix throw their URIError at it.
    // Labelled here: the page matcher would warn about the path on every such request. The words and
    // code are those the platform answers when it is reached directly (platform/http/error-handler.ts).
    if (!isDecodablePath(req.path)) {
      labelRoute(res, "malformed");
      return refuse(req, res.status(400), GATE_MESSAGES.malformedAddress, "malformed_url");
    }
    next();
  };
}

export interface PageGateOptions {
  limits?: BodyLimits;
  /** The uploads streamed through at once (UPLOAD_SLOTS by default). */
  uploads?: UploadSlots;
}

/** The app's pages take GET, HEAD and POST (forms); the body of a POST is a form. Mounted before Remix. */
export function pageRequestGate(
  refuse: Refuse,
  { limits = DEFAULT_LIMITS, uploads = uploadSlots() }: PageGateOptions = {},
): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method === "OPTIONS") {
      res.set("Allow", "GET, HEAD, POST").status(204).end();
      return;
    }
    if (req.method !== "POST") {
      res.set("Allow", "GET, HEAD, POST");
      return refuse(req, res.status(405), GATE_MESSAGES.methodNotAllowed);
    }
    const type = (req.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
    if (type === "multipart/form-data" && !/;\s*boundary=/i.test(req.get("content-type") ?? "")) {
      return refuse(req, res.status(400), GATE_MESSAGES.brokenForm);
    }
    if (!type && hasNoBody(req)) {
      // A button-only POST with no body at all (a client that sends no type for nothing): an empty form.
      res.locals.body = { body: Buffer.alloc(0), contentType: "application/x-www-form-urlencoded" } satisfies GatedBody;
      return next();
    }
    if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
      return refuse(req, res.status(415), GATE_MESSAGES.unsupportedMediaType);
    }
    const upload = type === "multipart/form-data" && isUploadPath(req.path);
    const limit = upload ? limits.upload : limits.form;
    const tooLarge = () => {
      res.set("Connection", "close");
      refuse(req, res.status(413), upload ? GATE_MESSAGES.uploadTooLarge : GATE_MESSAGES.formTooLarge);
    };
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > limit) return tooLarge();
    if (upload) {
      spooledUpload(req, res, limit, uploads)
        .then((outcome) => {
          if (outcome === "gone") return;
          if (outcome === "busy") {
            res.set({ "Retry-After": "10", Connection: "close" });
            return refuse(req, res.status(503), GATE_MESSAGES.uploadsBusy);
          }
          if (outcome === "too-large") return tooLarge();
          if (outcome === "broken") return refuse(req, res.status(400), GATE_MESSAGES.brokenForm);
          res.locals.body = outcome satisfies GatedBody;
          next();
        })
        .catch((error: unknown) => next(error));
      return;
    }
    readBody(req, limit)
      .then((body) => {
        if (body === "too-large") return tooLarge();
        return checkedForm(type, req.get("content-type")!, body).then((checked) => {
          if (!checked) return refuse(req, res.status(400), GATE_MESSAGES.brokenForm);
          res.locals.body = { body: checked, contentType: req.get("content-type")! } satisfies GatedBody;
          next();
        });
      })
      .catch((error: unknown) => next(error));
  };
}

/**
 * An upload, once it holds an upload slot: written to a scratch file as it arrives, then parsed from
 * there (with the app's parser) to check it is a whole multipart form. The file is deleted and the slot
 * freed when the response is over (or its client gone).
 */
async function spooledUpload(
  req: Request,
  res: Response,
  limit: number,
  uploads: UploadSlots,
): Promise<GatedBody | "busy" | "gone" | "too-large" | "broken"> {
  // Held back, in the network buffers, until it has a slot.
  req.pause();
  const release = await uploads.acquire();
  if (!release) return "busy";
  const file = path.join(tmpdir(), `constat-rdv-upload-${randomUUID()}`);
  res.once("close", () => {
    release();
    void rm(file, { force: true });
  });
  // Its client left while it waited.
  if (res.closed) return "gone";
  if ((await spoolBody(req, file, limit)) === "too-large") return "too-large";
  const contentType = req.get("content-type")!;
  try {
    const parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8" });
    // Only the form's shape matters here: each file is read to its end (a cut one fails the parse).
    parser.on("file", (_name: string, stream: NodeJS.ReadableStream) => stream.on("error", () => undefined).resume());
    await pipeline(createReadStream(file), parser);
  } catch {
    return "broken";
  }
  return { file, contentType };
}

/** Where a body goes while it is read: memory for a form, a file for an upload. */
interface BodySink {
  /** Takes a chunk; false holds the request until `resume` is called (the disk is slower than the network). */
  write(chunk: Buffer, resume: () => void): boolean;
  /** Everything read is written. */
  end(): Promise<void>;
  /** Reading failed: stop writing. */
  destroy(): void;
  /** Reports the sink's own failure (a full disk). */
  onError(handler: (error: Error) => void): void;
}

/** Reads the body into `sink`, or stops at "too-large" as soon as it passes `limit` (the rest unread). */
function readWithin(req: Request, limit: number, sink: BodySink): Promise<"done" | "too-large"> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const finish = (outcome: "done" | "too-large") => sink.end().then(() => resolve(outcome), reject);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        void finish("too-large");
        return;
      }
      if (!sink.write(chunk, () => req.resume())) req.pause();
    };
    const onEnd = () => {
      cleanup();
      void finish("done");
    };
    const onError = (error: Error) => {
      cleanup();
      sink.destroy();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    sink.onError(onError);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.resume();
  });
}

/** Writes the body to `file`, or stops at "too-large" as soon as it passes `limit`. */
function spoolBody(req: Request, file: string, limit: number): Promise<"done" | "too-large"> {
  const out = createWriteStream(file, { mode: 0o600 });
  return readWithin(req, limit, {
    write(chunk, resume) {
      if (out.write(chunk)) return true;
      out.once("drain", resume);
      return false;
    },
    end: () => new Promise((resolve) => out.end(() => resolve())),
    destroy: () => out.destroy(),
    onError: (handler) => out.on("error", handler),
  });
}

/** The body, or "too-large" as soon as it passes `limit` (reading stops there). */
async function readBody(req: Request, limit: number): Promise<Buffer | "too-large"> {
  const chunks: Buffer[] = [];
  const outcome = await readWithin(req, limit, {
    write: (chunk) => chunks.push(chunk) > 0,
    end: async () => {},
    destroy: () => {
      chunks.length = 0;
    },
    onError: () => {},
  });
  return outcome === "too-large" ? outcome : Buffer.concat(chunks);
}

/**
 * The body the app will read: a URL-encoded form with each key once (the first value wins: no form of
 * this site repeats a field, and a repeated one would reach the form's schema as a list and lose the
 * input), or a multipart body that parses. Null when the multipart body is broken.
 */
async function checkedForm(type: string, contentType: string, body: Buffer): Promise<Buffer | null> {
  if (type === "application/x-www-form-urlencoded") {
    const fields = new URLSearchParams(body.toString("utf8"));
    const once = new URLSearchParams();
    for (const [key, value] of fields) if (!once.has(key)) once.append(key, value);
    return once.size === fields.size ? body : Buffer.from(once.toString());
  }
  try {
    await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    return body;
  } catch {
    return null;
  }
}

function hasNoBody(req: Request): boolean {
  const length = req.get("content-length");
  return req.get("transfer-encoding") === undefined && (length === undefined || Number(length) === 0);
}

/** A form's body in memory, or an upload's in a scratch file. */
export type GatedBody = { contentType: string } & ({ body: Buffer } | { file: string });

/** The body a page request's gate read, and its type, for the Remix request (server/app-request-handler.ts). */
export function gatedBody(res: Response): GatedBody | undefined {
  return res.locals.body as GatedBody | undefined;
}
