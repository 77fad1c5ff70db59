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

export interface AppRequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  selection: SiteSelection;
}

export function appRequestHandler({ build, mode, selection }: AppRequestHandlerOptions): express.RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const context = await createRequestContext(request, {
        cspNonce: res.locals.cspNonce as string,
        site: siteForHost(req.get("host"), selection),
        // The visitor's address (behind TRUST_PROXY, the forwarded one): the platform throttles sign-ins
        // and registrations per (account, IP), so it must not see every visitor as the same one.
        clientIp: req.ip,
      });
      await sendRemixResponse(res, await commitRequestCookies(context, await handleRequest(request, context)));
    } catch (error) {
      next(error);
    }
  };
}
