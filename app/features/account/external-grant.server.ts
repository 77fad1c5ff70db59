// The platform side of the external sign-in: the web app hands the identity provider's ID token and the
// nonce of its sign-in to the platform (POST /oauth/token with grant_type=external, authenticated by the
// web app's client credentials, which only this server holds). The platform verifies the token itself and
// issues its own access token for the person it names (docs/decisions/1803-verified-id-tokens.md).
import { z } from "zod";
import { env } from "~/.server/env";
import { platformRequest } from "~/.server/platform/http";

export interface ExternalSignInProof {
  /** The ID token the provider issued to this site, as received from its token endpoint. */
  idToken: string;
  /** The nonce this browser's authorization request carried; the ID token must name it. */
  nonce: string;
}

const tokenSchema = z.object({ token_type: z.string(), access_token: z.string().min(1), expires_in: z.number() });

export function requestExternalToken(proof: ExternalSignInProof) {
  const { PLATFORM_CLIENT_ID, PLATFORM_CLIENT_SECRET } = env();
  return platformRequest(tokenSchema, {
    method: "POST",
    path: "/oauth/token",
    form: {
      grant_type: "external",
      client_id: PLATFORM_CLIENT_ID,
      client_secret: PLATFORM_CLIENT_SECRET,
      id_token: proof.idToken,
      nonce: proof.nonce,
    },
  });
}
