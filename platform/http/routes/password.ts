// Forgotten password (request and update) and the e-mailed login link. The request endpoints answer
// the same whether or not the account exists, so they reveal nothing about who is registered.
import { Router } from "express";
import { z } from "zod";
import { mailAccountLink } from "../../domain/accounts/account-links";
import { setPasswordFromReset } from "../../domain/accounts/password-reset";
import { consumeOneTimeToken } from "../../domain/one-time-tokens";
import { findUserByEmail } from "../../domain/users";
import { hashPassword } from "../../security/passwords";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { email, optionalText, requiredText } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";
import { passwordRule } from "./registration";

const RESET_SENT = "Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.";

const requestSchema = z.object({ email, callback: optionalText(500), callback_url: optionalText(500) });
/** `email` came with the links that named it in their query (before decision 3822); the token alone is enough. */
const updateSchema = z
  .object({
    token: requiredText(200),
    email: email.optional(),
    password: passwordRule,
    password_confirmation: z.string().max(128),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ["password_confirmation"],
    message: "La confirmation ne correspond pas au mot de passe.",
  });

export function passwordRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  router.post(
    "/users/reset-password",
    handle(async (req, res) => {
      const input = parseInput(requestSchema, req.body);
      await mailAccountLink(context, "reset_password", input.email, input.callback ?? input.callback_url);
      res.json({ data: { message: RESET_SENT }, message: RESET_SENT });
    }),
  );

  router.post(
    "/users/update-password",
    handle(async (req, res) => {
      const input = parseInput(updateSchema, req.body);
      const now = context.now();
      // Named, the address must be the token's account's: a token shown with another address is not burnt.
      const named = input.email === undefined ? undefined : await findUserByEmail(db, input.email);
      const used =
        input.email === undefined || named
          ? await consumeOneTimeToken(db, input.token, ["reset_password"], now, named?.id)
          : undefined;
      if (!used) throw invalidField("token", "Ce lien de réinitialisation n'est plus valide, veuillez en demander un nouveau.");
      await setPasswordFromReset(db, used.user_id, await hashPassword(input.password), now);
      res.json({ message: "Votre mot de passe a été modifié, vous pouvez vous connecter." });
    }),
  );

  router.post(
    "/users/login-link",
    handle(async (req, res) => {
      const input = parseInput(requestSchema, req.body);
      await mailAccountLink(context, "login_link", input.email, input.callback ?? input.callback_url);
      res.json({ message: RESET_SENT });
    }),
  );

  return router;
}
