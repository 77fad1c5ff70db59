// POST /oauth/token with grant_type=external: the web app hands in the ID token an external identity
// provider (OpenID Connect, Google in production) gave it, with the nonce it sent in its authorization
// request, and asks for the platform's own access token for that person. Only the web app's confidential
// client may ask (its id and secret, as the password grant), and the client's word proves nothing: the
// platform verifies the token itself (security/id-tokens.ts) and takes the person and the address from
// it, once. Without a trusted provider configured the grant does not exist. Other grant types go on to
// the OAuth routes (routes/oauth.ts). docs/decisions/1803-verified-id-tokens.md.
import { timingSafeEqual } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import { issueAccessToken } from "../../domain/access-tokens";
import { accountForExternalIdentity, ExternalIdentityConflictError } from "../../domain/external-identities";
import { recordIdTokenUse } from "../../domain/used-id-tokens";
import { IdTokenRejectedError, IssuerUnavailableError, UnverifiedEmailError } from "../../security/id-tokens";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { requiredText } from "../fields";
import { HttpError } from "../http-error";
import { parseInput } from "../validate";

const clientSchema = z.object({ client_id: requiredText(200), client_secret: requiredText(200) });

/** An ID token is a few kilobytes at most; a nonce, a few dozen characters. */
const proofSchema = z.object({
  id_token: z.string().min(1).max(16_000),
  nonce: z.string().min(16).max(512),
});

/** OAuth's error (RFC 6749 §5.2) for clients, and a finer code the app may tell the person about. */
function refused(message: string, error: "invalid_request" | "invalid_grant" | "unsupported_grant_type", code: string = error) {
  return new HttpError(400, message, { error, code });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function externalGrantRoutes(context: PlatformContext): Router {
  const router = Router();

  router.post(
    "/oauth/token",
    handle(async (req, res, next) => {
      if ((req.body as { grant_type?: unknown } | undefined)?.grant_type !== "external") {
        next();
        return;
      }
      const client = parseInput(clientSchema, req.body);
      if (!sameSecret(client.client_id, context.clientId) || !sameSecret(client.client_secret, context.clientSecret)) {
        throw new HttpError(401, "Client non autorisé.", { error: "invalid_client", code: "invalid_client" });
      }
      const verifier = context.idTokens;
      if (!verifier) {
        throw refused("La connexion par un fournisseur d'identité n'est pas configurée.", "unsupported_grant_type");
      }
      const proof = proofSchema.safeParse(req.body);
      if (!proof.success) {
        throw refused("Le jeton d'identité du fournisseur et son nonce sont requis.", "invalid_request");
      }
      const { id_token: idToken, nonce } = proof.data;
      const now = context.now();

      let identity;
      try {
        identity = await verifier.verify(idToken, nonce);
      } catch (error) {
        if (error instanceof UnverifiedEmailError) {
          throw refused(
            "L'adresse e-mail doit être vérifiée par le fournisseur d'identité.",
            "invalid_grant",
            "email_not_verified",
          );
        }
        if (error instanceof IdTokenRejectedError) {
          console.warn(`External grant refused: ${error.reason}`);
          throw refused("Le jeton d'identité du fournisseur n'est pas valide.", "invalid_grant");
        }
        if (error instanceof IssuerUnavailableError) {
          console.error(error.message);
          throw new HttpError(503, "Le fournisseur d'identité ne répond pas, veuillez ré-essayer dans quelques instants.", {
            code: "issuer_unavailable",
          });
        }
        throw error;
      }

      // Checked after the signature, so nobody can spend a nonce they did not receive from the provider.
      if (
        !(await recordIdTokenUse(context.db, { issuer: identity.issuer, idToken, nonce, expiresAt: identity.acceptedUntil }, now))
      ) {
        console.warn("External grant refused: the ID token or its nonce was already used");
        throw refused("Ce jeton d'identité a déjà été utilisé.", "invalid_grant");
      }

      let account;
      try {
        account = await accountForExternalIdentity(context.db, identity, now);
      } catch (error) {
        if (!(error instanceof ExternalIdentityConflictError)) throw error;
        console.warn(`External grant refused: ${error.message}`);
        throw refused(
          "Cette adresse e-mail est liée à une autre personne chez ce fournisseur d'identité.",
          "invalid_grant",
          "identity_conflict",
        );
      }
      res.json(await issueAccessToken(context.db, account.userId, now));
    }),
  );

  return router;
}
