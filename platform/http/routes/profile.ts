// The user's own profile: update (answering which confirmations were sent), default study and job name.
import { Router, type Response } from "express";
import { z } from "zod";
import { setDefaultStudy, setJobName, updateProfile, type ProfileChanges } from "../../domain/accounts/profile";
import { membershipsOf } from "../../domain/memberships";
import { agendaConnection, presentUser } from "../../domain/present-user";
import { emailTaken, findUser } from "../../domain/users";
import { hashPassword, verifyPassword } from "../../security/passwords";
import { handle } from "../async-handler";
import { currentUser, requireUser, studyIdHeader } from "../authenticate";
import type { PlatformContext } from "../context";
import { bool, email, frenchPhone, id, optionalText, personName, requiredText } from "../fields";
import { forbidden, invalidField } from "../http-error";
import { parseInput } from "../validate";
import { passwordRule } from "./registration";

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const updateSchema = z
  .object({
    firstname: optional(personName),
    lastname: optional(personName),
    civility: optional(z.preprocess((value) => Number(value), z.union([z.literal(1), z.literal(2)]))),
    email: optional(email),
    phone: optional(frenchPhone),
    nationality: optionalText(60),
    address: optionalText(255),
    cgu: optional(bool),
    password: optional(z.string().max(128)),
    new_password: optional(passwordRule),
    password_confirmation: optional(z.string().max(128)),
    callback_url: optionalText(500),
  })
  .refine((input) => input.new_password === undefined || input.new_password === input.password_confirmation, {
    path: ["password_confirmation"],
    message: "La confirmation ne correspond pas au mot de passe.",
  });

export function profileRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function reloadUser(res: Response, userId: number, studyId: number | undefined) {
    const user = (await findUser(db, userId))!;
    return presentUser(user, await membershipsOf(db, userId), {
      apiBase: res.locals.apiBase as string,
      currentStudyId: studyId,
      now: context.now(),
      agenda: await agendaConnection(db, userId),
    });
  }

  router.put(
    "/users/:id",
    requireUser(context),
    handle(async (req, res) => {
      const user = currentUser(res);
      const { id: targetId } = parseInput(z.object({ id }), req.params);
      if (targetId !== user.id) throw forbidden();
      const input = parseInput(updateSchema, req.body);
      const changes: ProfileChanges = {
        firstname: input.firstname,
        lastname: input.lastname,
        civility: input.civility,
        nationality: input.nationality,
        address: input.address,
        cgu_accepted_at: input.cgu === true && !user.cgu_accepted_at ? context.now() : undefined,
      };
      if (input.new_password !== undefined) {
        // Someone who already has a password proves they know it; a guest sets theirs for the first time.
        if (user.password_hash && !(input.password && (await verifyPassword(input.password, user.password_hash)))) {
          throw invalidField("password", "Le mot de passe actuel est incorrect.");
        }
        changes.password_hash = await hashPassword(input.new_password);
      }
      const emailChanged = input.email !== undefined && input.email !== user.email;
      const phoneChanged = input.phone !== undefined && input.phone !== user.phone;
      if (emailChanged) {
        if (await emailTaken(db, input.email!, user.id)) throw invalidField("email", "Cette adresse e-mail est déjà utilisée.");
        changes.email = input.email;
      }
      if (phoneChanged) changes.phone = input.phone;
      await updateProfile(context, user.id, changes, {
        firstname: (input.firstname ?? user.firstname) || "",
        callback: input.callback_url,
        currentSessionTokenHash: res.locals.accessTokenHash as string,
      });
      res.json({
        user: await reloadUser(res, user.id, studyIdHeader(req)),
        confirmationsSent: { email: emailChanged, phone: phoneChanged },
      });
    }),
  );

  router.post(
    "/users/default-study",
    requireUser(context),
    handle(async (req, res) => {
      const user = currentUser(res);
      const { default_study } = parseInput(z.object({ default_study: id }), req.body);
      await setDefaultStudy(db, user.id, default_study, context.now());
      res.json(await reloadUser(res, user.id, default_study));
    }),
  );

  router.post(
    "/users/:id/studies/:studyId",
    requireUser(context),
    handle(async (req, res) => {
      const user = currentUser(res);
      const params = parseInput(z.object({ id, studyId: id }), req.params);
      if (params.id !== user.id) throw forbidden();
      const { job_name } = parseInput(z.object({ job_name: requiredText(100) }), req.body);
      await setJobName(db, user.id, params.studyId, job_name);
      res.json(await reloadUser(res, user.id, params.studyId));
    }),
  );

  return router;
}
