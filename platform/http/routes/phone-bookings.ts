// Bookings taken by phone over HTTP (pro-side §7): under /bailiff/{studyId} (bailiff-access.ts has
// checked the caller is staff of that study) `demand/search-customer` GET {lastname}, `customer` POST
// and `customer/send-confirmation` GET {user_id, demand_id, callback_url}; and `external-demands` POST,
// the demand payload of §3 for one of the study's customers (operator_id, manager_id, new_user). Both
// creating POSTs are idempotent by their key (../idempotency.ts); a cut booking recovers its demand.
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { loadActor } from "../../domain/actor";
import { demandOfRetriedBooking } from "../../domain/demands/retried-demand";
import { presentCustomer, searchKnownCustomers } from "../../domain/phone-bookings/known-customers";
import { createExternalDemand } from "../../domain/phone-bookings/external-demand";
import type { Actor } from "../../domain/roles";
import { createPhoneCustomer, requirePhoneBooking, resendFinishLink } from "../../domain/phone-bookings/phone-customers";
import { handle } from "../async-handler";
import { currentUser, requireUser, studyIdHeader } from "../authenticate";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { bool, email, frenchPhone, id, optionalId, optionalText, personName, text } from "../fields";
import { parseInput } from "../validate";
import { demandSchema } from "./demands";
import { presentOne } from "./present-one";
import { studyCaller } from "./study-caller";

const searchQuery = z.object({ lastname: text(100) });

const customerSchema = z.object({
  civility: z.preprocess(
    (value) => (value === "" || value == null ? undefined : Number(value)),
    z.union([z.literal(1), z.literal(2)], { errorMap: () => ({ message: "Civilité invalide." }) }).optional(),
  ),
  firstname: personName,
  lastname: personName,
  email,
  phone: frenchPhone,
  callback_url: optionalText(500),
});

const confirmationQuery = z.object({ user_id: id, demand_id: optionalId, callback_url: optionalText(500) });

const externalDemandSchema = demandSchema
  .omit({ user_id: true, partner_id: true, affiliate_id: true, unfinished_demand_id: true, customer_token: true })
  .extend({
    user_id: id,
    manager_id: optionalId,
    new_user: z.preprocess((value) => (value === "" || value == null ? false : value), bool),
    callback_url: optionalText(500),
  });

/** Mounted under /bailiff/:studyId. */
export function phoneCustomerRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;

  router.get(
    "/demand/search-customer",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      requirePhoneBooking(actor, studyId);
      const { lastname } = parseInput(searchQuery, req.query);
      const found = await searchKnownCustomers(db, studyId, lastname);
      res.json({ data: found.map(presentCustomer) });
    }),
  );

  router.post(
    "/customer",
    idempotent(context),
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      requirePhoneBooking(actor, studyId);
      const input = parseInput(customerSchema, req.body);
      const customer = await createPhoneCustomer(context, actor, studyId, input, input.callback_url);
      res.status(201).json({ data: presentCustomer(customer), confirmationSent: true });
    }),
  );

  router.get(
    "/customer/send-confirmation",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const query = parseInput(confirmationQuery, req.query);
      await resendFinishLink(context, actor, studyId, {
        userId: query.user_id,
        demandId: query.demand_id,
        callback: query.callback_url,
      });
      res.json({ message: "Le lien pour finaliser le compte a été renvoyé.", confirmationSent: true });
    }),
  );

  return router;
}

export function externalDemandRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function createdAnswer(res: Response, actor: Actor, created: { demandId: number; routeToken: string }) {
    return {
      id: created.demandId,
      route_token: created.routeToken,
      confirmed: false,
      demand: await presentOne(context, res, actor, created.demandId),
    };
  }

  /** A phone booking cut before its answer was kept: the demand it made for the customer. */
  async function recoverBooking(req: Request, res: Response, since: Date) {
    const input = parseInput(externalDemandSchema, req.body);
    const actor = await loadActor(db, currentUser(res).id, studyIdHeader(req));
    const [slot] = input.slots;
    const found = await demandOfRetriedBooking(db, {
      customerId: input.user_id,
      studyId: input.study_id,
      reportTypeId: input.report_type_id,
      slot: slot ? { start: slot.start_date, end: slot.end_date } : undefined,
      since,
    });
    return found ? { status: 201, body: await createdAnswer(res, actor, found) } : undefined;
  }

  router.post(
    "/external-demands",
    requireUser(context),
    idempotent(context, { recover: recoverBooking }),
    handle(async (req, res) => {
      const input = parseInput(externalDemandSchema, req.body);
      const caller = currentUser(res);
      const actor = await loadActor(db, caller.id, studyIdHeader(req));
      const created = await createExternalDemand(context, actor, caller, {
        ...input,
        is_visio: input.is_visio ?? input.type === "visio",
        further_infos: input.further_infos ?? input.comment,
      });
      res.status(201).json(await createdAnswer(res, actor, created));
    }),
  );

  return router;
}
