// OAuth endpoints: the password grant (client id and secret from configuration, e-mail lower-cased),
// the login-link grant that exchanges an e-mailed single-use token, and the current user.
import { timingSafeEqual } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import { issueAccessToken } from "../../domain/access-tokens";
import { membershipsOf } from "../../domain/memberships";
import { consumeOneTimeToken } from "../../domain/one-time-tokens";
import { presentUser } from "../../domain/present-user";
import { findUserByEmail } from "../../domain/users";
import { LoginThrottle } from "../../security/login-throttle";
import { verifyAgainstDecoy, verifyPassword } from "../../security/passwords";
import { handle } from "../async-handler";
import { currentUser, requireUser, studyIdHeader } from "../authenticate";
import type { PlatformContext } from "../context";
import { email, requiredText } from "../fields";
import { HttpError } from "../http-error";
import { parseInput } from "../validate";

const INVALID_LOGIN = "Les informations de connexion saisies ne sont pas valides, veuillez vérifier votre saisie et ré-essayer";

const clientSchema = z.object({ client_id: requiredText(200), client_secret: requiredText(200) });
const passwordGrant = z.object({
  grant_type: z.literal("password"),
  username: email,
  password: requiredText(200),
  scope: z.string().max(200).optional(),
});
const loginLinkGrant = z.object({ grant_type: z.literal("login_link"), token: requiredText(200) });
const grantSchema = z.object({
  grant_type: z.enum(["password", "login_link"], { errorMap: () => ({ message: "Type d'autorisation non pris en charge." }) }),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const invalidGrant = () => new HttpError(400, INVALID_LOGIN, { error: "invalid_grant", code: "invalid_credentials" });

export function oauthRoutes(context: PlatformContext): Router {
  const router = Router();
  const throttle = new LoginThrottle();

  router.post(
    "/oauth/token",
    handle(async (req, res) => {
      const client = parseInput(clientSchema, req.body);
      if (!sameSecret(client.client_id, context.clientId) || !sameSecret(client.client_secret, context.clientSecret)) {
        throw new HttpError(401, "Client non autorisé.", { error: "invalid_client", code: "invalid_client" });
      }
      const { grant_type } = parseInput(grantSchema, req.body);
      const now = context.now();

      if (grant_type === "login_link") {
        const { token } = parseInput(loginLinkGrant, req.body);
        const used = await consumeOneTimeToken(context.db, token, ["login_link"], now);
        if (!used) throw invalidGrant();
        // Opening the link proves the mailbox: the address counts as verified.
        await context.db
          .updateTable("users")
          .set({ email_verified_at: now })
          .where("id", "=", used.user_id)
          .where("email_verified_at", "is", null)
          .execute();
        res.json(await issueAccessToken(context.db, used.user_id, now));
        return;
      }

      const { username, password } = parseInput(passwordGrant, req.body);
      if (throttle.isBlocked(username, now.getTime())) {
        throw new HttpError(429, "Une erreur est survenue, veuillez ré-essayer dans quelques secondes", {
          code: "too_many_attempts",
        });
      }
      const user = await findUserByEmail(context.db, username);
      const valid = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
      if (!user || !valid) {
        throttle.recordFailure(username, now.getTime());
        throw invalidGrant();
      }
      throttle.reset(username);
      res.json(await issueAccessToken(context.db, user.id, now));
    }),
  );

  const me = handle(async (req, res) => {
    const user = currentUser(res);
    const memberships = await membershipsOf(context.db, user.id);
    res.json(
      presentUser(user, memberships, {
        apiBase: res.locals.apiBase as string,
        currentStudyId: studyIdHeader(req),
        now: context.now(),
      }),
    );
  });
  router.get("/api/oauth/me", requireUser(context), me);
  router.get("/oauth/me", requireUser(context), me);

  return router;
}
