// Demands over HTTP: parse the input, call the domain (platform/domain/demands/), present the result.
// Create (exactly one slot, or none for slot-less types and studies; a guest's customer token works too),
// read, cancel, and the current user's paginated list; domain errors become statuses in error-handler.ts.
// The creation is idempotent by its key (../idempotency.ts), and a cut one recovers the demand it made.
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { userForAccessToken } from "../../domain/access-tokens";
import { loadActor } from "../../domain/actor";
import { cancelDemand } from "../../domain/demands/cancel-demand";
import { createDemand } from "../../domain/demands/create-demand";
import { readDemand } from "../../domain/demands/demand-access";
import { findDemand, listCustomerDemands } from "../../domain/demands/demand-repository";
import { demandOfRetriedBooking } from "../../domain/demands/retried-demand";
import { presentDemands } from "../../domain/present-demand";
import type { Actor } from "../../domain/roles";
import { handle } from "../async-handler";
import { currentActor, maybeUser, optionalUser, requireUser, studyIdHeader } from "../authenticate";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { DEMAND_MARKINGS, id, instant, optionalBool, optionalId, optionalLatitude, optionalLongitude, optionalText, page } from "../fields";
import { unauthenticated } from "../http-error";
import { parseInput } from "../validate";

export const demandSchema = z.object({
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
  marking: z.enum(DEMAND_MARKINGS).optional(),
  report_type_id: optionalId,
});

const demandId = z.object({ id });

export function demandRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  /** One demand as the caller sees it, read afresh (after a change). */
  async function present(res: Response, actor: Actor, demandId: number) {
    const [presented] = await presentDemands(
      db,
      [await findDemand(db, demandId)],
      res.locals.apiBase as string,
      actor,
      context.now(),
    );
    return presented!;
  }

  /** The caller, their actor and the demand's input, as both the booking and its recovery read them. */
  async function bookingRequest(req: Request, res: Response) {
    const input = parseInput(demandSchema, req.body);
    // A guest who gave their details but no password books with the customer token they received.
    const caller =
      maybeUser(res) ?? (input.customer_token ? await userForAccessToken(db, input.customer_token, context.now()) : undefined);
    if (!caller) throw unauthenticated();
    const actor = await loadActor(db, caller.id, studyIdHeader(req));
    return { input, caller, actor };
  }

  async function createdAnswer(res: Response, actor: Actor, created: { demandId: number; routeToken: string }) {
    return {
      id: created.demandId,
      route_token: created.routeToken,
      confirmed: false,
      demand: await present(res, actor, created.demandId),
    };
  }

  /** A booking cut before its answer was kept: the demand it made, answered as it would have been. */
  async function recoverBooking(req: Request, res: Response, since: Date) {
    const { input, caller, actor } = await bookingRequest(req, res);
    const [slot] = input.slots;
    const found = await demandOfRetriedBooking(db, {
      customerId: input.user_id ?? caller.id,
      studyId: input.study_id,
      reportTypeId: input.report_type_id,
      slot: slot ? { start: slot.start_date, end: slot.end_date } : undefined,
      since,
    });
    return found ? { status: 201, body: await createdAnswer(res, actor, found) } : undefined;
  }

  router.post(
    "/demands",
    optionalUser(context),
    // The wizard's retry names a new draft when the first became the demand: the same booking all the same.
    idempotent(context, { recover: recoverBooking, bookkeeping: ["unfinished_demand_id"] }),
    handle(async (req, res) => {
      const { input, caller, actor } = await bookingRequest(req, res);
      const created = await createDemand(context, actor, caller, {
        ...input,
        is_visio: input.is_visio ?? input.type === "visio",
        further_infos: input.further_infos ?? input.comment,
      });
      res.status(created.replayed ? 200 : 201).json(await createdAnswer(res, actor, created));
    }),
  );

  /** The demand of the path, for a caller allowed to read it (403/404 otherwise). */
  async function readPresented(req: Request, res: Response) {
    const params = parseInput(demandId, req.params);
    const actor = await currentActor(context, req, res);
    const demand = await readDemand(db, actor, params.id);
    return present(res, actor, demand.id);
  }

  router.get(
    "/demands/:id",
    requireUser(context),
    handle(async (req, res) => {
      res.json(await readPresented(req, res));
    }),
  );

  router.get(
    "/demands/:id/meetings",
    requireUser(context),
    handle(async (req, res) => {
      res.json({ data: (await readPresented(req, res)).meetings });
    }),
  );

  router.delete(
    "/demands/:id",
    requireUser(context),
    handle(async (req, res) => {
      const params = parseInput(demandId, req.params);
      const actor = await currentActor(context, req, res);
      const demand = await cancelDemand(context, actor, params.id);
      res.json({ message: "La demande a été annulée.", demand: await present(res, actor, demand.id) });
    }),
  );

  router.get(
    "/users/demands",
    requireUser(context),
    handle(async (req, res) => {
      const query = parseInput(listSchema, req.query);
      const actor = await currentActor(context, req, res);
      const { rows, meta } = await listCustomerDemands(db, actor.userId, {
        page: query.page,
        marking: query.marking,
        reportTypeId: query.report_type_id,
      });
      res.json({ data: await presentDemands(db, rows, res.locals.apiBase as string, actor, context.now()), meta });
    }),
  );

  return router;
}
