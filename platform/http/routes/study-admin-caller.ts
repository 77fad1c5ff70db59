// The study of an /admin/:studyId request, once its caller is known to hold a permission there (a study
// admin's; roles held in another study never count): 403 otherwise.
import type { Request, Response } from "express";
import { z } from "zod";
import type { Permission } from "~common/permissions";
import type { PlatformDb } from "../../db/open-database";
import { loadActor } from "../../domain/actor";
import { requireStudyAdminPermission } from "../../domain/study-admin/admin-access";
import { currentUser, studyIdHeader } from "../authenticate";
import { id } from "../fields";
import { parseInput } from "../validate";

export async function studyAdminOf(db: PlatformDb, req: Request, res: Response, permission: Permission): Promise<number> {
  const { studyId } = parseInput(z.object({ studyId: id }), req.params);
  const actor = await loadActor(db, currentUser(res).id, studyIdHeader(req));
  requireStudyAdminPermission(actor, studyId, permission);
  return studyId;
}
