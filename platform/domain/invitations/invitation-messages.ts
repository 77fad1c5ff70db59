// The invitation e-mail: who invites the reader into which study with which role, and the link (valid
// INVITATION_LIFETIME_DAYS days, single use) that lets them join, creating their account first if needed.
import { asRole } from "~common/french-elision";
import type { RoleName } from "../../db/schema";
import type { OutgoingMessage } from "../../outbox/outbox";

export const INVITATION_LIFETIME_DAYS = 7;

const ROLE_LABELS: Record<RoleName, string> = {
  study_admin: "administrateur",
  bailiff: "commissaire de justice",
  lawyer: "avocat",
  clerk: "clerc",
  assistant: "assistant",
  customer: "client",
  partner_admin: "affilié",
  partner_agent: "employé",
};

export const roleLabel = (role: RoleName) => ROLE_LABELS[role];

export function invitationMessage(to: string, studyName: string, role: RoleName, link: string): OutgoingMessage {
  return {
    channel: "mail",
    recipient: to,
    subject: `Invitation à rejoindre ${studyName} sur Constat RDV`,
    body: `Bonjour,\n\n${studyName} vous invite à rejoindre son équipe sur Constat RDV ${asRole(roleLabel(role))}.\n\nPour accepter l'invitation, ouvrez ce lien (valable ${INVITATION_LIFETIME_DAYS} jours, utilisable une seule fois). Si vous n'avez pas encore de compte, vous le créerez avec cette adresse e-mail :\n${link}\n\nSi vous ne vous attendiez pas à cette invitation, ignorez ce message.\n\nL'équipe Constat RDV`,
    link,
  };
}
