// The professional workspace's URLs (pro-side §2's routes without a path; docs/decisions/921-pro-paths.md),
// apart from the customer's table in features/site/paths.ts so that only the workspace's pages ship them
// (docs/decisions/1710-public-javascript-budget.md).

export const proPaths = {
  proDashboard: "/espace-pro",
  proDemands: "/espace-pro/dossiers",
  // Planning a dossier's meeting (docs/decisions/3101): the one of a service waiting for a slot, and any
  // meeting by its id (pro-side §2: the reschedule route takes the demand and the meeting).
  proPlanMeeting: (demandId: number | string, reportTypeId: number | string) =>
    `/espace-pro/dossiers/${demandId}/planifier/${reportTypeId}`,
  proRescheduleMeeting: (demandId: number | string, meetingId: number | string) =>
    `/espace-pro/dossiers/${demandId}/replanifier/${meetingId}`,
  proCurrentStudy: "/espace-pro/etude-courante",
  proPhoneBooking: "/espace-pro/rendez-vous-telephone",
  /** The documents the study asks its customers for, per report type (docs/decisions/1312). */
  proRequiredDocuments: "/espace-pro/documents-demandes",
  proSettings: (config?: string) => (config ? `/espace-pro/parametres/${config}` : "/espace-pro/parametres"),
  studySettings: (studySlug: string, config?: string) =>
    config ? `/espace-pro/etude/${studySlug}/${config}` : `/espace-pro/etude/${studySlug}`,
  meetingByToken: (token: string) => `/espace-pro/rendez-vous/${token}`,
  // The invitation link's page (the platform e-mails /invitation/{studyId}/{token}).
  studyInvitation: (studyId: number | string, token: string) => `/invitation/${studyId}/${encodeURIComponent(token)}`,
  // A video session's evidence (captures, their chain, the customer's position).
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
  // Calendar connection: the settings page and a professional's private subscription feed.
  proCalendarConnection: "/espace-pro/parametres/calendrier",
  calendarFeed: (token: string) => `/abonnement-agenda/${token}.ics`,
  // The video call (docs/decisions/1501): the professional's page of a meeting's call and the
  // instant requests waiting for an answer.
  proCall: (demandId: number | string, meetingId: number | string) => `/espace-pro/dossiers/${demandId}/visio/${meetingId}`,
  proInstantRequests: "/espace-pro/visio-immediate",
} as const;
