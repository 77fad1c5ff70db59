// One demand as the caller sees it, read afresh after a change.
import type { Response } from "express";
import type { DomainContext } from "../../domain/context";
import { findDemand } from "../../domain/demands/demand-repository";
import { presentDemands } from "../../domain/present-demand";
import type { Actor } from "../../domain/roles";

export async function presentOne(context: Pick<DomainContext, "db" | "now">, res: Response, actor: Actor, demandId: number) {
  const [demand] = await presentDemands(
    context.db,
    [await findDemand(context.db, demandId)],
    res.locals.apiBase as string,
    actor,
    context.now(),
  );
  return demand!;
}
