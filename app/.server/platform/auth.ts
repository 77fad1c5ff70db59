// Signing in against the platform: the password grant (client credentials from the environment,
// e-mail lower-cased), the e-mailed login link, token revocation at sign-out (RFC 7009), and the
// current user. A grant carries the browser's device token when it has one (docs/decisions/802) and
// answers a new one when the platform did not know the browser yet.
import { z } from "zod";
import { env } from "~/.server/env";
import { platformRequest, type PlatformAuth } from "./http";
import { userSchema, type User } from "./schemas";

const tokenSchema = z.object({
  token_type: z.string(),
  access_token: z.string().min(1),
  expires_in: z.number(),
  device_token: z.string().optional(),
});
export type AccessToken = z.infer<typeof tokenSchema>;

/** Who asks: the visitor's IP (for the platform's per-IP limits) and the device token they keep. */
export interface GrantClient {
  clientIp?: string | null;
  deviceToken?: string | null;
}

function clientCredentials() {
  const { PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET } = env();
  return { client_id: PLATFORM_CLIENT_ID, client_secret: PLATFORM_CLIENT_SECRET };
}

function grant(fields: Record<string, string>, client: GrantClient = {}): Promise<AccessToken> {
  return platformRequest(tokenSchema, {
    method: "POST",
    path: "/oauth/token",
    auth: { clientIp: client.clientIp },
    form: {
      ...clientCredentials(),
      scope: "*",
      ...fields,
      ...(client.deviceToken ? { device_token: client.deviceToken } : {}),
    },
  });
}

/** Throws InvalidCredentialsError (400) for a wrong pair, TooManyRequestsError (429) when throttled. */
export function login(email: string, password: string, client?: GrantClient): Promise<AccessToken> {
  return grant({ grant_type: "password", username: email.trim().toLowerCase(), password }, client);
}

/** Exchanges the single-use token of an e-mailed login link. */
export function loginWithLink(token: string, client?: GrantClient): Promise<AccessToken> {
  return grant({ grant_type: "login_link", token }, client);
}

/** Sign-out: the platform refuses this token from now on, on every call. */
export async function revokeToken(token: string): Promise<void> {
  await platformRequest(z.unknown(), {
    method: "POST",
    path: "/oauth/revoke",
    form: { ...clientCredentials(), token, token_type_hint: "access_token" },
  });
}

/** Throws UnauthorizedError when the token is missing, expired or revoked. */
export function getCurrentUser(auth: PlatformAuth): Promise<User> {
  return platformRequest(userSchema, { path: "/api/oauth/me", auth });
}
