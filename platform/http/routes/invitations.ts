// Following an invitation (pro-side §7 `studies/{id}/bailiff-invitation/{token}`): GET reads it for the
// invitation page (no sign-in needed: the invitee may not have an account yet), POST accepts it for the
// signed-in account of the invited address. Forged: 404; expired or used: 409; another account: 403.
// Also the partner companies' invitations (pro-side §2 'Mes comptes': a partner agent invites a
// colleague), the same invitation under `studies/{id}/invitations`. Who may invite, and which roles, is
// the permission model's (`canInviteInto`, `invitableRoles`): a partner company's accounts give partner
// roles only, in their own company. `studies/{id}/accounts` lists a partner company's accounts for
// its own accounts ('Mes comptes': the colleagues they work with).
import { Router } from "express";
import { z } from "zod";
import { ROLE_NAMES, type RoleName } from "~common/roles";
import { loadActor } from "../../domain/actor";
import { acceptInvitation, readInvitation } from "../../domain/invitations/accept-invitation";
import { inviteIntoStudy, invitingStudy } from "../../domain/invitations/study-invitations";
import { notPermitted } from "../../domain/errors";
import { can, canInviteInto } from "../../domain/roles";
import { listActiveMembers } from "../../domain/study-admin/active-members";
import { handle } from "../async-handler";
import { currentUser, requireUser, studyIdHeader } from "../authenticate";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { email, id, text } from "../fields";
import { parseInput } from "../validate";

const tokenParams = z.object({ studyId: id, token: text(200) });
const roleName = z.enum(ROLE_NAMES as [RoleName, ...RoleName[]], { errorMap: () => ({ message: "Choisissez un rôle." }) });

export function invitationRoutes(context: PlatformContext): Router {
  const router = Router();

  router.get(
    "/studies/:studyId/bailiff-invitation/:token",
    handle(async (req, res) => {
      const { studyId, token } = parseInput(tokenParams, req.params);
      res.json({ data: await readInvitation(context, studyId, token) });
    }),
  );

  router.post(
    "/studies/:studyId/bailiff-invitation/:token",
    requireUser(context),
    handle(async (req, res) => {
      const { studyId, token } = parseInput(tokenParams, req.params);
      const accepted = await acceptInvitation(context, currentUser(res), studyId, token);
      res.json({ data: accepted, message: `Vous avez rejoint ${accepted.study.name}.` });
    }),
  );

  router.get(
    "/studies/:studyId/accounts",
    requireUser(context),
    handle(async (req, res) => {
      const { studyId } = parseInput(z.object({ studyId: id }), req.params);
      const actor = await loadActor(context.db, currentUser(res).id, studyIdHeader(req));
      const study = await invitingStudy(context.db, studyId);
      if (study.type !== "partner" || !can(actor, "partner.accounts", { partnerId: study.id })) throw notPermitted();
      const accounts = await listActiveMembers(context.db, study.id);
      res.json({
        data: accounts.map(({ id: accountId, firstname, lastname, email: address, job_name, roles }) => ({
          id: accountId,
          firstname,
          lastname,
          email: address,
          job_name,
          roles,
        })),
      });
    }),
  );

  router.post(
    "/studies/:studyId/invitations",
    requireUser(context),
    idempotent(context),
    handle(async (req, res) => {
      const { studyId } = parseInput(z.object({ studyId: id }), req.params);
      const actor = await loadActor(context.db, currentUser(res).id, studyIdHeader(req));
      if (!canInviteInto(actor, await invitingStudy(context.db, studyId))) throw notPermitted("Vous ne pouvez pas inviter dans cette étude.");
      const input = parseInput(z.object({ email, role: roleName }), req.body);
      const invitation = await inviteIntoStudy(context, studyId, actor.userId, input);
      res.status(201).json({ data: invitation, message: `L'invitation a été envoyée à ${invitation.email}.` });
    }),
  );

  return router;
}
