// Running the office: a study's settings (pro-side §2 "study settings", decision 921's
// /espace-pro/etude/{slug}/{config}) in their own frame, and the invitation link's page.
import { type RouteConfigEntry, layout, route } from "@remix-run/route-config";

export const studySettingsRoutes: RouteConfigEntry[] = [
  route("espace-pro/etude/:slug", "routes/study-settings/index.ts"),
  layout("routes/study-settings/layout.tsx", [
    route("espace-pro/etude/:slug/membres", "routes/study-settings/members.tsx"),
    route("espace-pro/etude/:slug/invitations", "routes/study-settings/invitations.tsx"),
    route("espace-pro/etude/:slug/prestations", "routes/study-settings/report-types.tsx"),
    route("espace-pro/etude/:slug/informations", "routes/study-settings/information.tsx"),
    route("espace-pro/etude/:slug/configuration", "routes/study-settings/configuration.tsx"),
    // The study's travel settings: which on-site slots its professionals can reach (docs/decisions/3005).
    route("espace-pro/etude/:slug/deplacements", "routes/study-settings/travel.tsx"),
    // Study settings' child `justificatifs-pro` (pro-side §2): the professional's own documents.
    route("espace-pro/etude/:slug/justificatifs-pro", "routes/study-settings/professional-documents.tsx"),
    // How long the study keeps the video evidence no report uses (docs/decisions/3012).
    route("espace-pro/etude/:slug/conservation", "routes/study-settings/data-retention.tsx"),
  ]),
  route("invitation/:studyId/:token", "routes/study-settings/invitation.tsx"),
  // The settings menu's 'Mes études' (a literal path: it wins over /parametres/:config?).
  route("parametres/etudes", "routes/study-settings/my-studies.tsx"),
];
