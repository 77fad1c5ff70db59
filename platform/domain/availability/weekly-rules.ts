// A professional's weekly opening hours in one study (several ranges a day), with the buffer kept free
// around their meetings and the minimum notice before a booking. Saved as one whole week:
// the form sends every range, the platform replaces the week in one transaction and compares and sets
// the version the form was rendered with, so two people editing one week never overwrite each other.
// The slot engine reads the same rows on the next search (platform/slots/load-availability.ts).
import { sql } from "kysely";
import { PARIS_ZONE } from "~common/paris-time";
import type { PlatformDb } from "../../db/open-database";
import { conflict, invalidInput } from "../errors";
import { LEGAL_DAY_END_MINUTE, LEGAL_DAY_START_MINUTE } from "../legal-hours/legal-hours";

/** The agenda shows 08:00 to 19:00 (pro-side §2): a range beyond them is allowed, with a warning. */
const VISIBLE_START_MINUTE = 8 * 60;
const VISIBLE_END_MINUTE = 19 * 60;
export const MAX_RULES = 70;

export interface WeeklyRange {
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface WeeklySettings {
  rules: WeeklyRange[];
  bufferMinutes: number;
  noticeMinutes: number;
  version: number;
}

const WEEKDAY_NAMES = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;

export function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** The field errors of a week, keyed `rules.{index}.start|end` as the form names its fields. */
export function weeklyRangeErrors(rules: readonly WeeklyRange[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  rules.forEach((rule, index) => {
    if (rule.endMinute <= rule.startMinute) {
      errors[`rules.${index}.end`] = ["L'heure de fin doit être après l'heure de début."];
    }
  });
  rules.forEach((rule, index) => {
    if (errors[`rules.${index}.end`]) return;
    const other = rules.findIndex(
      (candidate, otherIndex) =>
        otherIndex !== index &&
        !errors[`rules.${otherIndex}.end`] &&
        candidate.weekday === rule.weekday &&
        candidate.startMinute < rule.endMinute &&
        rule.startMinute < candidate.endMinute,
    );
    // Reported on the later of the two ranges, naming the earlier one.
    if (other !== -1 && other < index) {
      const earlier = rules[other]!;
      errors[`rules.${index}.start`] = [
        `Cette plage chevauche celle du ${WEEKDAY_NAMES[rule.weekday - 1]} de ${hhmm(earlier.startMinute)} à ${hhmm(earlier.endMinute)}.`,
      ];
    }
  });
  return errors;
}

/** What the professional should know about a valid week: ranges beyond the agenda's hours or legal hours. */
export function weeklyRangeWarnings(rules: readonly WeeklyRange[]): string[] {
  const warnings: string[] = [];
  if (rules.some((rule) => rule.startMinute < VISIBLE_START_MINUTE || rule.endMinute > VISIBLE_END_MINUTE)) {
    warnings.push("Certaines plages débordent des heures affichées par l'agenda (8 h – 19 h) : elles restent réservables.");
  }
  if (
    rules.some((rule) => rule.weekday === 7 || rule.startMinute < LEGAL_DAY_START_MINUTE || rule.endMinute > LEGAL_DAY_END_MINUTE)
  ) {
    warnings.push(
      "Certaines plages sont hors des heures légales (6 h – 21 h, hors dimanches et jours fériés) : les significations et mesures d'exécution n'y seront jamais proposées, et un constat y sera signalé.",
    );
  }
  return warnings;
}

export async function readWeeklySettings(db: PlatformDb, bailiffId: number, studyId: number): Promise<WeeklySettings> {
  const [rules, settings] = await Promise.all([
    db
      .selectFrom("availability_rules")
      .select(["weekday", "start_minute", "end_minute"])
      .where("bailiff_id", "=", bailiffId)
      .where("study_id", "=", studyId)
      .orderBy("weekday")
      .orderBy("start_minute")
      .execute(),
    db
      .selectFrom("availability_settings")
      .select(["buffer_minutes", "notice_minutes", "version"])
      .where("bailiff_id", "=", bailiffId)
      .where("study_id", "=", studyId)
      .executeTakeFirst(),
  ]);
  return {
    rules: rules.map((rule) => ({ weekday: rule.weekday, startMinute: rule.start_minute, endMinute: rule.end_minute })),
    bufferMinutes: settings?.buffer_minutes ?? 0,
    noticeMinutes: settings?.notice_minutes ?? 0,
    version: settings?.version ?? 0,
  };
}

export interface SaveWeek {
  bailiffId: number;
  studyId: number;
  rules: WeeklyRange[];
  bufferMinutes: number;
  noticeMinutes: number;
  /** The version the form was rendered with. */
  expectedVersion: number;
}

/** Replaces the week; 409 `stale` when someone saved it since the form was rendered. */
export async function saveWeeklySettings(db: PlatformDb, week: SaveWeek): Promise<WeeklySettings> {
  const [firstError] = Object.entries(weeklyRangeErrors(week.rules));
  if (firstError) throw invalidInput(firstError[0], firstError[1][0]!);
  const rules = [...week.rules].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto("availability_settings")
      .values({
        bailiff_id: week.bailiffId,
        study_id: week.studyId,
        buffer_minutes: week.bufferMinutes,
        notice_minutes: week.noticeMinutes,
        version: 1,
      })
      .onConflict((onConflict) =>
        onConflict
          .columns(["bailiff_id", "study_id"])
          .doUpdateSet({
            buffer_minutes: week.bufferMinutes,
            notice_minutes: week.noticeMinutes,
            version: sql<number>`availability_settings.version + 1`,
            updated_at: sql<Date>`now()`,
          })
          .where("availability_settings.version", "=", week.expectedVersion),
      )
      .returning("version")
      .executeTakeFirst();
    // No row back: the update's condition failed, someone saved since (a first save expects version 0,
    // which no saved row has).
    if (!saved) {
      throw conflict(
        "stale",
        "Ces disponibilités ont été modifiées entre-temps : rechargez la page pour voir la dernière version.",
      );
    }
    await trx
      .deleteFrom("availability_rules")
      .where("bailiff_id", "=", week.bailiffId)
      .where("study_id", "=", week.studyId)
      .execute();
    if (rules.length > 0) {
      await trx
        .insertInto("availability_rules")
        .values(
          rules.map((rule) => ({
            bailiff_id: week.bailiffId,
            study_id: week.studyId,
            weekday: rule.weekday,
            start_minute: rule.startMinute,
            end_minute: rule.endMinute,
            time_zone: PARIS_ZONE,
          })),
        )
        .execute();
    }
    return { rules, bufferMinutes: week.bufferMinutes, noticeMinutes: week.noticeMinutes, version: saved.version };
  });
}
