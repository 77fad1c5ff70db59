// Who may run a study's office (pro-side §6 "Study admin calls"): each call names the permission it
// needs in the study of the URL; roles held in another study never count (roles.ts).
import type { Permission } from "~common/permissions";
import { can, type Actor } from "../roles";
import { notPermitted } from "../errors";

export function requireStudyAdminPermission(actor: Actor, studyId: number, permission: Permission): void {
  if (!can(actor, permission, { studyId })) throw notPermitted("Seul un administrateur de l'étude peut faire cela.");
}
