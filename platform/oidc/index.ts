// The embedded OpenID Connect provider (oidc-provider), mounted under /_oidc when no OIDC_ISSUER_URL
// is configured, so the "Continuer avec Google" button works on a fresh machine and in tests. People
// sign in with their platform account (the caller's `authenticate` checks the password against the
// platform), then consent; the app receives an authorization code on its /g callback, exchanges it for
// an ID token (with the app's nonce, the e-mail and whether it is verified) and hands that to the
// platform, which verifies it. docs/decisions/603-external-sign-in.md, 1803-verified-id-tokens.md.
import express, { Router, type Request, type Response } from "express";
import { rateLimit } from "express-rate-limit";
import Provider, { type Account, type Configuration } from "oidc-provider";
import { consentPage, errorPage, loginPage, type PageText } from "./interaction-pages";
import { MemoryStore } from "./memory-store";
import { loadOrCreateSigningKeys } from "./signing-keys";

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
  /** Where the signing key is kept between restarts. */
  keysFile: string;
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
/** Identities of recent sign-ins, for the userinfo answers that follow (kept as long as a session). */
const IDENTITY_TTL_MS = 60 * 60 * 1000;

export async function createOidcProvider(options: OidcProviderOptions): Promise<OidcProvider> {
  const identities = new Map<string, { identity: DemoIdentity; until: number }>();
  const text: PageText = { providerName: options.providerName, clientName: options.clientName };
  const mountPath = new URL(options.issuer).pathname.replace(/\/+$/, "");

  const findAccount = async (_ctx: unknown, subject: string): Promise<Account | undefined> => {
    const known = identities.get(subject);
    if (!known || known.until < Date.now()) return undefined;
    const { identity } = known;
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
    adapter: MemoryStore,
    jwks: await loadOrCreateSigningKeys(options.keysFile),
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
  identities: Map<string, { identity: DemoIdentity; until: number }>,
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
      const account = interaction.session?.accountId ? identities.get(interaction.session.accountId) : undefined;
      html(
        res,
        200,
        consentPage(text, {
          action: actionFor(interaction.uid, "confirm"),
          abortAction: actionFor(interaction.uid, "abort"),
          email: account?.identity.email ?? "",
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
      identities.set(identity.subject, { identity, until: Date.now() + IDENTITY_TTL_MS });
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
