// The platform's express router: its own body parsers, `/oauth/*` at the root, everything else under
// `/api`, JSON 404s and one error handler. Mounted by server.ts under `/_platform`.
import express, { Router } from "express";
import type { PlatformContext } from "./context";
import { errorHandler, notFoundHandler } from "./error-handler";
import { avatarRoutes } from "./routes/avatar";
import { bailiffRoutes } from "./routes/bailiff-access";
import { caseDocumentRoutes } from "./routes/case-documents";
import { companyDemandRoutes } from "./routes/company-demands";
import { demandCaseRoutes } from "./routes/demand-case";
import { demandRoutes } from "./routes/demands";
import { externalGrantRoutes } from "./routes/external-grant";
import { oauthRoutes } from "./routes/oauth";
import { passwordRoutes } from "./routes/password";
import { externalDemandRoutes } from "./routes/phone-bookings";
import { professionalRoutes } from "./routes/professionals";
import { profileRoutes } from "./routes/profile";
import { registrationRoutes } from "./routes/registration";
import { reportTypeRoutes } from "./routes/report-types";
import { slotRoutes } from "./routes/slots";
import { studyRoutes } from "./routes/studies";
import { supportRoutes } from "./routes/support";
import { testOutboxRoutes } from "./routes/test-outbox";
import { unfinishedDemandRoutes } from "./routes/unfinished-demands";
// Issue 15: the call for the customer (account and no-account link) and the signalling's token check.
import { videoCustomerRoutes } from "./routes/video-customer";
import { videoLiveRoutes } from "./routes/video-live";

export function createRouter(context: PlatformContext, mailFrom: string): Router {
  const router = Router();
  const publicBase = context.publicUrl.replace(/\/+$/, "");

  router.use((req, res, next) => {
    // Absolute URLs of the platform's own files: configured origin + where the router is mounted.
    res.locals.apiBase = `${publicBase}${req.baseUrl}`;
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "1mb" }));
  router.use(express.urlencoded({ extended: true, limit: "1mb", parameterLimit: 200 }));

  // The external grant first: it hands every other grant type on to the OAuth routes.
  router.use(externalGrantRoutes(context));
  router.use(oauthRoutes(context));

  const api = Router();
  // Avatar before profile: "/users/avatar" must not be read as "/users/:id".
  api.use(avatarRoutes(context));
  api.use(registrationRoutes(context));
  api.use(passwordRoutes(context));
  api.use(demandRoutes(context));
  api.use(externalDemandRoutes(context));
  api.use(companyDemandRoutes(context));
  api.use(demandCaseRoutes(context));
  api.use(caseDocumentRoutes(context));
  api.use(bailiffRoutes(context));
  api.use(profileRoutes(context));
  api.use(reportTypeRoutes(context));
  api.use(studyRoutes(context));
  api.use(professionalRoutes(context));
  api.use(slotRoutes(context));
  api.use(unfinishedDemandRoutes(context));
  // Issue 15: video calls and instant requests.
  api.use(videoCustomerRoutes(context));
  api.use(videoLiveRoutes(context));
  api.use(supportRoutes(context, mailFrom));
  if (context.exposeOutbox) api.use(testOutboxRoutes(context));
  router.use("/api", api);

  router.use(notFoundHandler);
  router.use(errorHandler);
  return router;
}
