// Figures of the barometer drawn as bars without JavaScript: a "nice" top of the scale, each bar's
// length as a share of it, and French number formatting ("5,8 jours", "26 %").

/** The smallest 1, 2, 2.5 or 5 × 10^n at least as big as the largest value (100 for percentages above 50). */
export function scaleMax(values: readonly number[], unit = ""): number {
  const largest = Math.max(0, ...values.filter((value) => Number.isFinite(value)));
  if (largest === 0) return 1;
  if (unit.trim() === "%" && largest > 50 && largest <= 100) return 100;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= largest) return step * magnitude;
  }
  return 10 * magnitude;
}

/** A bar's length in percent of the scale, 0 to 100, with one decimal. */
export function barLength(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0 || max <= 0) return 0;
  return Math.round(Math.min(100, (value / max) * 100) * 10) / 10;
}

const NARROW_NBSP = "\u202f";

/** "26 %", "5,8 jours", "1 250" in French, with non-breaking spaces. */
export function formatFigure(value: number, unit = ""): string {
  const number = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(value);
  const clean = unit.trim();
  if (!clean) return number;
  return clean === "%" ? `${number}${NARROW_NBSP}%` : `${number}\u00a0${clean}`;
}
