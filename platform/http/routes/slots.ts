// Bookable slots by intervention zone, study or professional over a window of at most 7 days, paged
// 100 at a time (the app stops asking when a page has fewer than 100). A constat's slot outside legal
// hours carries the warning the customer sees when choosing it (docs/decisions/3103); on site, only the
// slots the professional can drive to in time are offered (docs/decisions/3004).
import { DateTime } from "luxon";
import { Router } from "express";
import { findEligibleMemberships, isOnboarded } from "../../domain/eligible-professionals";
import { actDepartments, type DepartmentOfStudy } from "../../domain/legal-hours/act-place";
import { legalHoursWarning } from "../../domain/legal-hours/legal-hours-warning";
import { legalHoursPolicy } from "../../domain/legal-hours/legal-hours";
import { actPlace, presentSlot, searchSlots } from "../../slots/search-slots";
import { pageOf, SLOTS_PER_PAGE } from "../../slots/slot-pages";
import { handle } from "../async-handler";
import { bookingCriteria, bookingQuerySchema } from "../booking-query";
import type { PlatformContext } from "../context";
import { endInstant, id, instant, page } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";

export const MAX_WINDOW_DAYS = 7;

const slotsQuerySchema = bookingQuerySchema.extend({
  start_date: instant,
  end_date: endInstant,
  report_type_id: id,
  page,
});

export function slotRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  const availableSlots = handle(async (req, res) => {
    const query = parseInput(slotsQuerySchema, { ...req.query, ...req.params });
    if (query.end_date <= query.start_date) throw invalidField("end_date", "La fin doit être après le début.");
    const longest = DateTime.fromMillis(query.start_date, { zone: "Europe/Paris" }).plus({ days: MAX_WINDOW_DAYS }).toMillis();
    if (query.end_date > longest)
      throw invalidField("end_date", `La période demandée ne doit pas dépasser ${MAX_WINDOW_DAYS} jours.`);
    if (query.partner_study_id !== undefined) {
      const partner = await db.selectFrom("studies").select("type").where("id", "=", query.partner_study_id).executeTakeFirst();
      if (partner?.type !== "partner") throw invalidField("partner_study_id", "Étude partenaire inconnue.");
    }
    const reportType = await db
      .selectFrom("report_types")
      .select(["no_meeting", "enabled", "type"])
      .where("id", "=", query.report_type_id)
      .executeTakeFirst();
    if (!reportType) throw invalidField("report_type_id", "Prestation inconnue.");
    const criteria = bookingCriteria(query);
    const cacheKey = JSON.stringify([criteria, query.report_type_id, query.start_date, query.end_date]);
    const list = await context.slotCache.get(cacheKey, async () => {
      // Slot-less report types and studies have nothing to pick: the demand is transmitted as is.
      const candidates = reportType.no_meeting
        ? []
        : (await findEligibleMemberships(db, criteria)).filter(
            (candidate) => isOnboarded(candidate.study) && !candidate.study.no_meeting,
          );
      // Significations and enforcement: never a slot outside legal hours (domain/legal-hours).
      const legalDepartmentOf =
        legalHoursPolicy(reportType.type) === "bounded"
          ? await actDepartments(
              db,
              criteria,
              candidates.map((candidate) => candidate.study.id),
            )
          : undefined;
      // On site, only the slots the professional can drive to in time (docs/decisions/3004).
      const place = actPlace(criteria, reportType.type);
      return searchSlots(db, candidates, {
        from: query.start_date,
        to: query.end_date,
        now: context.now().getTime(),
        ...(legalDepartmentOf ? { legalDepartmentOf } : {}),
        ...(place ? { place } : {}),
      });
    });
    const pageNumber = query.page ?? 1;
    const { items, hasMore } = pageOf(list.slots, pageNumber);
    // The place of the act, looked up once and only for a constat on one of Alsace-Moselle's own holidays.
    let departments: Promise<DepartmentOfStudy> | undefined;
    const warnings = await Promise.all(
      items.map((slot) =>
        legalHoursWarning({ kind: reportType.type, start: slot.start, end: slot.end }, async () => {
          departments ??= actDepartments(
            db,
            criteria.isVisio ? {} : criteria,
            items.map((item) => item.studyId),
          );
          return (await departments)(slot.studyId);
        }),
      ),
    );
    res.json({
      available_slots: items.map((slot, index) => ({ ...presentSlot(list, slot), legal_hours_warning: warnings[index] ?? null })),
      meta: {
        page: pageNumber,
        per_page: SLOTS_PER_PAGE,
        total: list.slots.length,
        has_more: hasMore,
        no_meeting: reportType.no_meeting,
      },
    });
  });

  router.get("/calendar/available-slots", availableSlots);
  router.get("/studies/:study_id/slots", availableSlots);
  router.get("/studies/:study_id/bailiffs/:bailiff_id/slots", availableSlots);

  return router;
}
