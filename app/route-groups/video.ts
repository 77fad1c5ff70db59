// The video call and instant requests (docs/decisions/1501): the customer's call page and the
// no-account link's, the instant request's two steps, and the stream-token resource routes of the three
// call pages (one module, three route ids). The professional's pages sit in the workspace layout
// (app/route-groups/pro.ts) and are listed in `proVideoRoutes` below.
import { type RouteConfigEntry, route } from "@remix-run/route-config";

const TOKEN_MODULE = "routes/video/stream-token.ts";

/** Inside the default layout. */
export const videoRoutes: RouteConfigEntry[] = [
  route("dossier/:id/visio/:meeting", "routes/video/customer-call.tsx"),
  route("visio/:demandToken/:meetingToken", "routes/video/live-call.tsx"),
  route("visio-immediate", "routes/video/instant-request.tsx"),
  route("visio-immediate/:id", "routes/video/instant-waiting.tsx"),
];

/** Resource routes (no layout): only their action runs. */
export const videoTokenRoutes: RouteConfigEntry[] = [
  route("dossier/:id/visio/:meeting/jeton", TOKEN_MODULE, { id: "video-token-account" }),
  route("visio/:demandToken/:meetingToken/jeton", TOKEN_MODULE, { id: "video-token-link" }),
  route("espace-pro/dossiers/:id/visio/:meeting/jeton", TOKEN_MODULE, { id: "video-token-study" }),
];

/** Inside the professional workspace's layout. */
export const proVideoRoutes: RouteConfigEntry[] = [
  route("espace-pro/dossiers/:id/visio/:meeting", "routes/video/pro-call.tsx"),
  route("espace-pro/visio-immediate", "routes/video/pro-instant-requests.tsx"),
];
