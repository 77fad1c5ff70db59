// OAuth endpoints: the password grant (client id and secret from configuration, e-mail lower-cased),
// the login-link grant that exchanges an e-mailed single-use token, token revocation (RFC 7009, the
// app's sign-out) and the current user. The password grant is throttled per (account, client) and its
// hashing bounded (docs/decisions/802); both grants hand a new browser a device token.
import { timingSafeEqual } from "node:crypto";
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { issueAccessToken, revokeAccessToken } from "../../domain/access-tokens";
import { markEmailProven } from "../../domain/accounts/contact-verification";
import { knownDevice, rememberDevice } from "../../domain/known-devices";
import { membershipsOf } from "../../domain/memberships";
import { consumeOneTimeToken } from "../../domain/one-time-tokens";
import { agendaConnection, presentUser } from "../../domain/present-user";
import { findUserByEmail } from "../../domain/users";
import { LoginThrottle, type LoginClient } from "../../security/login-throttle";
import { verifyAgainstDecoy, verifyPassword } from "../../security/passwords";
import { handle } from "../async-handler";
import { currentUser, requireUser, studyIdHeader } from "../authenticate";
import type { PlatformContext } from "../context";
import { endUserIp } from "../end-user";
import { email, requiredText } from "../fields";
import { HttpError, tooManyRequests } from "../http-error";
import { parseInput } from "../validate";

const INVALID_LOGIN = "Les informations de connexion saisies ne sont pas valides, veuillez vérifier votre saisie et ré-essayer";

const clientSchema = z.object({ client_id: requiredText(200), client_secret: requiredText(200) });
/** The device token a browser received at an earlier sign-in, if any. */
const deviceToken = z.string().max(200).optional();
const passwordGrant = z.object({
  grant_type: z.literal("password"),
  username: email,
  password: requiredText(200),
  scope: z.string().max(200).optional(),
  device_token: deviceToken,
});
const loginLinkGrant = z.object({ grant_type: z.literal("login_link"), token: requiredText(200), device_token: deviceToken });
const revocation = z.object({ token: requiredText(500), token_type_hint: z.string().max(40).optional() });
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

  function authenticateClient(req: Request): void {
    const client = parseInput(clientSchema, req.body);
    if (!sameSecret(client.client_id, context.clientId) || !sameSecret(client.client_secret, context.clientSecret)) {
      throw new HttpError(401, "Client non autorisé.", { error: "invalid_client", code: "invalid_client" });
    }
  }

  /** The access token, plus a device token when this browser was not known yet. */
  async function signedIn(res: Response, userId: number, knownId: number | undefined, now: Date) {
    const device = await rememberDevice(context.db, userId, knownId, now);
    res.json({ ...(await issueAccessToken(context.db, userId, now)), ...(device ? { device_token: device } : {}) });
  }

  router.post(
    "/oauth/token",
    handle(async (req, res) => {
      authenticateClient(req);
      const { grant_type } = parseInput(grantSchema, req.body);
      const now = context.now();

      if (grant_type === "login_link") {
        const { token, device_token } = parseInput(loginLinkGrant, req.body);
        // A customer booked by phone opens their finish-account link the same way (docs/decisions/1320).
        const used = await consumeOneTimeToken(context.db, token, ["login_link", "finish_account"], now);
        if (!used) throw invalidGrant();
        await markEmailProven(context.db, used.user_id, now);
        await signedIn(res, used.user_id, await knownDevice(context.db, used.user_id, device_token), now);
        return;
      }

      const { username, password, device_token } = parseInput(passwordGrant, req.body);
      const ip = endUserIp(context, req);
      const user = await findUserByEmail(context.db, username);
      const deviceId = user ? await knownDevice(context.db, user.id, device_token) : undefined;
      // A known device is its own client; anyone else is their IP ("app" when the app could not tell).
      const client: LoginClient = deviceId !== undefined ? { device: deviceId } : { ip: ip ?? "app" };
      const verdict = throttle.check(username, client, now.getTime());
      if (!verdict.allowed) throw tooManyRequests(res, verdict.retryAfterMs);
      const lane = deviceId !== undefined ? { priority: true } : { client: ip };
      // A full hashing queue throws HashQueueFullError: 429 (error-handler.ts).
      const valid = user?.password_hash
        ? await verifyPassword(password, user.password_hash, lane)
        : await verifyAgainstDecoy(password, lane);
      if (!user || !valid) {
        throttle.recordFailure(username, client, now.getTime());
        throw invalidGrant();
      }
      throttle.recordSuccess(username, client);
      await signedIn(res, user.id, deviceId, now);
    }),
  );

  // RFC 7009: the client revokes a token it holds (sign-out). 200 whether or not the token was valid.
  router.post(
    "/oauth/revoke",
    handle(async (req, res) => {
      authenticateClient(req);
      const { token } = parseInput(revocation, req.body);
      await revokeAccessToken(context.db, token, context.now());
      res.json({});
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
        agenda: await agendaConnection(context.db, user.id),
      }),
    );
  });
  router.get("/api/oauth/me", requireUser(context), me);
  router.get("/oauth/me", requireUser(context), me);

  return router;
}
