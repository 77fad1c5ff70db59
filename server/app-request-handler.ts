// The Remix handler with the app's load context (the shape of Hydrogen's server.ts): the context of
// each request is built before the handler (session, current study, platform client: see
// app/.server/request-context.ts) and the cookies it changed are written once, after it. The
// conversions between Express and the Fetch API are the Express adapter's own. The handler runs in the
// request's scope (its id goes with every platform call), entered again here: the page gate reads a
// form's body from stream events, which do not carry the scope across.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import type express from "express";
import { commitRequestCookies, createRequestContext } from "../app/.server/request-context";
import { withUploadScratch } from "../app/.server/upload-form";
import { platformOutageSeen } from "../app/features/site/platform-outage.server";
import { siteForHost, type SiteSelection } from "../app/features/site/site-context";
import serverPages from "../app/locales/fr/server-pages.json";
import { newRequestId, runInRequestScope } from "../common/request-scope.server";
import { sendRefusal } from "./plain-pages";
import { gatedBody } from "./request-gate";
import { requestScopeOf } from "./request-telemetry";

/** The platform's own Retry-After while its database is down (platform/http/error-handler.ts). */
const PLATFORM_RETRY_AFTER_SECONDS = 5;

export interface AppRequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  selection: SiteSelection;
}

export function appRequestHandler({ build, mode, selection }: AppRequestHandlerOptions): express.RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return (req, res, next) => {
    void runInRequestScope(requestScopeOf(res) ?? { requestId: newRequestId() }, () => handle(req, res, next));
  };

  async function handle(req: express.Request, res: express.Response, next: express.NextFunction) {
    try {
      // A form's body was read (and checked) by the page gate (request-gate.ts): the app gets that copy,
      // an upload's streamed from the file the gate wrote it to.
      const gated = gatedBody(res);
      // The cross-site guard has judged the Origin whole, by the site's one rule (cross-site-guard.ts).
      // Remix would judge it again by its host alone against Host, and abort with a 500 a form the
      // guard let through from another of the site's origins (PUBLIC_URL's, a sibling host's).
      delete req.headers.origin;
      const adapted = createRemixRequest(req, res);
      const request = gated
        ? new Request(adapted, {
            body: "file" in gated ? uploadStream(gated.file, res) : new Uint8Array(gated.body),
            headers: headersFor(adapted.headers, gated.contentType),
            duplex: "half",
          } as RequestInit)
        : adapted;
      const context = await createRequestContext(request, {
        cspNonce: res.locals.cspNonce as string,
        site: siteForHost(req.get("host"), selection),
        // The visitor's address (behind TRUST_PROXY, the forwarded one): the platform throttles sign-ins
        // and registrations per (account, IP), so it must not see every visitor as the same one.
        clientIp: req.ip,
      });
      // The files an upload form wrote to disk are deleted once its action has sent them on.
      const response = await withUploadScratch(() => handleRequest(request, context));
      if (response.status >= 500 && platformOutageSeen(context)) {
        // The platform does not answer (its database is down): the maintenance page with Retry-After,
        // as the drain gives, instead of the page Remix made of the error (decision 3622).
        await response.body?.cancel();
        res.status(503).set("Retry-After", String(PLATFORM_RETRY_AFTER_SECONDS));
        sendRefusal(req, res, serverPages.refusals.unavailable);
        return;
      }
      const answer = await commitRequestCookies(context, response);
      // The app's own 503 pages (a study page whose platform call failed) say when to come back, too.
      if (answer.status === 503 && !answer.headers.has("retry-after")) res.set("Retry-After", String(PLATFORM_RETRY_AFTER_SECONDS));
      // A header the app sets replaces the server's default of that name (security headers): the
      // adapter appends, which sent two values of the same header (docs/decisions/3805).
      for (const name of new Set(answer.headers.keys())) if (name !== "set-cookie") res.removeHeader(name);
      await sendRemixResponse(res, answer);
    } catch (error) {
      next(error);
    }
  }
}

/** An upload's body, read from the gate's file; closed with the response even if the page never read it. */
function uploadStream(file: string, res: express.Response): ReadableStream {
  const stream = createReadStream(file);
  res.once("close", () => stream.destroy());
  return Readable.toWeb(stream) as ReadableStream;
}

/** The headers of a request whose body was replaced: its length is the new body's, its type the gate's. */
function headersFor(headers: Headers, contentType: string): Headers {
  const copy = new Headers(headers);
  copy.delete("content-length");
  copy.set("content-type", contentType);
  return copy;
}
