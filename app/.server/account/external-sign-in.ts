// External sign-in with remix-auth and remix-auth-oauth2 against an OpenID Connect provider (Google in
// production, OIDC_ISSUER_URL; the embedded provider of platform/oidc otherwise). The strategy keeps the
// state and PKCE verifier in its own short cookie; remix-auth 4 keeps no session, so the callback puts
// the platform's token in our session cookie (app/.server/auth.ts). docs/decisions/603-external-sign-in.md.
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { cookiesAreSecure, env } from "../env";
import type { ExternalIdentity } from "./external-grant";

export const OIDC_STRATEGY = "oidc";
/** Prefix of the strategy's state cookies (one per sign-in attempt, five minutes). */
export const OIDC_STATE_COOKIE = "oidc_state";
export const EXTERNAL_CALLBACK_PATH = "/g";

/** The provider answered, but not with a verified address: the platform cannot trust it. */
export class UnverifiedExternalEmailError extends Error {}

interface ProviderEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
}

const discoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
});

const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]).default(false),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

async function providerEndpoints(): Promise<ProviderEndpoints> {
  const current = env();
  if (!current.OIDC_ISSUER_URL) {
    // The embedded provider: the browser goes to the public URL, this server talks to it over loopback.
    const publicBase = `${current.PUBLIC_URL.replace(/\/+$/, "")}/_oidc`;
    const loopback = `http://127.0.0.1:${current.PORT}/_oidc`;
    return {
      issuer: publicBase,
      authorizationEndpoint: `${publicBase}/auth`,
      tokenEndpoint: `${loopback}/token`,
      userinfoEndpoint: `${loopback}/me`,
    };
  }
  const issuer = current.OIDC_ISSUER_URL.replace(/\/+$/, "");
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`OpenID discovery failed at ${issuer} (${response.status})`);
  const discovered = discoverySchema.parse(await response.json());
  return {
    issuer: discovered.issuer,
    authorizationEndpoint: discovered.authorization_endpoint,
    tokenEndpoint: discovered.token_endpoint,
    userinfoEndpoint: discovered.userinfo_endpoint,
  };
}

async function readIdentity(endpoints: ProviderEndpoints, accessToken: string): Promise<ExternalIdentity> {
  const response = await fetch(endpoints.userinfoEndpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The identity provider's userinfo answered ${response.status}`);
  const info = userinfoSchema.parse(await response.json());
  if (!info.email_verified) throw new UnverifiedExternalEmailError(info.email);
  return {
    provider: endpoints.issuer,
    subject: info.sub,
    email: info.email.toLowerCase(),
    firstname: info.given_name,
    lastname: info.family_name,
  };
}

let authenticator: Promise<Authenticator<ExternalIdentity>> | undefined;

/** Built once: discovery happens on the first external sign-in, not at boot; a failed discovery is retried. */
export function externalAuthenticator(): Promise<Authenticator<ExternalIdentity>> {
  authenticator ??= (async () => {
    const current = env();
    const endpoints = await providerEndpoints();
    const strategy = new OAuth2Strategy<ExternalIdentity>(
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
      async ({ tokens }) => readIdentity(endpoints, tokens.accessToken()),
    );
    return new Authenticator<ExternalIdentity>().use(strategy, OIDC_STRATEGY);
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
