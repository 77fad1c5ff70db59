// The platform side of the external sign-in: once the identity provider has vouched for an e-mail
// address, the platform issues its own access token for that person (POST /oauth/token with
// grant_type=external, authenticated by the web app's client credentials, which only this server holds).
import { z } from "zod";
import { env } from "../env";
import { platformRequest } from "../platform/http";

export interface ExternalIdentity {
  /** Which provider vouched (its issuer URL). */
  provider: string;
  /** The provider's stable identifier of the person. */
  subject: string;
  email: string;
  firstname?: string;
  lastname?: string;
}

const tokenSchema = z.object({ token_type: z.string(), access_token: z.string().min(1), expires_in: z.number() });

export function requestExternalToken(identity: ExternalIdentity) {
  const { PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET } = env();
  return platformRequest(tokenSchema, {
    method: "POST",
    path: "/oauth/token",
    form: {
      grant_type: "external",
      client_id: PLATFORM_CLIENT_ID,
      client_secret: PLATFORM_CLIENT_SECRET,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email.trim().toLowerCase(),
      email_verified: "true",
      given_name: identity.firstname ?? "",
      family_name: identity.lastname ?? "",
    },
  });
}
