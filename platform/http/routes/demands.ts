// Demands: create (exactly one slot, or none for slot-less types and studies; a guest's customer token
// works too), read, cancel (which frees the slot), and the current user's paginated list.
import { Router, type Request, type Response } from "express";
import { sql } from "kysely";
import { z } from "zod";
import { userForAccessToken } from "../../domain/access-tokens";
import { createDemand, demandNotCancellable } from "../../domain/create-demand";
import { canCancelDemand, canReadDemand } from "../../domain/demand-access";
import { siteLink } from "../../domain/links";
import { presentDemands } from "../../domain/present-demand";
import { CANCELLABLE_MARKINGS } from "../../domain/statuses";
import { messages } from "../../outbox/messages";
import { handle } from "../async-handler";
import { currentUser, maybeUser, optionalUser, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { id, instant, optionalBool, optionalId, optionalLatitude, optionalLongitude, optionalText, page } from "../fields";
import { forbidden, notFound, unauthenticated } from "../http-error";
import { parseInput } from "../validate";

const PER_PAGE = 10;

const demandSchema = z.object({
  study_id: id,
  report_type_id: id,
  meeting_type: z.enum(["meeting", "consultation"]).default("meeting"),
  is_visio: optionalBool,
  type: z.enum(["visio", "real"]).optional(),
  slots: z
    .array(z.object({ start_date: instant, end_date: instant }), { invalid_type_error: "Les créneaux doivent être une liste." })
    .max(1, "Veuillez choisir exactement un créneau.")
    .default([]),
  operator_id: optionalId,
  user_id: optionalId,
  partner_id: optionalId,
  affiliate_id: optionalId,
  unfinished_demand_id: optionalId,
  address: optionalText(255),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  further_infos: optionalText(5000),
  comment: optionalText(5000),
  source: optionalText(40),
  title: optionalText(200),
  customer_token: optionalText(200),
});

const listSchema = z.object({
  page,
  marking: z.enum(["inprogress", "completed", "toqualify", "reportdone", "nofollowup"]).optional(),
  report_type_id: optionalId,
});

export function demandRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function loadDemand(req: Request) {
    const params = parseInput(z.object({ id }), req.params);
    const demand = await db.selectFrom("demands").selectAll().where("id", "=", params.id).executeTakeFirst();
    if (!demand) throw notFound("Demande introuvable.");
    return demand;
  }

  async function present(res: Response, demandId: number) {
    const row = await db.selectFrom("demands").selectAll().where("id", "=", demandId).executeTakeFirstOrThrow();
    const [presented] = await presentDemands(db, [row], res.locals.apiBase as string);
    return presented!;
  }

  router.post(
    "/demands",
    optionalUser(context),
    handle(async (req, res) => {
      const input = parseInput(demandSchema, req.body);
      // A guest who gave their details but no password books with the customer token they received.
      const caller =
        maybeUser(res) ?? (input.customer_token ? await userForAccessToken(db, input.customer_token, context.now()) : undefined);
      if (!caller) throw unauthenticated();
      const created = await createDemand(context, caller, {
        ...input,
        is_visio: input.is_visio ?? input.type === "visio",
        further_infos: input.further_infos ?? input.comment,
      });
      const demand = await present(res, created.demandId);
      res
        .status(created.replayed ? 200 : 201)
        .json({ id: created.demandId, route_token: created.routeToken, confirmed: false, demand });
    }),
  );

  router.get(
    "/demands/:id",
    requireUser(context),
    handle(async (req, res) => {
      const demand = await loadDemand(req);
      if (!(await canReadDemand(db, currentUser(res), demand))) throw forbidden();
      res.json(await present(res, demand.id));
    }),
  );

  router.delete(
    "/demands/:id",
    requireUser(context),
    handle(async (req, res) => {
      const demand = await loadDemand(req);
      if (!(await canCancelDemand(db, currentUser(res), demand))) throw forbidden();
      const now = context.now();
      await db.transaction().execute(async (trx) => {
        // Conditional update: two concurrent cancellations, or a cancel racing a completion, cannot both win.
        const updated = await trx
          .updateTable("demands")
          .set({ marking: "nofollowup", canceled_at: now, updated_at: now })
          .where("id", "=", demand.id)
          .where("marking", "in", CANCELLABLE_MARKINGS)
          .executeTakeFirst();
        if (!updated.numUpdatedRows) throw demandNotCancellable();
        const meetings = await trx
          .updateTable("meetings")
          .set({ status: "canceled", updated_at: now })
          .where("demand_id", "=", demand.id)
          .where("status", "not in", ["canceled", "refused", "completed"])
          .returning("bailiff_id")
          .execute();
        const title = demand.title ?? "Demande";
        const recipients = await trx
          .selectFrom("users")
          .select("email")
          .where("id", "in", [
            demand.user_id,
            ...meetings.map((meeting) => meeting.bailiff_id).filter((value): value is number => value !== null),
          ])
          .execute();
        for (const recipient of recipients) {
          await context.outbox.enqueue(
            trx,
            messages.demandCanceled(recipient.email, title, siteLink(context.publicUrl, `/dossier/${demand.id}`)),
          );
        }
      });
      // The freed slot must show up at once.
      context.slotCache.clear();
      res.json({ message: "La demande a été annulée.", demand: await present(res, demand.id) });
    }),
  );

  router.get(
    "/users/demands",
    requireUser(context),
    handle(async (req, res) => {
      const user = currentUser(res);
      const query = parseInput(listSchema, req.query);
      let filtered = db.selectFrom("demands").where("user_id", "=", user.id);
      // "In progress" includes to-qualify demands, which display as in progress.
      if (query.marking === "inprogress") filtered = filtered.where("marking", "in", ["inprogress", "toqualify"]);
      else if (query.marking) filtered = filtered.where("marking", "=", query.marking);
      if (query.report_type_id !== undefined) filtered = filtered.where("report_type_id", "=", query.report_type_id);
      const { total } = await filtered.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow();
      const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
      const currentPage = Math.min(query.page ?? 1, lastPage);
      const rows = await filtered
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(PER_PAGE)
        .offset((currentPage - 1) * PER_PAGE)
        .execute();
      res.json({
        data: await presentDemands(db, rows, res.locals.apiBase as string),
        meta: { current_page: currentPage, last_page: lastPage, per_page: PER_PAGE, total },
      });
    }),
  );

  return router;
}
