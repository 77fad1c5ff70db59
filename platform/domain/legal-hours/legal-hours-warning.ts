// The warning a constat gets instead of a refusal when its appointment leaves legal hours (decision
// 1401: constats warn, bounded acts are refused). The department is looked up only when it can change
// the answer: a time inside the national rules can still fall on one of Alsace-Moselle's own holidays
// (Good Friday, 26 December), and only then is the place of the act asked for.
import type { ReportTypeKind } from "../../db/schema";
import { legalHoursBreach, legalHoursMessage, legalHoursPolicy } from "./legal-hours";

/** A department with Alsace-Moselle's extra holidays (57, 67 and 68 share them). */
const ALSACE_MOSELLE = "57";

/**
 * The warning, or null; answered at once (no promise) unless the place of the act must be looked up, so
 * that thousands of agenda events cost no more than the check itself.
 */
export function legalHoursWarning(
  act: { kind: ReportTypeKind; start: number; end: number },
  departmentOfAct: () => Promise<string | null> | string | null,
): string | null | Promise<string | null> {
  if (legalHoursPolicy(act.kind) !== "warning") return null;
  const national = legalHoursBreach(act.start, act.end, null);
  if (national) return legalHoursMessage(national, "warning");
  if (!legalHoursBreach(act.start, act.end, ALSACE_MOSELLE)) return null;
  return Promise.resolve(departmentOfAct()).then((department) => {
    const local = legalHoursBreach(act.start, act.end, department);
    return local ? legalHoursMessage(local, "warning") : null;
  });
}
