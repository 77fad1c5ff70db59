// Every URL of the customer's side, in one place: routes, links, guard redirects and e-mailed links build
// their paths here, so a renamed page changes one line. The URL tables are customer-side §2 and pro-side
// §2; the route config (app/route-groups/) declares the same patterns. The professional workspace's paths
// are in features/pro/pro-paths.ts: every hydrated page ships this table with its header, and public
// pages must not pay for the workspace's (docs/decisions/1710-public-javascript-budget.md).

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const RELATIVE_BASE = "http://relative.invalid";

/**
 * `path` (a path, or an absolute URL) with `query` set in its query string by URLSearchParams: a query
 * the path already carries is kept (never a second `?`), empty values are left out, the fragment stays.
 */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const url = new URL(path, RELATIVE_BASE);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return SCHEME.test(path) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
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
  /** What the product keeps about people, why and how long (public), and each person's own data in the settings. */
  personalData: "/donnees-personnelles",
  myData: "/parametres/mes-donnees",
  personalDataExport: "/parametres/mes-donnees/telechargement",
  dossier: (demandId: number | string) => `/dossier/${demandId}`,
  /** A case's file (a document, the report), downloaded through the app for whoever may read the case. */
  caseFile: (demandId: number | string, fileId: number | string) => `/dossier/${demandId}/fichiers/${fileId}`,
  planMeeting: (demandId: number | string, reportTypeId: number | string) => `/dossier/${demandId}/planifier/${reportTypeId}`,
  contact: "/contact",
  booking: "/reservation",
  bookingProfessional: "/reservation/professionnel",
  // A case's page on the professional side: also in this table because the notifications and the agenda
  // link a case for either side; the rest of the workspace's paths are in features/pro/pro-paths.ts.
  proDemand: (demandId: number | string) => `/espace-pro/dossiers/${demandId}`,
  videoPosition: (demandId: number | string, meetingId: number | string) => `/dossier/${demandId}/visio/${meetingId}/position`,
  /** The signed-in person's notifications, readable and marked read without JavaScript. */
  notifications: "/notifications",
  // The video call (docs/decisions/1501): the customer's page of a meeting's call, the
  // no-account link (the demand's and the meeting's route tokens), and the instant requests.
  customerCall: (demandId: number | string, meetingId: number | string) => `/dossier/${demandId}/visio/${meetingId}`,
  liveCall: (demandToken: string, meetingToken: string) => `/visio/${demandToken}/${meetingToken}`,
  instantRequest: "/visio-immediate",
  instantRequestWaiting: (demandId: number | string) => `/visio-immediate/${demandId}`,
} as const;
