// Every URL of the app, in one place: routes, links, guard redirects and e-mailed links build their
// paths here, so a renamed page changes one line. The URL tables are customer-side §2 and pro-side §2;
// the route config (app/route-groups/) declares the same patterns.

/** `path?key=value…` (values encoded with encodeURIComponent), leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}

export const paths = {
  home: "/",
  login: "/connexion",
  loginLink: "/connexion-email",
  logout: "/deconnexion",
  forgotPassword: "/mot-de-passe-oublie",
  resetPassword: "/utilisateur/modification-mot-de-passe",
  register: "/enregistrement",
  completeRegistration: "/finalisation-enregistrement",
  accountValidation: "/validation-compte",
  externalSignIn: "/auth/oidc",
  profile: "/utilisateur/profil",
  settings: (config?: string) => (config ? `/parametres/${config}` : "/parametres"),
  appointments: (config?: string) => (config ? `/rendez-vous/${config}` : "/rendez-vous"),
  history: "/rendez-vous/historique",
  dossier: (demandId: number | string) => `/dossier/${demandId}`,
  /** A case's file (a document, the report), downloaded through the app for whoever may read the case. */
  caseFile: (demandId: number | string, fileId: number | string) => `/dossier/${demandId}/fichiers/${fileId}`,
  planMeeting: (demandId: number | string, reportTypeId: number | string) => `/dossier/${demandId}/planifier/${reportTypeId}`,
  contact: "/contact",
  booking: "/reservation",
  bookingProfessional: "/reservation/professionnel",
  // The professional workspace (pro-side §2's routes without a path; docs/decisions/921-pro-paths.md).
  proDashboard: "/espace-pro",
  proDemands: "/espace-pro/dossiers",
  proDemand: (demandId: number | string) => `/espace-pro/dossiers/${demandId}`,
  proCurrentStudy: "/espace-pro/etude-courante",
  proPhoneBooking: "/espace-pro/rendez-vous-telephone",
  /** The documents the study asks its customers for, per report type (docs/decisions/1312). */
  proRequiredDocuments: "/espace-pro/documents-demandes",
  proSettings: (config?: string) => (config ? `/espace-pro/parametres/${config}` : "/espace-pro/parametres"),
  studySettings: (studySlug: string, config?: string) =>
    config ? `/espace-pro/etude/${studySlug}/${config}` : `/espace-pro/etude/${studySlug}`,
  meetingByToken: (token: string) => `/espace-pro/rendez-vous/${token}`,
  // Issue 16: the invitation link's page (the platform e-mails /invitation/{studyId}/{token}).
  studyInvitation: (studyId: number | string, token: string) => `/invitation/${studyId}/${encodeURIComponent(token)}`,
  // Issue 15, part B: a video session's evidence (captures, their chain, the customer's position).
  proVideoCaptures: (demandId: number | string, meetingId: number | string) =>
    `/espace-pro/dossiers/${demandId}/visio/${meetingId}/captures`,
  proVideoCaptureImage: (demandId: number | string, meetingId: number | string, captureId: number | string) =>
    `/espace-pro/dossiers/${demandId}/visio/${meetingId}/captures/${captureId}`,
  proVideoCaptureTimestamp: (demandId: number | string, meetingId: number | string, captureId: number | string) =>
    `/espace-pro/dossiers/${demandId}/visio/${meetingId}/captures/${captureId}/horodatage`,
  proVideoChain: (demandId: number | string, meetingId: number | string) =>
    `/espace-pro/dossiers/${demandId}/visio/${meetingId}/chaine`,
  proVideoPosition: (demandId: number | string, meetingId: number | string) =>
    `/espace-pro/dossiers/${demandId}/visio/${meetingId}/position`,
  videoPosition: (demandId: number | string, meetingId: number | string) => `/dossier/${demandId}/visio/${meetingId}/position`,
  /** Issue 16: the signed-in person's notifications, readable and marked read without JavaScript. */
  notifications: "/notifications",
  // Issue 14, calendar connection: the settings page and a professional's private subscription feed.
  proCalendarConnection: "/espace-pro/parametres/calendrier",
  calendarFeed: (token: string) => `/abonnement-agenda/${token}.ics`,
  // Issue 15, the video call (docs/decisions/1501): each side's page of a meeting's call, the
  // no-account link (the demand's and the meeting's route tokens), and the instant requests.
  customerCall: (demandId: number | string, meetingId: number | string) => `/dossier/${demandId}/visio/${meetingId}`,
  liveCall: (demandToken: string, meetingToken: string) => `/visio/${demandToken}/${meetingToken}`,
  proCall: (demandId: number | string, meetingId: number | string) => `/espace-pro/dossiers/${demandId}/visio/${meetingId}`,
  instantRequest: "/visio-immediate",
  instantRequestWaiting: (demandId: number | string) => `/visio-immediate/${demandId}`,
  proInstantRequests: "/espace-pro/visio-immediate",
} as const;
