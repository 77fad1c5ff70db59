// The embedded implementations of the platform API, the content service and the geolocation service
// (platform/), mounted on the app's own server when no upstream URL is configured (ARCHITECTURE.md),
// and the embedded OpenID provider (platform/oidc) when no OIDC_ISSUER_URL is.
// They come before the browser-facing rate limits: the app calls them over loopback for every visitor.
import path from "node:path";
import type { Express } from "express";
import { createPlatform, type Platform } from "../platform";
import type { PlatformDb } from "../platform/db/open-database";
import type { NotificationSink } from "../platform/domain/notifications/notification-dispatcher";
import { createContentService } from "../platform/content";
import { createGeoService, loadGeoData } from "../platform/geo";
import type { GeoData } from "../platform/geo";
import { createOidcProvider, type DemoIdentity } from "../platform/oidc";
import type { TrustedIssuer } from "../platform/security/id-tokens";
import { useFastPasswordHashingForTests } from "../platform/security/passwords";
import type { Env } from "../app/.server/env";
import { purposeKey } from "../common/purpose-keys.server";
import { getCurrentUser, login } from "../app/.server/platform/auth";
import { InvalidCredentialsError, TooManyRequestsError } from "../app/.server/platform/errors";
import { logger } from "../platform/observability/logger";
import { mailboxEnabled, mailboxRouter } from "./mailbox-page";

export interface EmbeddedServices {
  /** The embedded platform, when mounted: its database check (/readyz) and its gauges (/metrics). */
  platform?: Pick<Platform, "checkDatabase" | "registerMetrics">;
  close(): Promise<void>;
}

/**
 * The platform's per-IP registration limit: its own default, unless RATE_LIMIT_DISABLED (tests only)
 * lifts it with the other limits, since an end-to-end run registers far more than ten customers an hour
 * from one address.
 */
export function registrationsPerIpPerHour(env: Pick<Env, "RATE_LIMIT_DISABLED">): number | undefined {
  return env.RATE_LIMIT_DISABLED ? 1_000_000 : undefined;
}

/** The embedded OpenID provider's issuer: its public address, which browsers reach. */
const embeddedIssuer = (env: Pick<Env, "PUBLIC_URL">) => `${env.PUBLIC_URL.replace(/\/+$/, "")}/_oidc`;

/**
 * The identity provider whose ID tokens the platform's external grant accepts (docs/decisions/1803):
 * OIDC_ISSUER_URL, or the embedded provider, whose keys this server reads over loopback (it may not
 * reach its own public address).
 */
export function trustedIdentityProvider(
  env: Pick<Env, "OIDC_ISSUER_URL" | "OIDC_CLIENT_ID" | "PUBLIC_URL" | "PORT">,
): TrustedIssuer {
  if (env.OIDC_ISSUER_URL) return { issuer: env.OIDC_ISSUER_URL.replace(/\/+$/, ""), clientId: env.OIDC_CLIENT_ID };
  return { issuer: embeddedIssuer(env), clientId: env.OIDC_CLIENT_ID, discoveryUrl: `http://127.0.0.1:${env.PORT}/_oidc` };
}

/** Where the embedded platform pushes committed notifications (the server's sockets). */
export interface LiveOptions {
  onNotifications?: NotificationSink;
}

export async function mountEmbeddedServices(app: Express, env: Env, live: LiveOptions = {}): Promise<EmbeddedServices> {
  const closers: (() => Promise<void>)[] = [];
  // The embedded OpenID provider keeps its keys and sessions in the platform's PostgreSQL database, when it
  // is one, so that every instance shares them (docs/decisions/2010).
  let sharedDatabase: PlatformDb | undefined;
  let mounted: Platform | undefined;
  let geo: GeoData | undefined;
  const geography = async () => (geo ??= await loadGeoData());

  if (!env.PLATFORM_API_URL) {
    if (env.FAST_PASSWORD_HASHING) useFastPasswordHashingForTests();
    const platform = await createPlatform({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      clientId: env.PLATFORM_CLIENT_ID,
      clientSecret: env.PLATFORM_CLIENT_SECRET,
      publicUrl: env.PUBLIC_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      exposeOutbox: env.PLATFORM_EXPOSE_OUTBOX,
      registrationsPerIpPerHour: registrationsPerIpPerHour(env),
      // The video evidence looks addresses up through the geolocation service.
      geoApiUrl: env.GEO_API_URL ?? `http://127.0.0.1:${env.PORT}/_geo`,
      geoApiKey: env.GEO_API_KEY,
      // Optional RFC 3161 timestamps of the video captures (decision 1530).
      tsaUrl: env.TSA_URL,
      tsaCertPem: env.TSA_CERT_PEM,
      onNotifications: live.onNotifications,
      // Calendar connection.
      calendarImportAllowPrivateHosts: env.CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS,
      externalIdentity: trustedIdentityProvider(env),
    });
    closers.push(() => platform.close());
    if (env.DATABASE_URL) sharedDatabase = platform.db;
    mounted = platform;
    app.use("/_platform", platform.router);
    if (mailboxEnabled(env)) app.use(mailboxRouter(platform.db));
  }
  if (!env.GEO_API_URL) {
    app.use("/_geo", createGeoService(await geography(), { apiKey: env.GEO_API_KEY }).router);
  }
  if (!env.CONTENT_API_URL) {
    const content = await createContentService({ contentDir: path.resolve("content"), geo: await geography() });
    for (const problem of content.problems) logger("web").warn(`Contenu : ${problem}`);
    app.use("/_content", content.router);
  }

  if (!env.OIDC_ISSUER_URL) {
    const publicUrl = env.PUBLIC_URL.replace(/\/+$/, "");
    const oidc = await createOidcProvider({
      issuer: embeddedIssuer(env),
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      redirectUris: [`${publicUrl}/g`],
      // Its own keys, derived from each session secret: the same rotation, never the session cookie's key.
      cookieKeys: env.SESSION_SECRET.map((secret) => purposeKey(secret, "oidcProviderCookies").toString("base64url")),
      keysFile: path.resolve(env.DATA_DIR, "oidc", "jwks.json"),
      database: sharedDatabase,
      authenticate: platformIdentity,
      providerName: env.OIDC_PROVIDER_NAME,
      clientName: "Constat RDV",
      trustProxy: env.TRUST_PROXY !== false,
      rateLimitDisabled: env.RATE_LIMIT_DISABLED,
    });
    app.use("/_oidc", oidc.router);
  }

  return {
    platform: mounted,
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}

/** The embedded provider's accounts are the platform's: the password is checked by the platform's grant. */
async function platformIdentity(email: string, password: string): Promise<DemoIdentity | null> {
  try {
    const token = await login(email, password);
    const user = await getCurrentUser({ token: token.access_token });
    return {
      subject: String(user.id),
      email: user.email,
      emailVerified: user.verified,
      givenName: user.firstname,
      familyName: user.lastname,
    };
  } catch (error) {
    if (error instanceof InvalidCredentialsError || error instanceof TooManyRequestsError) return null;
    throw error;
  }
}
