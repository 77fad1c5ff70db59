// The agenda's constat warning (decision 1401): a constat moved to a Sunday comes with the
// warning the professional sees beside « Confirmer » and « Terminer »; inside legal hours, none.
import { DateTime } from "luxon";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { holidayOn } from "../legal-hours/french-holidays";
import { startProSide } from "../../test-support/pro-helpers";

let side: Awaited<ReturnType<typeof startProSide>>;
beforeAll(async () => {
  side = await startProSide();
}, 120_000);
afterAll(() => side?.platform.close());

it("warns of a constat on a Sunday and not of one on a Tuesday morning", async () => {
  const { db } = side.platform.platform;
  const meeting = await db
    .selectFrom("meetings")
    .innerJoin("users", "users.id", "meetings.bailiff_id")
    .innerJoin("report_types", "report_types.id", "meetings.report_type_id")
    .select(["meetings.id"])
    .where("users.email", "=", DEMO_EMAILS.bailiff)
    .where("meetings.status", "=", "validated")
    .where("report_types.type", "=", "meeting")
    .executeTakeFirstOrThrow();
  const place = async (start: DateTime) => {
    await db
      .updateTable("meetings")
      .set({ starts_at: start.toJSDate(), ends_at: start.plus({ hours: 1 }).toJSDate() })
      .where("id", "=", meeting.id)
      .execute();
    const day = start.toISODate();
    const { body } = await side.bailiff("GET", `${side.base}/calendar/events?start_date=${day}&end_date=${day}`);
    return body.data.find((event: { meeting_id: number }) => event.meeting_id === meeting.id);
  };
  let sunday = DateTime.now().setZone("Europe/Paris").plus({ weeks: 3 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  while (sunday.weekday !== 7) sunday = sunday.plus({ days: 1 });
  expect((await place(sunday)).legal_hours_warning).toBe(
    "Attention : ce rendez-vous a lieu un dimanche, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).",
  );
  let tuesday = sunday.plus({ days: 2 });
  while (holidayOn(tuesday.toISODate()!, null)) tuesday = tuesday.plus({ weeks: 1 });
  expect((await place(tuesday)).legal_hours_warning).toBeNull();
});

it("answers a new date for a constat on a Sunday with the warning, and changes it all the same", async () => {
  const { db } = side.platform.platform;
  const meeting = await db
    .selectFrom("meetings")
    .innerJoin("users", "users.id", "meetings.bailiff_id")
    .innerJoin("report_types", "report_types.id", "meetings.report_type_id")
    .select(["meetings.id", "meetings.status"])
    .where("users.email", "=", DEMO_EMAILS.bailiff)
    .where("meetings.status", "=", "validated")
    .where("report_types.type", "=", "meeting")
    .executeTakeFirstOrThrow();
  let sunday = DateTime.now().setZone("Europe/Paris").plus({ weeks: 4 }).set({ hour: 10, minute: 0 });
  while (sunday.weekday !== 7) sunday = sunday.plus({ days: 1 });
  const moved = await side.bailiff("POST", `${side.base}/meetings/${meeting.id}/update-slot`, {
    json: { date: sunday.toFormat("yyyy-MM-dd HH:mm"), expected_status: meeting.status },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  expect(moved.body.legal_hours_warning).toMatch(/^Attention : ce rendez-vous a lieu un dimanche/);
  const stored = await db.selectFrom("meetings").select("starts_at").where("id", "=", meeting.id).executeTakeFirstOrThrow();
  expect(stored.starts_at!.getTime()).toBe(sunday.set({ second: 0, millisecond: 0 }).toMillis());
});
