// The summary of the signed-in user kept in the session cookie and shown by the layout.
export interface SessionUser {
  id: number;
  firstname: string;
  lastname: string;
  civility: number | null;
  roles: string[];
  verified: boolean;
}
