// Invitations into a study (pro-side §3 Invitation {email, role_id}, §5 "Invite role choices exclude
// StudyAdmin and Customer", §7 `invitation` POST, GET, resend POST, DELETE). The roles a study may give
// depend on its type (`invitableRoles`: a partner company never makes professionals). The e-mailed token is
// random (256 bits) and only its sha256 is stored; it expires after a week and works once. Inviting an
// address again while an invitation is pending sends a new link (the old one stops working); an address
// that already belongs to the study is refused.
import type { PlatformDb } from "../../db/open-database";
import type { RoleName, StudyType } from "../../db/schema";
import { hashToken, newToken } from "../../security/tokens";
import type { DomainContext } from "../context";
import { invalidInput, notFound, notPermitted } from "../errors";
import { siteLink } from "../links";
import { invitableRoles, isInvitableAnywhere } from "../roles";
import { INVITATION_LIFETIME_DAYS, invitationMessage } from "./invitation-messages";

/** Why a role that exists elsewhere cannot be given in a study of this type. */
export const ROLE_NOT_FOR_STUDY: Record<StudyType, string> = {
  study: "Une étude n'invite que des commissaires de justice, avocats, clercs ou assistants.",
  affiliate: "Une étude n'invite que des commissaires de justice, avocats, clercs ou assistants.",
  partner: "Une entreprise partenaire n'invite que ses propres comptes : choisissez le rôle affilié ou employé.",
};

/** Refuses a role the study may not give: never offered at all (422), or not in a study of this type (403). */
function checkInvitableRole(studyType: StudyType, role: RoleName): void {
  if (!isInvitableAnywhere(role)) throw invalidInput("role_id", "Ce rôle ne peut pas être proposé dans une invitation.");
  if (!invitableRoles(studyType).includes(role)) throw notPermitted(ROLE_NOT_FOR_STUDY[studyType]);
}

const ALREADY_MEMBER = "Cette personne fait déjà partie de l'étude.";

/** The app's page that reads the token: /invitation/{studyId}/{token}. */
const invitationPath = (studyId: number, token: string) => `/invitation/${studyId}/${encodeURIComponent(token)}`;

export interface PendingInvitation {
  id: number;
  email: string;
  role: RoleName;
  created_at: Date;
  expires_at: Date;
  expired: boolean;
}

export async function listPendingInvitations(context: DomainContext, studyId: number): Promise<PendingInvitation[]> {
  const rows = await context.db
    .selectFrom("study_invitations")
    .select(["id", "email", "role", "created_at", "expires_at"])
    .where("study_id", "=", studyId)
    .where("accepted_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const now = context.now().getTime();
  return rows.map((row) => ({ ...row, expired: row.expires_at.getTime() <= now }));
}

/** The study invited into: its type decides who invites and which roles. */
export async function invitingStudy(db: PlatformDb, studyId: number): Promise<{ id: number; name: string; type: StudyType }> {
  const study = await db.selectFrom("studies").select(["id", "name", "type"]).where("id", "=", studyId).executeTakeFirst();
  if (!study) throw notFound("Étude introuvable.");
  return study;
}

async function alreadyMember(db: PlatformDb, studyId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select("memberships.id")
    .where("memberships.study_id", "=", studyId)
    .where((eb) => eb(eb.fn("lower", ["users.email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return Boolean(row);
}

/** Invites `email` with `role`, or renews the pending invitation of that address (new role, new link). */
export async function inviteIntoStudy(
  context: DomainContext,
  studyId: number,
  invitedBy: number,
  input: { email: string; role: RoleName },
): Promise<PendingInvitation> {
  const email = input.email.trim().toLowerCase();
  return context.db.transaction().execute(async (trx) => {
    const study = await invitingStudy(trx, studyId);
    checkInvitableRole(study.type, input.role);
    if (await alreadyMember(trx, studyId, email)) throw invalidInput("email", ALREADY_MEMBER);
    const token = newToken();
    const now = context.now();
    const fields = {
      role: input.role,
      token_hash: hashToken(token),
      invited_by: invitedBy,
      created_at: now,
      expires_at: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000),
    };
    const saved = await trx
      .insertInto("study_invitations")
      .values({ study_id: studyId, email, ...fields })
      .onConflict((oc) => oc.columns(["study_id", "email"]).where("accepted_at", "is", null).doUpdateSet(fields))
      .returning(["id", "email", "role", "created_at", "expires_at"])
      .executeTakeFirstOrThrow();
    await context.outbox.enqueue(
      trx,
      invitationMessage(email, study.name, input.role, siteLink(context.publicUrl, invitationPath(studyId, token))),
    );
    return { ...saved, expired: false };
  });
}

async function pendingInvitation(db: PlatformDb, studyId: number, invitationId: number) {
  const invitation = await db
    .selectFrom("study_invitations")
    .select(["id", "email", "role"])
    .where("id", "=", invitationId)
    .where("study_id", "=", studyId)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  if (!invitation) throw notFound("Invitation introuvable.");
  return invitation;
}

/** A new link (and a new week) for a pending invitation: the previous link stops working. */
export async function resendInvitation(context: DomainContext, studyId: number, invitationId: number, invitedBy: number) {
  const invitation = await pendingInvitation(context.db, studyId, invitationId);
  return inviteIntoStudy(context, studyId, invitedBy, { email: invitation.email, role: invitation.role });
}

export async function deleteInvitation(db: PlatformDb, studyId: number, invitationId: number): Promise<void> {
  await pendingInvitation(db, studyId, invitationId);
  await db.deleteFrom("study_invitations").where("id", "=", invitationId).where("study_id", "=", studyId).execute();
}
