// The call pages' form intents, shared by their components and actions.
export const CONSENT_INTENT = "consent";
export const END_INTENT = "end";
