// The summary of the signed-in user kept in the session cookie and shown by the layout; the guards
// (app/.server/guards/) decide with it without asking the platform on every request. What the user may
// do is what the platform lets them do in the current study (/oauth/me's permissions): the menus it
// drives ask those, as the pages' guards do; the role names only word things (« Maître »).
export interface SessionUser {
  id: number;
  firstname: string;
  lastname: string;
  civility: number | null;
  /** Role names in the current study, for the wording alone (a bailiff is addressed « Maître »). */
  roles: string[];
  /** The permissions of the current study (pro-side §6: resolved per current study; common/permissions.ts). */
  permissions: string[];
  /** The e-mail address is confirmed (the platform's `verified`). */
  verified: boolean;
  /** Name, phone, password and terms are all there (the platform's `isFullyRegistered`). */
  fullyRegistered: boolean;
}
