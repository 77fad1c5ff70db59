// The study of an /admin/:studyId request, once the caller is known to hold the call's permission there
// (pro-side §6 "Study admin calls"): 422 for an id that is not one, 403 for a permission held elsewhere.
import type { Request, Response } from "express";
import { z } from "zod";
import type { Permission } from "~common/permissions";
import { loadActor } from "../domain/actor";
import { requireStudyAdminPermission } from "../domain/study-admin/admin-access";
import { currentUser, studyIdHeader } from "./authenticate";
import type { PlatformContext } from "./context";
import { id } from "./fields";
import { parseInput } from "./validate";

export async function administeredStudy(
  context: PlatformContext,
  req: Request,
  res: Response,
  permission: Permission,
): Promise<number> {
  const { studyId } = parseInput(z.object({ studyId: id }), req.params);
  const actor = await loadActor(context.db, currentUser(res).id, studyIdHeader(req));
  requireStudyAdminPermission(actor, studyId, permission);
  return studyId;
}
