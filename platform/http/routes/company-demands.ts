// A partner company's demands over HTTP (pro-side §7 "Study demands list": study id, page, customer
// name, report type id, status, demand name, current user id → data and meta.last_page), for the agents
// of that company acting for it (the `study-id` header); 404 for a study that is no company, 403 else.
import { Router } from "express";
import { z } from "zod";
import { listCompanyDemands } from "../../domain/company-demands/list-company-demands";
import { presentDemands } from "../../domain/present-demand";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { DEMAND_MARKINGS, id, optionalId, optionalText, page } from "../fields";
import { parseInput } from "../validate";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const listQuery = z.object({
  page,
  marking: z.preprocess(
    blankToUndefined,
    z.enum(DEMAND_MARKINGS).optional(),
  ),
  report_type_id: optionalId,
  demand_name: optionalText(200),
  customer_name: optionalText(100),
  // Sent by the app (the contract names it); the caller is the token's user whatever it says.
  current_user_id: optionalId,
});

export function companyDemandRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  router.get(
    "/studies/:studyId/demands",
    requireUser(context),
    handle(async (req, res) => {
      const { studyId } = parseInput(z.object({ studyId: id }), req.params);
      const query = parseInput(listQuery, req.query);
      const actor = await currentActor(context, req, res);
      const { rows, meta } = await listCompanyDemands(db, actor, studyId, {
        page: query.page,
        marking: query.marking,
        reportTypeId: query.report_type_id,
        demandName: query.demand_name,
        customerName: query.customer_name,
      });
      res.json({ data: await presentDemands(db, rows, res.locals.apiBase as string, actor, context.now()), meta });
    }),
  );

  return router;
}
