/**
 * The product's one time zone: every professional works, and every date is shown, in Paris time. The only
 * place it is written; the slot engine's rules name their zone in the database (`time_zone`, this one).
 */
export const PARIS_ZONE = "Europe/Paris";
