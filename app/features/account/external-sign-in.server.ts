// External sign-in with remix-auth and remix-auth-oauth2 against an OpenID Connect provider (Google in
// production, OIDC_ISSUER_URL; the embedded provider of platform/oidc otherwise). The strategy keeps the
// state and PKCE verifier in its own short cookie; the authorization request also carries a fresh nonce,
// which the start route keeps with the state in the sign-in's cookie (external-return.ts). The callback
// does not read who the person is: it hands the provider's ID token and that nonce to the platform,
// which verifies them (docs/decisions/1803). remix-auth 4 keeps no session, so the callback puts the
// platform's token in our session cookie (app/.server/auth.ts). docs/decisions/603-external-sign-in.md.
import { randomBytes } from "node:crypto";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { cookiesAreSecure, env } from "~/.server/env";
import type { ExternalSignInProof } from "./external-grant.server";
import { readExternalReturn } from "./external-return.server";

export const OIDC_STRATEGY = "oidc";
/** Prefix of the strategy's state cookies (one per sign-in attempt, five minutes). */
const OIDC_STATE_COOKIE = "oidc_state";
const EXTERNAL_CALLBACK_PATH = "/g";

/** The provider's answer does not belong to the sign-in this browser started (no nonce kept for its state). */
class UnknownSignInAttemptError extends Error {}

interface ProviderEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
}

const discoverySchema = z.object({
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
});

async function providerEndpoints(): Promise<ProviderEndpoints> {
  const current = env();
  if (!current.OIDC_ISSUER_URL) {
    // The embedded provider: the browser goes to the public URL, this server talks to it over loopback.
    const publicBase = `${current.PUBLIC_URL.replace(/\/+$/, "")}/_oidc`;
    const loopback = `http://127.0.0.1:${current.PORT}/_oidc`;
    return { authorizationEndpoint: `${publicBase}/auth`, tokenEndpoint: `${loopback}/token` };
  }
  const issuer = current.OIDC_ISSUER_URL.replace(/\/+$/, "");
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`OpenID discovery failed at ${issuer} (${response.status})`);
  const discovered = discoverySchema.parse(await response.json());
  return { authorizationEndpoint: discovered.authorization_endpoint, tokenEndpoint: discovered.token_endpoint };
}

/** The authorization code flow, with a fresh nonce in each authorization request (OpenID Connect Core §3.1.2.1). */
class OpenIdConnectStrategy extends OAuth2Strategy<ExternalSignInProof> {
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const withNonce = super.authorizationParams(params, request);
    withNonce.set("nonce", randomBytes(32).toString("base64url"));
    return withNonce;
  }
}

/** The state and nonce of the authorization request the strategy's redirect sends the browser with. */
export function authorizationAttempt(redirect: Response): { state: string; nonce: string } {
  const location = new URL(redirect.headers.get("Location") ?? "");
  const state = location.searchParams.get("state");
  const nonce = location.searchParams.get("nonce");
  if (!state || !nonce) throw new Error("The authorization request carries no state or no nonce");
  return { state, nonce };
}

/** The ID token the provider issued, with the nonce this browser's sign-in sent: the platform verifies both. */
async function signInProof(request: Request, idToken: string): Promise<ExternalSignInProof> {
  const { attempt } = await readExternalReturn(request);
  const state = new URL(request.url).searchParams.get("state");
  if (!attempt || attempt.state !== state) throw new UnknownSignInAttemptError("no nonce kept for this state");
  return { idToken, nonce: attempt.nonce };
}

let authenticator: Promise<Authenticator<ExternalSignInProof>> | undefined;

/** Built once: discovery happens on the first external sign-in, not at boot; a failed discovery is retried. */
export function externalAuthenticator(): Promise<Authenticator<ExternalSignInProof>> {
  authenticator ??= (async () => {
    const current = env();
    const endpoints = await providerEndpoints();
    const strategy = new OpenIdConnectStrategy(
      {
        clientId: current.OIDC_CLIENT_ID,
        clientSecret: current.OIDC_CLIENT_SECRET,
        authorizationEndpoint: endpoints.authorizationEndpoint,
        tokenEndpoint: endpoints.tokenEndpoint,
        redirectURI: `${current.PUBLIC_URL.replace(/\/+$/, "")}${EXTERNAL_CALLBACK_PATH}`,
        scopes: ["openid", "email", "profile"],
        cookie: {
          name: OIDC_STATE_COOKIE,
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
          maxAge: 5 * 60,
          ...(cookiesAreSecure(current) ? { secure: true as const } : {}),
        },
      },
      async ({ request, tokens }) => signInProof(request, tokens.idToken()),
    );
    return new Authenticator<ExternalSignInProof>().use(strategy, OIDC_STRATEGY);
  })().catch((error: unknown) => {
    authenticator = undefined;
    throw error;
  });
  return authenticator;
}

/** Set-Cookie values removing the strategy's state cookies that came with the request. */
export function clearedStateCookies(request: Request): string[] {
  const secure = cookiesAreSecure() ? "; Secure" : "";
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("=", 1)[0] ?? "")
    .filter((name) => name.startsWith(OIDC_STATE_COOKIE) && /^[\w:-]+$/.test(name))
    .map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}
