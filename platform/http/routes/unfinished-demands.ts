// Booking drafts (unfinished demands): saved at each step (status 1 after registration, 2 after the
// search, 3 once a slot is chosen) and resumed from any device. A draft with an owner is theirs only;
// an anonymous draft is readable and writable only with the random key its creation answered (in the
// `draft-key` header): the numeric id alone proves nothing (docs/decisions/804).
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  checkDraftReferences,
  createDraft,
  ownedDraft,
  presentDraft,
  updateDraft,
} from "../../domain/demands/unfinished-demands";
import { handle } from "../async-handler";
import { maybeUser, optionalUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { id, instant, optionalBool, optionalId, optionalLatitude, optionalLongitude, optionalText } from "../fields";
import { forbidden, invalidField, notFound, unauthenticated } from "../http-error";
import { parseInput } from "../validate";

const slotSchema = z.preprocess(
  (value) => {
    // Accept {start, end}, {start_date, end_date}, or null to clear it.
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const slot = value as Record<string, unknown>;
      return { start: slot.start ?? slot.start_date, end: slot.end ?? slot.end_date };
    }
    return value === "" ? null : value;
  },
  z.object({ start: instant, end: instant }).nullable().optional(),
);

const draftSchema = z.object({
  id: optionalId,
  type: optionalText(40),
  study_id: optionalId,
  partner_id: optionalId,
  source: optionalText(40),
  status: z.preprocess(
    (value) => (value === undefined || value === "" ? undefined : Number(value)),
    z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  ),
  bailiff_id: optionalId,
  report_type_id: optionalId,
  meeting_type: z.enum(["meeting", "consultation"]).optional(),
  address: optionalText(255),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  slot: slotSchema,
  new_booking: optionalBool,
});

const DRAFT_KEY_HEADER = "draft-key";

export function unfinishedDemandRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  /** The draft if the caller owns it (domain/demands/unfinished-demands.ts decides). */
  async function findOwned(draftId: number, user: { id: number } | undefined, req: Request) {
    const found = await ownedDraft(db, draftId, { userId: user?.id, key: req.get(DRAFT_KEY_HEADER) });
    if ("draft" in found) return found.draft;
    if (found.refused === "sign_in") throw unauthenticated();
    if (found.refused === "not_owner") throw forbidden();
    throw notFound("Demande en cours introuvable.");
  }

  const present = (res: Response, draftId: number) => presentDraft(db, draftId, res.locals.apiBase as string);

  router.post(
    "/unfinished-demands",
    optionalUser(context),
    handle(async (req, res) => {
      const user = maybeUser(res);
      const input = parseInput(draftSchema, req.body);
      if (input.slot && input.slot.end <= input.slot.start) throw invalidField("slot", "Le créneau n'est pas valide.");
      await checkDraftReferences(db, input);
      const now = context.now();
      const values = {
        type: input.type,
        study_id: input.study_id,
        partner_id: input.partner_id,
        source: input.source,
        status: input.status,
        bailiff_id: input.bailiff_id,
        report_type_id: input.report_type_id,
        meeting_type: input.meeting_type,
        address: input.address,
        latitude: input.latitude,
        longitude: input.longitude,
        slot_start: input.slot === null ? null : input.slot ? new Date(input.slot.start) : undefined,
        slot_end: input.slot === null ? null : input.slot ? new Date(input.slot.end) : undefined,
        new_booking: input.new_booking,
      };
      if (input.id !== undefined) {
        const draft = await findOwned(input.id, user, req);
        await updateDraft(db, draft, values, user?.id, now);
        res.json(await present(res, draft.id));
        return;
      }
      const created = await createDraft(db, values, user?.id);
      res.status(201).json({ ...(await present(res, created.id)), key: created.key });
    }),
  );

  router.get(
    "/unfinished-demands/:id",
    optionalUser(context),
    handle(async (req, res) => {
      const params = parseInput(z.object({ id }), req.params);
      const draft = await findOwned(params.id, maybeUser(res), req);
      res.json(await present(res, draft.id));
    }),
  );

  return router;
}
