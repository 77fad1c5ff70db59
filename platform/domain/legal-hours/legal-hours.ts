// Legal hours of the acts the law bounds (docs/decisions/1401-legal-hours.md): significations (CPC art.
// 664) and enforcement measures (CPCE art. L141-1) take place between 6:00 and 21:00, French time, never
// on a Sunday or a public holiday (Alsace-Moselle's included in its departments). Those report types are
// never offered nor accepted outside them; constats only warn the professional.
import type { ReportTypeKind } from "../../db/schema";
import { offsetMinutes } from "~common/paris-time";
import { holidayOn } from "./french-holidays";

export type LegalHoursPolicy = "bounded" | "warning" | "free";

/** Significations ("judgment") and enforcement ("recovery") are bounded; constats warn; consultations are free. */
export function legalHoursPolicy(kind: ReportTypeKind): LegalHoursPolicy {
  if (kind === "judgment" || kind === "recovery") return "bounded";
  if (kind === "meeting") return "warning";
  return "free";
}

export const LEGAL_DAY_START_MINUTE = 6 * 60;
export const LEGAL_DAY_END_MINUTE = 21 * 60;

export type LegalHoursBreach =
  { reason: "sunday" } | { reason: "holiday"; holiday: string } | { reason: "too_early" } | { reason: "too_late" };

const MEMO_LIMIT = 20_000;
const memo = new Map<string, LegalHoursBreach | null>();

/**
 * Why [start, end) (epoch ms) is outside legal hours in that department (null when unknown: the national
 * holidays only), or null when it is inside: the whole appointment must lie between 6:00 and 21:00 of
 * one French day that is neither a Sunday nor a public holiday.
 */
export function legalHoursBreach(start: number, end: number, department: string | null): LegalHoursBreach | null {
  const key = `${start}|${end}|${department ?? ""}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const breach = computeBreach(start, end, department);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, breach);
  return breach;
}

/** The slot engine's rule for a bounded act in that department (platform/slots knows nothing of the law). */
export const outsideLegalHoursIn =
  (department: string | null) =>
  (slot: { start: number; end: number }): boolean =>
    legalHoursBreach(slot.start, slot.end, department) !== null;

// Paris's offset comes from the memo of paris-time.ts (once per UTC hour) and the rest is plain
// arithmetic: the agenda checks thousands of meetings at once (calendar/events' constat warnings), where
// a luxon DateTime per meeting cost a large part of the answer.
function parisWallClock(instant: number): { day: string; weekday: number; minute: number } {
  const local = new Date(instant + offsetMinutes(instant) * 60_000);
  return {
    day: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

function computeBreach(start: number, end: number, department: string | null): LegalHoursBreach | null {
  const local = parisWallClock(start);
  if (local.weekday === 7) return { reason: "sunday" };
  const holiday = holidayOn(local.day, department);
  if (holiday) return { reason: "holiday", holiday: holiday.name };
  const startMinute = local.minute;
  if (startMinute < LEGAL_DAY_START_MINUTE) return { reason: "too_early" };
  const localEnd = parisWallClock(end);
  const endMinute = localEnd.day === local.day ? localEnd.minute : 24 * 60 + Math.floor(localEnd.minute / 60) * 60;
  if (startMinute >= LEGAL_DAY_END_MINUTE || endMinute > LEGAL_DAY_END_MINUTE) return { reason: "too_late" };
  return null;
}

/** The French sentence for a breach: the refusal of a bounded act, or the professional's warning for a constat. */
export function legalHoursMessage(breach: LegalHoursBreach, policy: LegalHoursPolicy): string {
  const when =
    breach.reason === "sunday"
      ? "un dimanche"
      : breach.reason === "holiday"
        ? `un jour férié (${breach.holiday})`
        : breach.reason === "too_early"
          ? "avant 6 h"
          : "après 21 h";
  return policy === "bounded"
    ? `Les significations et mesures d'exécution ne peuvent pas avoir lieu ${when} : choisissez un créneau entre 6 h et 21 h, hors dimanches et jours fériés.`
    : `Attention : ce rendez-vous a lieu ${when}, en dehors des heures légales des actes (6 h – 21 h, hors dimanches et jours fériés).`;
}
