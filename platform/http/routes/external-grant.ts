// POST /oauth/token with grant_type=external: the web app, after an external identity provider (OpenID
// Connect, Google in production) vouched for a verified e-mail address, asks for the platform's own
// access token for that person. Only the web app's confidential client may ask (its id and secret, as
// the password grant), and the provider must say the address is verified. Other grant types go on to
// the OAuth routes (routes/oauth.ts).
import { timingSafeEqual } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import { issueAccessToken } from "../../domain/access-tokens";
import { accountForExternalIdentity } from "../../domain/external-identities";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { bool, email, optionalText, requiredText } from "../fields";
import { HttpError } from "../http-error";
import { parseInput } from "../validate";

const clientSchema = z.object({ client_id: requiredText(200), client_secret: requiredText(200) });

const externalGrant = z.object({
  grant_type: z.literal("external"),
  provider: requiredText(300),
  subject: requiredText(255),
  email,
  email_verified: bool.refine((verified) => verified, "L'adresse e-mail doit être vérifiée par le fournisseur d'identité."),
  given_name: optionalText(100),
  family_name: optionalText(100),
});

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
      const input = parseInput(externalGrant, req.body);
      const now = context.now();
      const { userId } = await accountForExternalIdentity(
        context.db,
        { email: input.email, givenName: input.given_name, familyName: input.family_name },
        now,
      );
      res.json(await issueAccessToken(context.db, userId, now));
    }),
  );

  return router;
}
