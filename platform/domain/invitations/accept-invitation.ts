// Following an invitation link (pro-side §7 `studies/{id}/bailiff-invitation/{token}`): the token is
// looked up by its digest in the study of the URL. A forged token, another study's, an expired or an
// already used one each get their French message and grant nothing. Accepting is for the account whose
// e-mail was invited: it joins the study with the invited role (or gains it, if it already belonged),
// and since the link reached that mailbox, the address counts as confirmed. A role the study's type may
// not give (an invitation sent before that rule) is refused here too.
import type { PlatformDb } from "../../db/open-database";
import type { RoleName, UserRow } from "../../db/schema";
import { hashToken } from "../../security/tokens";
import type { DomainContext } from "../context";
import { conflict, notFound, notPermitted } from "../errors";
import { raiseNotifications, studyAdminIds } from "../notifications/raise-notifications";
import { invitableRoles } from "../roles";
import { roleLabel } from "./invitation-messages";
import { asRole } from "~common/french-elision";

export const INVITATION_MESSAGES = {
  unknown: "Ce lien d'invitation n'est pas valide. Vérifiez que vous avez copié le lien en entier.",
  expired: "Ce lien d'invitation a expiré. Demandez à l'étude de vous inviter à nouveau.",
  used: "Cette invitation a déjà été acceptée.",
  otherEmail: "Cette invitation a été envoyée à une autre adresse e-mail : connectez-vous avec le compte de cette adresse.",
  roleNotForStudy: "Cette invitation ne peut pas être acceptée : ce rôle n'existe pas dans cette structure.",
} as const;

export interface InvitationView {
  study: { id: number; name: string; slug: string };
  email: string;
  role: RoleName;
  expires_at: Date;
}

async function findInvitation(db: PlatformDb, studyId: number, token: string) {
  // Tokens are base64url: anything else is forged, never looked up.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound(INVITATION_MESSAGES.unknown);
  const invitation = await db
    .selectFrom("study_invitations")
    .innerJoin("studies", "studies.id", "study_invitations.study_id")
    .select([
      "study_invitations.id",
      "study_invitations.email",
      "study_invitations.role",
      "study_invitations.expires_at",
      "study_invitations.accepted_at",
      "studies.id as study_id",
      "studies.name as study_name",
      "studies.slug as study_slug",
      "studies.type as study_type",
    ])
    .where("study_invitations.token_hash", "=", hashToken(token))
    .where("study_invitations.study_id", "=", studyId)
    .executeTakeFirst();
  if (!invitation) throw notFound(INVITATION_MESSAGES.unknown);
  return invitation;
}

/** What the invitation page shows, or why it cannot be used. */
export async function readInvitation(context: DomainContext, studyId: number, token: string): Promise<InvitationView> {
  const invitation = await findInvitation(context.db, studyId, token);
  if (invitation.accepted_at) throw conflict("invitation_used", INVITATION_MESSAGES.used);
  if (invitation.expires_at.getTime() <= context.now().getTime()) throw conflict("invitation_expired", INVITATION_MESSAGES.expired);
  if (!invitableRoles(invitation.study_type).includes(invitation.role)) throw notPermitted(INVITATION_MESSAGES.roleNotForStudy);
  return {
    study: { id: invitation.study_id, name: invitation.study_name, slug: invitation.study_slug },
    email: invitation.email,
    role: invitation.role,
    expires_at: invitation.expires_at,
  };
}

export async function acceptInvitation(context: DomainContext, user: UserRow, studyId: number, token: string): Promise<InvitationView> {
  const view = await readInvitation(context, studyId, token);
  if (view.email.toLowerCase() !== user.email.toLowerCase()) throw notPermitted(INVITATION_MESSAGES.otherEmail);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    // One conditional update: two clicks at once, or a link that expired meanwhile, accept at most once.
    const taken = await trx
      .updateTable("study_invitations")
      .set({ accepted_at: now, accepted_by: user.id })
      .where("token_hash", "=", hashToken(token))
      .where("accepted_at", "is", null)
      .where("expires_at", ">", now)
      .returning("id")
      .executeTakeFirst();
    if (!taken) throw conflict("invitation_used", INVITATION_MESSAGES.used);
    let membership = await trx
      .selectFrom("memberships")
      .select("id")
      .where("user_id", "=", user.id)
      .where("study_id", "=", studyId)
      .executeTakeFirst();
    membership ??= await trx
      .insertInto("memberships")
      .values({ user_id: user.id, study_id: studyId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("membership_roles")
      .values({ membership_id: membership.id, role: view.role })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .updateTable("users")
      .set({
        email_verified_at: user.email_verified_at ?? now,
        default_study_id: user.default_study_id ?? studyId,
        updated_at: now,
      })
      .where("id", "=", user.id)
      .execute();
    // The study's admins hear of it at once (decision 1620), in the same transaction.
    await raiseNotifications(
      trx,
      {
        kind: "invitation_accepted",
        studyId,
        text: `${user.firstname} ${user.lastname} a rejoint ${view.study.name} ${asRole(roleLabel(view.role))}.`,
        recipients: await studyAdminIds(trx, studyId),
        actorId: user.id,
      },
      now,
    );
  });
  return view;
}
