// A video session's evidence. The professional's pages sit in the workspace layout
// (app/route-groups/pro.ts spreads them there); the customer's position page in the default layout. The
// image, timestamp token and chain routes are resource routes (no component): only their own loader runs.
import { type RouteConfigEntry, route } from "@remix-run/route-config";

export const videoEvidenceProRoutes: RouteConfigEntry[] = [
  route("espace-pro/dossiers/:id/visio/:meetingId/captures", "routes/video-evidence/pro-captures.tsx"),
  route("espace-pro/dossiers/:id/visio/:meetingId/position", "routes/video-evidence/pro-position.tsx"),
];

export const videoEvidenceResourceRoutes: RouteConfigEntry[] = [
  route("espace-pro/dossiers/:id/visio/:meetingId/captures/:captureId", "routes/video-evidence/capture-image.ts"),
  route(
    "espace-pro/dossiers/:id/visio/:meetingId/captures/:captureId/horodatage",
    "routes/video-evidence/capture-timestamp-token.ts",
  ),
  route("espace-pro/dossiers/:id/visio/:meetingId/chaine", "routes/video-evidence/chain-export.ts"),
];

export const videoEvidenceCustomerRoutes: RouteConfigEntry[] = [
  route("dossier/:id/visio/:meetingId/position", "routes/video-evidence/customer-position.tsx"),
];
