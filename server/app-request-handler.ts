// The Remix handler with the app's load context (the shape of Hydrogen's server.ts): the context of
// each request is built before the handler (session, current study, platform client: see
// app/.server/request-context.ts) and the cookies it changed are written once, after it. The
// conversions between Express and the Fetch API are the Express adapter's own.
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import type express from "express";
import { commitRequestCookies, createRequestContext } from "../app/.server/request-context";
import { siteForHost, type SiteSelection } from "../app/features/site/site-context";
import { gatedBody } from "./request-gate";

export interface AppRequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  selection: SiteSelection;
}

export function appRequestHandler({ build, mode, selection }: AppRequestHandlerOptions): express.RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      // A form's body was read (and checked) by the page gate (request-gate.ts): the app gets that copy.
      const body = gatedBody(res);
      const adapted = createRemixRequest(req, res);
      const request = body
        ? new Request(adapted, { body: new Uint8Array(body), headers: withoutLength(adapted.headers) })
        : adapted;
      const context = await createRequestContext(request, {
        cspNonce: res.locals.cspNonce as string,
        site: siteForHost(req.get("host"), selection),
      });
      await sendRemixResponse(res, await commitRequestCookies(context, await handleRequest(request, context)));
    } catch (error) {
      next(error);
    }
  };
}

/** The headers of a request whose body was replaced: its length is the new body's. */
function withoutLength(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete("content-length");
  return copy;
}
