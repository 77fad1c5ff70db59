// The request's platform client, built once by the load context: the session's token and current study
// go with every call, and a token the platform no longer accepts ends the session and sends the user to
// the login page, coming back afterwards (pro-side §6). Every resource module in this folder takes it
// as its first argument (it is a PlatformAuth), so routes never handle tokens or 401s themselves. It
// names the visitor's IP to the platform when the server gave it, and holds the signed-in user as
// /oauth/me answers, asked once per request however many guards, layouts and pages want it.
import { guardRedirect, LOGIN_PATH, withRedirectBack } from "../guards/redirects";
import type { AppSession } from "../session";
import { getCurrentUser } from "./auth";
import type { PlatformAuth } from "./http";
import type { User } from "./schemas";

export interface PlatformClient extends PlatformAuth {
  readonly token: string | null;
  readonly studyId: number | null;
  readonly clientIp: string | null;
  sessionExpired(): Response;
  /**
   * /oauth/me for the session's token and current study. Read again after a sign-in, a change of study
   * or any call that may change data (a non-GET one, which may rename the user or change their
   * permissions): a page rendered after its action's change shows the change.
   */
  currentUser(): Promise<User>;
  changedData(): void;
}

export function createPlatformClient(request: Request, session: AppSession, clientIp?: string): PlatformClient {
  let remembered: { token: string | null; studyId: number | null; user: Promise<User> } | null = null;
  const client: PlatformClient = {
    clientIp: clientIp ?? null,
    // Read at call time: a sign-in during the request changes them.
    get token() {
      return session.token;
    },
    get studyId() {
      return session.studyId;
    },
    sessionExpired() {
      session.destroy();
      return guardRedirect(withRedirectBack(LOGIN_PATH, request));
    },
    currentUser() {
      if (!remembered || remembered.token !== session.token || remembered.studyId !== session.studyId) {
        const user = getCurrentUser(client);
        // A failed read (an expired token's redirect) is not remembered: the next ask tries again.
        user.catch(() => {
          if (remembered?.user === user) remembered = null;
        });
        remembered = { token: session.token, studyId: session.studyId, user };
      }
      return remembered.user;
    },
    changedData() {
      remembered = null;
    },
  };
  return client;
}
