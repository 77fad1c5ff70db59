// The summary of the signed-in user kept in the session cookie and shown by the layout; the guards
// (app/.server/guards/) decide with it without asking the platform on every request.
export interface SessionUser {
  id: number;
  firstname: string;
  lastname: string;
  civility: number | null;
  /** Role names in the current study (pro-side §6: roles are resolved per current study). */
  roles: string[];
  /** The e-mail address is confirmed (the platform's `verified`). */
  verified: boolean;
  /** Name, phone, password and terms are all there (the platform's `isFullyRegistered`). */
  fullyRegistered: boolean;
}
