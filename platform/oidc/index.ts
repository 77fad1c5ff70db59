// The embedded OpenID Connect provider (oidc-provider), mounted under /_oidc when no OIDC_ISSUER_URL
// is configured, so the "Continuer avec Google" button works on a fresh machine and in tests. People
// sign in with their platform account (the caller's `authenticate` checks the password against the
// platform), then consent; the app receives an authorization code on its /g callback, exchanges it for
// an ID token (with the app's nonce, the e-mail and whether it is verified) and hands that to the
// platform, which verifies it. docs/decisions/603-external-sign-in.md, 1803-verified-id-tokens.md.
import express, { Router, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import Provider, { type Account, type Adapter, type Configuration } from "oidc-provider";
import type { PlatformDb } from "../db/open-database";
import { databaseAdapterFactory, type AdapterFactory } from "./database-store";
import { consentPage, errorPage, loginPage, type PageText } from "./interaction-pages";
import { MemoryStore } from "./memory-store";
import { loadOrCreateSharedSigningKeys, loadOrCreateSigningKeys } from "./signing-keys";

export interface DemoIdentity {
  /** The platform's user id: the stable subject of the identity. */
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface OidcProviderOptions {
  /** Public issuer URL, the mount point included (e.g. https://site.example/_oidc). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Secrets signing the provider's cookies (newest first). */
  cookieKeys: string[];
  /** Where the signing key is kept between restarts, without `database`. */
  keysFile: string;
  /**
   * The platform's PostgreSQL database, when it is one: the signing keys (sealed with keys derived from
   * `cookieKeys`) and the provider's sessions, interactions, codes and grants live there, shared by every
   * instance (docs/decisions/2010). Without it, they stay in this process's memory and `keysFile`.
   */
  database?: PlatformDb;
  /** Checks an e-mail and password; the identity, or null when they are wrong. */
  authenticate(email: string, password: string): Promise<DemoIdentity | null>;
  providerName: string;
  clientName: string;
  trustProxy?: boolean;
  rateLimitDisabled?: boolean;
}

export interface OidcProvider {
  router: Router;
}

const SCOPES = ["openid", "email", "profile"];
const LOGIN_FAILED = "Adresse e-mail ou mot de passe incorrect.";
const EXPIRED = "Cette demande de connexion a expiré. Revenez sur le site et recommencez.";
/** Identities of recent sign-ins, for the tokens and userinfo answers that follow (as long as a session). */
const IDENTITY_TTL_SECONDS = 60 * 60;

/** The identities of recent sign-ins, kept beside the provider's own artefacts (any instance reads them). */
interface Identities {
  get(subject: string): Promise<DemoIdentity | undefined>;
  remember(identity: DemoIdentity): Promise<void>;
}

function identitiesIn(adapter: Adapter): Identities {
  return {
    get: async (subject) => (await adapter.find(subject)) as DemoIdentity | undefined,
    remember: (identity) => adapter.upsert(identity.subject, { ...identity }, IDENTITY_TTL_SECONDS),
  };
}

export async function createOidcProvider(options: OidcProviderOptions): Promise<OidcProvider> {
  const adapterFor: AdapterFactory = options.database
    ? databaseAdapterFactory(options.database)
    : (model) => new MemoryStore(model);
  const identities = identitiesIn(adapterFor("Identity"));
  const text: PageText = { providerName: options.providerName, clientName: options.clientName };
  const mountPath = new URL(options.issuer).pathname.replace(/\/+$/, "");

  const findAccount = async (_ctx: unknown, subject: string): Promise<Account | undefined> => {
    const identity = await identities.get(subject);
    if (!identity) return undefined;
    return {
      accountId: subject,
      claims: () => ({
        sub: subject,
        email: identity.email,
        email_verified: identity.emailVerified,
        given_name: identity.givenName,
        family_name: identity.familyName,
        name: `${identity.givenName} ${identity.familyName}`.trim(),
      }),
    };
  };

  const configuration: Configuration = {
    adapter: adapterFor,
    jwks: options.database
      ? await loadOrCreateSharedSigningKeys(options.database, options.cookieKeys)
      : await loadOrCreateSigningKeys(options.keysFile),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: options.clientName,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    findAccount,
    scopes: SCOPES,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    // The granted claims go into the ID token itself, as Google does: the platform reads the person from
    // the token it verifies, never from an answer the app relays (docs/decisions/1803).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    cookies: {
      keys: options.cookieKeys,
      names: { session: "oidc_session", interaction: "oidc_interaction", resume: "oidc_interaction_resume" },
    },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 900, Session: 3600, Grant: 3600 },
    clientBasedCORS: () => false,
    renderError: (ctx) => {
      ctx.type = "html";
      ctx.body = errorPage(text, EXPIRED);
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = Boolean(options.trustProxy);

  const router = Router();
  router.use("/interaction", interactionRoutes(provider, text, mountPath, options, identities));
  router.use(provider.callback());
  return { router };
}

function interactionRoutes(
  provider: Provider,
  text: PageText,
  mountPath: string,
  options: OidcProviderOptions,
  identities: Identities,
): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(express.urlencoded({ extended: false, limit: "10kb", parameterLimit: 10 }));
  // Same-site forms only: a page of another site cannot post a sign-in into this provider.
  router.use((req, res, next) => {
    const site = req.get("sec-fetch-site");
    if (req.method === "POST" && site && site !== "same-origin" && site !== "none") {
      res.status(403).type("html").send(errorPage(text, "Cette demande ne vient pas de ce site."));
      return;
    }
    next();
  });

  const html = (res: Response, status: number, body: string) => res.status(status).type("html").send(body);
  const actionFor = (uid: string, step: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}/${step}`;

  async function details(req: Request, res: Response) {
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      html(res, 400, errorPage(text, EXPIRED));
      return undefined;
    }
  }

  router.get("/:uid", async (req, res, next) => {
    try {
      const interaction = await details(req, res);
      if (!interaction) return;
      if (interaction.prompt.name === "login") {
        html(
          res,
          200,
          loginPage(text, { action: actionFor(interaction.uid, "login"), abortAction: actionFor(interaction.uid, "abort") }),
        );
        return;
      }
      const account = interaction.session?.accountId ? await identities.get(interaction.session.accountId) : undefined;
      html(
        res,
        200,
        consentPage(text, {
          action: actionFor(interaction.uid, "confirm"),
          abortAction: actionFor(interaction.uid, "abort"),
          email: account?.email ?? "",
        }),
      );
    } catch (error) {
      next(error);
    }
  });

  const loginLimit = rateLimit({
    windowMs: 60_000,
    limit: 10,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    skip: () => Boolean(options.rateLimitDisabled),
  });

  router.post("/:uid/login", loginLimit, async (req, res, next) => {
    try {
      const interaction = await details(req, res);
      if (!interaction) return;
      const email = typeof req.body?.email === "string" ? req.body.email.trim().slice(0, 254) : "";
      const password = typeof req.body?.password === "string" ? req.body.password.slice(0, 200) : "";
      const identity = email && password ? await options.authenticate(email, password) : null;
      if (!identity) {
        html(
          res,
          400,
          loginPage(text, {
            action: actionFor(interaction.uid, "login"),
            abortAction: actionFor(interaction.uid, "abort"),
            email,
            error: LOGIN_FAILED,
          }),
        );
        return;
      }
      await identities.remember(identity);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: identity.subject } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  router.post("/:uid/confirm", async (req, res, next) => {
    try {
      const interaction = await details(req, res);
      if (!interaction) return;
      const accountId = interaction.session?.accountId;
      if (interaction.prompt.name !== "consent" || !accountId) {
        html(res, 400, errorPage(text, EXPIRED));
        return;
      }
      const grant = interaction.grantId
        ? ((await provider.Grant.find(interaction.grantId)) ??
          new provider.Grant({ accountId, clientId: interaction.params.client_id as string }))
        : new provider.Grant({ accountId, clientId: interaction.params.client_id as string });
      const missing = interaction.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
      if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    } catch (error) {
      next(error);
    }
  });

  router.post("/:uid/abort", async (req, res, next) => {
    try {
      const interaction = await details(req, res);
      if (!interaction) return;
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "La personne a annulé la connexion." },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  return router;
}
