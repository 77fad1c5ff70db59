// The `intent` each form of the dossier page posts (/dossier/{id}): read by the page and its action.
export const DOSSIER_INTENTS = { cancel: "cancel", uploadDocument: "upload-document" } as const;
export type DossierIntent = (typeof DOSSIER_INTENTS)[keyof typeof DOSSIER_INTENTS];
