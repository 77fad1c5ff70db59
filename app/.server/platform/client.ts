// The request's platform client, built once by the load context: the session's token and current study
// go with every call, and a token the platform no longer accepts ends the session and sends the user to
// the login page, coming back afterwards (pro-side §6). Every resource module in this folder takes it
// as its first argument (it is a PlatformAuth), so routes never handle tokens or 401s themselves. It
// names the visitor's IP to the platform when the server gave it.
import { guardRedirect, LOGIN_PATH, withRedirectBack } from "../guards/redirects";
import type { AppSession } from "../session";
import type { PlatformAuth } from "./http";

export interface PlatformClient extends PlatformAuth {
  readonly token: string | null;
  readonly studyId: number | null;
  readonly clientIp: string | null;
  sessionExpired(): Response;
}

export function createPlatformClient(request: Request, session: AppSession, clientIp?: string): PlatformClient {
  return {
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
  };
}
