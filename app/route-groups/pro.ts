// The professional workspace (pro-side §2: bailiff dashboard, bailiff history, demand), inside the
// default layout and the workspace's own layout (navigation by role, current study, study switcher).
// The paths are decision 921's; the bailiff settings, study settings and meeting-by-token pages come
// with their own issues (their paths are already in app/features/site/paths.ts).
import { type RouteConfigEntry, layout, route } from "@remix-run/route-config";
import { videoEvidenceProRoutes, videoEvidenceResourceRoutes } from "./video-evidence";
// The professional's call page and the instant requests.
import { proVideoRoutes } from "./video";

export const proRoutes: RouteConfigEntry[] = [
  // A resource route (no component): only its action runs, never the layout's loader.
  route("espace-pro/etude-courante", "routes/pro/current-study.ts"),
  // A video session's capture images and chain export (resource routes).
  ...videoEvidenceResourceRoutes,
  // A professional's private subscription feed (a resource route, its secret token in the path).
  route("abonnement-agenda/:file", "routes/pro/calendar-connection-feed.ts"),
  layout("routes/pro/layout.tsx", [
    route("espace-pro", "routes/pro/dashboard.tsx"),
    route("espace-pro/dossiers", "routes/pro/demands.tsx"),
    route("espace-pro/dossiers/:id", "routes/pro/demand.tsx"),
    // Planning a meeting of the dossier: by service, or any meeting by its id (docs/decisions/3101).
    route("espace-pro/dossiers/:id/planifier/:report", "routes/pro/plan-meeting.tsx", { id: "routes/pro/plan-meeting" }),
    route("espace-pro/dossiers/:id/replanifier/:meetingId", "routes/pro/plan-meeting.tsx", {
      id: "routes/pro/reschedule-meeting",
    }),
    route("espace-pro/rendez-vous-telephone", "routes/pro/phone-booking.tsx"),
    // The documents the study asks its customers for, per service (decision 1312).
    route("espace-pro/documents-demandes", "routes/pro/demand-requirements.tsx"),
    route("espace-pro/parametres/disponibilites", "routes/pro/availability.tsx"),
    route("espace-pro/parametres/zones", "routes/pro/zones.tsx"),
    // Calendar connection (decision 1430).
    route("espace-pro/parametres/calendrier", "routes/pro/calendar-connection.tsx"),
    // Study settings' child `agenda` (decision 921): the study's agenda.
    route("espace-pro/etude/:slug/agenda", "routes/pro/agenda.tsx"),
    // A day's meetings to print and to export (decision 3830).
    route("espace-pro/etude/:slug/agenda/journee", "routes/pro/agenda-day-sheet.tsx"),
    route("espace-pro/etude/:slug/agenda/journee.csv", "routes/pro/agenda-day-export.ts"),
    // A video session's captures and the customer's shared position.
    ...videoEvidenceProRoutes,
    ...proVideoRoutes,
  ]),
];
