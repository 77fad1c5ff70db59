// The platform's express router: its own body parsers, `/oauth/*` at the root, everything else under
// `/api`, JSON 404s and one error handler. Mounted by server.ts under `/_platform`.
import express, { Router } from "express";
import type { PlatformContext } from "./context";
import { errorHandler, notFoundHandler } from "./error-handler";
import { avatarRoutes } from "./routes/avatar";
import { bailiffRoutes } from "./routes/bailiff-access";
import { caseDocumentRoutes } from "./routes/case-documents";
// Calendar connection: the subscription feed, authenticated by its secret token alone.
import { calendarFeedRoutes } from "./routes/calendar-feed";
import { companyDemandRoutes } from "./routes/company-demands";
import { demandCaseRoutes } from "./routes/demand-case";
// Planning a demand's meetings (pro-side §7 demands/{id}/meetings).
import { demandMeetingRoutes } from "./routes/demand-meetings";
import { demandCalendarFileRoutes } from "./routes/demand-calendar-file";
import { demandRoutes } from "./routes/demands";
import { externalGrantRoutes } from "./routes/external-grant";
import { oauthRoutes } from "./routes/oauth";
import { passwordRoutes } from "./routes/password";
// Their data in their hands: the export, the account's deletion, the studies' retention (docs/decisions/3010–3012).
import { personalDataRoutes } from "./routes/personal-data";
import { externalDemandRoutes } from "./routes/phone-bookings";
// Live notifications.
import { notificationRoutes } from "./routes/notifications";
import { professionalRoutes } from "./routes/professionals";
import { profileRoutes } from "./routes/profile";
import { registrationRoutes } from "./routes/registration";
import { reportTypeRoutes } from "./routes/report-types";
// Running the office.
import { invitationRoutes } from "./routes/invitations";
import { studyAdminRoutes, studyLogoRoutes } from "./routes/study-admin";
import { slotRoutes } from "./routes/slots";
import { studyRoutes } from "./routes/studies";
import { supportRoutes } from "./routes/support";
import { testOutboxRoutes } from "./routes/test-outbox";
// Reminders before meetings (docs/decisions/3001–3003): the signed links, the study's lead times, the job's test pass.
import { meetingReminderLinkRoutes } from "./routes/meeting-reminder-links";
import { reminderSettingsRoutes } from "./routes/reminder-settings";
import { travelSettingsRoutes } from "./routes/travel-settings";
import { testReminderRoutes } from "./routes/test-reminders";
import { unfinishedDemandRoutes } from "./routes/unfinished-demands";
import { videoCaptureDownloadRoutes } from "./routes/video-evidence-download";
import { videoLocationCustomerRoutes } from "./routes/video-evidence-customer";
// The call for the customer (account and no-account link) and the signalling's token check.
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
  // Calendar connection.
  api.use(calendarFeedRoutes(context));
  api.use(demandRoutes(context));
  api.use(demandCalendarFileRoutes(context));
  api.use(demandMeetingRoutes(context));
  api.use(externalDemandRoutes(context));
  api.use(companyDemandRoutes(context));
  api.use(demandCaseRoutes(context));
  api.use(caseDocumentRoutes(context));
  // Captures downloaded with their access token; the customer's shared position.
  api.use(videoCaptureDownloadRoutes(context));
  api.use(videoLocationCustomerRoutes(context, context.videoEvidence));
  api.use(bailiffRoutes(context));
  api.use(profileRoutes(context));
  api.use(reportTypeRoutes(context));
  api.use(studyRoutes(context));
  api.use(professionalRoutes(context));
  api.use(slotRoutes(context));
  api.use(unfinishedDemandRoutes(context));
  // Running the office: the study admin's calls, invitation links, the studies' logos.
  api.use("/admin/:studyId", studyAdminRoutes(context));
  api.use("/admin/:studyId", reminderSettingsRoutes(context));
  api.use("/admin/:studyId", travelSettingsRoutes(context));
  api.use(invitationRoutes(context));
  api.use(studyLogoRoutes(context));
  // Video calls and instant requests.
  api.use(videoCustomerRoutes(context));
  api.use(videoLiveRoutes(context));
  api.use(supportRoutes(context, mailFrom));
  // A person's notifications.
  api.use(notificationRoutes(context));
  api.use(meetingReminderLinkRoutes(context));
  api.use(personalDataRoutes(context));
  if (context.exposeOutbox) api.use(testOutboxRoutes(context), testReminderRoutes(context));
  router.use("/api", api);

  router.use(notFoundHandler);
  router.use(errorHandler);
  return router;
}
