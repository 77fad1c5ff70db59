// Signing in against the platform: the password grant (client credentials from the environment,
// e-mail lower-cased), the e-mailed login link, and the current user.
import { z } from "zod";
import { env } from "~/.server/env";
import { platformRequest, type PlatformAuth } from "./http";
import { userSchema, type User } from "./schemas";

const tokenSchema = z.object({ token_type: z.string(), access_token: z.string().min(1), expires_in: z.number() });
export type AccessToken = z.infer<typeof tokenSchema>;

function grant(fields: Record<string, string>): Promise<AccessToken> {
  const { PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET } = env();
  return platformRequest(tokenSchema, {
    method: "POST",
    path: "/oauth/token",
    form: { client_id: PLATFORM_CLIENT_ID, client_secret: PLATFORM_CLIENT_SECRET, scope: "*", ...fields },
  });
}

/** Throws InvalidCredentialsError (400) for a wrong pair, TooManyRequestsError (429) when locked. */
export function login(email: string, password: string): Promise<AccessToken> {
  return grant({ grant_type: "password", username: email.trim().toLowerCase(), password });
}

/** Exchanges the single-use token of an e-mailed login link. */
export function loginWithLink(token: string): Promise<AccessToken> {
  return grant({ grant_type: "login_link", token });
}

/** Throws UnauthorizedError when the token is missing, expired or revoked. */
export function getCurrentUser(auth: PlatformAuth): Promise<User> {
  return platformRequest(userSchema, { path: "/api/oauth/me", auth });
}
