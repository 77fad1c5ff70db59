// Registration (with or without a password: without one, the answer's token is the "customer token"
// that lets a guest book and set a password later), e-mail/phone verification and resending it.
// Registration is limited per end-user IP, and an address already in use is told to its owner by
// e-mail as well as to the visitor (docs/decisions/805).
import { Router } from "express";
import { z } from "zod";
import { issueAccessToken } from "../../domain/access-tokens";
import { changeEmail, changePhone, confirmContact } from "../../domain/accounts/contact-verification";
import { checkReferringStudies, openAccount, warnOwnerOfRegistrationAttempt } from "../../domain/accounts/registration";
import { sendEmailConfirmation, sendPhoneConfirmation } from "../../domain/confirmations";
import { emailTaken } from "../../domain/users";
import { hashPassword } from "../../security/passwords";
import { WindowLimit } from "../../security/window-limit";
import { handle } from "../async-handler";
import { currentUser, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { bool, email, frenchPhone, optionalId, optionalText, personName, requiredText } from "../fields";
import { endUserIp } from "../end-user";
import { invalid, invalidField, tooManyRequests } from "../http-error";
import { parseInput } from "../validate";

export const passwordRule = z.string().min(8, "Le mot de passe doit contenir au moins 8 caractères.").max(128);

const registerSchema = z
  .object({
    firstname: personName,
    lastname: personName,
    email,
    phone: frenchPhone,
    civility: z.preprocess(
      (value) => (value === "" || value == null ? undefined : Number(value)),
      z.union([z.literal(1), z.literal(2)]).optional(),
    ),
    password: passwordRule.optional(),
    password_confirmation: z.string().max(128).optional(),
    cgu: bool.refine((accepted) => accepted, "Veuillez accepter les CGU"),
    nationality: optionalText(60),
    address: optionalText(255),
    source: optionalText(40),
    source_study_id: optionalId,
    affiliate_id: optionalId,
  })
  .refine((input) => input.password === undefined || input.password === input.password_confirmation, {
    path: ["password_confirmation"],
    message: "La confirmation ne correspond pas au mot de passe.",
  });

const callbackQuery = z.object({ callback_url: optionalText(500) });
const sendTokenSchema = z.object({ type: z.enum(["sms", "mail"]), new_value: optionalText(254) });

const HOUR = 3600_000;

export function registrationRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;
  const registrations = new WindowLimit(context.registrationsPerIpPerHour, HOUR);
  // One "someone tried to register with your address" e-mail per address and hour, not a mail bomb.
  const ownerNotices = new WindowLimit(1, HOUR);

  router.post(
    "/users",
    handle(async (req, res) => {
      const input = parseInput(registerSchema, req.body);
      const { callback_url } = parseInput(callbackQuery, { callback_url: req.query.callback_url ?? req.body?.callback_url });
      const ip = endUserIp(context, req);
      const now = context.now();
      // Every well-formed attempt counts, whether the address is free or taken: probing costs the same.
      // Without the visitor's IP (the app could not tell) the app server's own per-IP limit applies.
      if (ip !== undefined) {
        const verdict = registrations.hit(ip, now.getTime());
        if (!verdict.allowed) throw tooManyRequests(res, verdict.retryAfterMs);
      }
      if (await emailTaken(db, input.email)) {
        if (ownerNotices.hit(input.email, now.getTime()).allowed) await warnOwnerOfRegistrationAttempt(context, input.email);
        throw invalidField("email", "Cette adresse e-mail est déjà utilisée.");
      }
      await checkReferringStudies(db, input);
      const passwordHash = input.password ? await hashPassword(input.password, { client: ip }) : null;
      const userId = await openAccount(context, input, passwordHash, callback_url);
      const token = await issueAccessToken(db, userId, now);
      res.status(201).json({
        result: true,
        id: userId,
        accessToken: token.access_token,
        token_type: token.token_type,
        expires_in: token.expires_in,
      });
    }),
  );

  router.post(
    "/users/verify_mail/:token",
    handle(async (req, res) => {
      const { token } = parseInput(z.object({ token: requiredText(200) }), req.params);
      const type = await confirmContact(db, token, context.now());
      res.json(
        type === "mail"
          ? { message: "Votre adresse e-mail est confirmée.", type }
          : { message: "Votre numéro de téléphone est confirmé.", type },
      );
    }),
  );

  router.post(
    "/users/send-token",
    requireUser(context),
    handle(async (req, res) => {
      const user = currentUser(res);
      const input = parseInput(sendTokenSchema, req.body);
      const { callback_url } = parseInput(callbackQuery, { callback_url: req.query.callback_url ?? req.body?.callback_url });
      const now = context.now();
      const target = { userId: user.id, firstname: user.firstname, callback: callback_url };
      if (input.type === "mail") {
        const address = input.new_value ? parseInput(z.object({ new_value: email }), input).new_value : user.email;
        if (address !== user.email) {
          if (await emailTaken(db, address, user.id)) throw invalidField("new_value", "Cette adresse e-mail est déjà utilisée.");
          await changeEmail(db, user.id, address, now);
        }
        await sendEmailConfirmation(context, db, { ...target, email: address });
      } else {
        const phone = input.new_value ? parseInput(z.object({ new_value: frenchPhone }), input).new_value : user.phone;
        if (!phone) throw invalid({ new_value: ["Ce champ est obligatoire."] });
        if (phone !== user.phone) await changePhone(db, user.id, phone, now);
        await sendPhoneConfirmation(context, db, { ...target, phone });
      }
      res.json({
        message:
          input.type === "mail"
            ? "Un e-mail de confirmation vient d'être envoyé."
            : "Un SMS de confirmation vient d'être envoyé.",
        type: input.type,
      });
    }),
  );

  return router;
}
