// Bookable slots by intervention zone, study or professional over a window of at most 7 days, paged
// 100 at a time (the app stops asking when a page has fewer than 100). A constat's slot outside legal
// hours carries the warning the customer sees when choosing it (docs/decisions/3103); on site, only the
// slots the professional can drive to in time are offered (docs/decisions/3004).
import { Router } from "express";
import { plusParisDays } from "~common/paris-time";
import { findAvailableSlots, requirePartnerStudy, slotReportType, slotWarnings } from "../../domain/slot-search/available-slots";
import { presentSlot } from "../../domain/slot-search/search-slots";
import { pageOf, SLOTS_PER_PAGE } from "../../slots/slot-pages";
import { handle } from "../async-handler";
import { bookingCriteria, bookingQuerySchema } from "../booking-query";
import type { PlatformContext } from "../context";
import { endInstant, id, instant, page } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";

const MAX_WINDOW_DAYS = 7;

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
    const longest = plusParisDays(query.start_date, MAX_WINDOW_DAYS);
    if (query.end_date > longest)
      throw invalidField("end_date", `La période demandée ne doit pas dépasser ${MAX_WINDOW_DAYS} jours.`);
    if (query.partner_study_id !== undefined) await requirePartnerStudy(db, query.partner_study_id);
    const reportType = await slotReportType(db, query.report_type_id);
    const criteria = bookingCriteria(query);
    const list = await findAvailableSlots(context, criteria, reportType, { from: query.start_date, to: query.end_date });
    const pageNumber = query.page ?? 1;
    const { items, hasMore } = pageOf(list.slots, pageNumber);
    const warnings = await slotWarnings(db, reportType.type, criteria, items);
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
