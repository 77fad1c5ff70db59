// One demand as the caller sees it, read afresh after a change.
import type { Response } from "express";
import type { PlatformDb } from "../../db/open-database";
import { findDemand } from "../../domain/demands/demand-repository";
import { presentDemands } from "../../domain/present-demand";
import type { Actor } from "../../domain/roles";

export async function presentOne(db: PlatformDb, res: Response, actor: Actor, demandId: number) {
  const [demand] = await presentDemands(db, [await findDemand(db, demandId)], res.locals.apiBase as string, actor);
  return demand!;
}
