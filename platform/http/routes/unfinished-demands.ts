// Booking drafts (unfinished demands): saved at each step (status 1 after registration, 2 after the
// search, 3 once a slot is chosen) and resumed from any device. A draft with an owner is theirs only;
// an anonymous draft is readable and writable only with the random key its creation answered (in the
// `draft-key` header): the numeric id alone proves nothing (docs/decisions/804).
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { UserRow } from "../../db/schema";
import { avatarUrl } from "../../domain/present-user";
import { presentStudy } from "../../domain/present-study";
import { hashToken, newToken } from "../../security/tokens";
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

export const DRAFT_KEY_HEADER = "draft-key";

function sameKey(given: string | undefined, keyHash: string | null): boolean {
  // Digests of equal length: comparing them leaks nothing about the key.
  return Boolean(given && keyHash && given.length <= 200 && hashToken(given) === keyHash);
}

export function unfinishedDemandRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;
  const draftNotFound = () => notFound("Demande en cours introuvable.");

  /** The draft if the caller owns it: its signed-in owner, or for an anonymous draft, its key's holder. */
  async function findOwned(draftId: number, user: UserRow | undefined, req: Request) {
    const draft = await db.selectFrom("unfinished_demands").selectAll().where("id", "=", draftId).executeTakeFirst();
    if (!draft || draft.consumed_at) throw draftNotFound();
    if (draft.user_id !== null) {
      if (!user) throw unauthenticated();
      if (user.id !== draft.user_id) throw forbidden();
    } else if (!sameKey(req.get(DRAFT_KEY_HEADER), draft.key_hash)) {
      // Without its key an anonymous draft is not there at all (no hint that the id exists).
      throw draftNotFound();
    }
    return draft;
  }

  async function present(res: Response, draftId: number) {
    const draft = await db.selectFrom("unfinished_demands").selectAll().where("id", "=", draftId).executeTakeFirstOrThrow();
    const [study, bailiff, reportType, setting] = await Promise.all([
      draft.study_id ? db.selectFrom("studies").selectAll().where("id", "=", draft.study_id).executeTakeFirst() : undefined,
      draft.bailiff_id
        ? db
            .selectFrom("users")
            .select(["id", "firstname", "lastname", "civility", "avatar"])
            .where("id", "=", draft.bailiff_id)
            .executeTakeFirst()
        : undefined,
      draft.report_type_id
        ? db.selectFrom("report_types").selectAll().where("id", "=", draft.report_type_id).executeTakeFirst()
        : undefined,
      draft.report_type_id && draft.study_id
        ? db
            .selectFrom("study_report_types")
            .select("slot_duration")
            .where("study_id", "=", draft.study_id)
            .where("report_type_id", "=", draft.report_type_id)
            .executeTakeFirst()
        : undefined,
    ]);
    const slot =
      draft.slot_start && draft.slot_end ? { start: draft.slot_start.toISOString(), end: draft.slot_end.toISOString() } : null;
    return {
      id: draft.id,
      type: draft.type,
      studyId: draft.study_id,
      partnerId: draft.partner_id,
      source: draft.source,
      status: draft.status,
      userId: draft.user_id,
      reportTypeId: draft.report_type_id,
      meetingType: draft.meeting_type,
      address: draft.address,
      latitude: draft.latitude,
      longitude: draft.longitude,
      slot,
      bailiffId: draft.bailiff_id,
      newBooking: draft.new_booking,
      study: study ? presentStudy(study) : null,
      bailiff: bailiff ? { ...bailiff, avatar: avatarUrl(res.locals.apiBase as string, bailiff.avatar) } : null,
      reportType: reportType
        ? {
            id: reportType.id,
            slug: reportType.slug,
            name: reportType.name,
            type: reportType.type,
            slot_duration: setting?.slot_duration ?? reportType.default_slot_duration,
          }
        : null,
      updated_at: draft.updated_at.toISOString(),
    };
  }

  router.post(
    "/unfinished-demands",
    optionalUser(context),
    handle(async (req, res) => {
      const user = maybeUser(res);
      const input = parseInput(draftSchema, req.body);
      if (input.slot && input.slot.end <= input.slot.start) throw invalidField("slot", "Le créneau n'est pas valide.");
      const references: Array<[keyof typeof input, "studies" | "users" | "report_types"]> = [
        ["study_id", "studies"],
        ["partner_id", "studies"],
        ["bailiff_id", "users"],
        ["report_type_id", "report_types"],
      ];
      for (const [field, table] of references) {
        const value = input[field];
        if (typeof value !== "number") continue;
        const found = await db.selectFrom(table).select("id").where("id", "=", value).executeTakeFirst();
        if (!found) throw invalidField(field, "Référence inconnue.");
      }
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
        // An anonymous draft is claimed by the signed-in user who saves it with its key.
        await db
          .updateTable("unfinished_demands")
          .set({ ...values, user_id: draft.user_id ?? user?.id ?? null, updated_at: now })
          .where("id", "=", draft.id)
          .execute();
        res.json(await present(res, draft.id));
        return;
      }
      // 256 random bits, answered once: the visitor's browser keeps it; only its digest is stored.
      const key = newToken();
      const created = await db
        .insertInto("unfinished_demands")
        .values({ ...values, user_id: user?.id ?? null, key_hash: hashToken(key) })
        .returning("id")
        .executeTakeFirstOrThrow();
      res.status(201).json({ ...(await present(res, created.id)), key });
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
