// French public holidays (jours fériés, Code du travail art. L3133-1), computed for any year, plus the
// two that Alsace-Moselle keeps under its local law (Good Friday, 26 December: art. L3134-13) for the
// departments of Moselle, Bas-Rhin and Haut-Rhin. Days are "YYYY-MM-DD" in French civil time.

/** The departments under Alsace-Moselle's local law. */
const ALSACE_MOSELLE_DEPARTMENTS: ReadonlySet<string> = new Set(["57", "67", "68"]);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `offset` days after Easter Sunday. */
function fromEaster(year: number, offset: number): string {
  const { month, day } = easterSunday(year);
  return isoDay(new Date(Date.UTC(year, month - 1, day + offset)));
}

export interface PublicHoliday {
  day: string;
  name: string;
}

const memo = new Map<string, PublicHoliday[]>();

/** The public holidays of a year; with `alsaceMoselle`, Good Friday and 26 December too. */
export function publicHolidays(year: number, alsaceMoselle = false): PublicHoliday[] {
  const key = `${year}|${alsaceMoselle}`;
  const known = memo.get(key);
  if (known) return known;
  const fixed = (month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const holidays: PublicHoliday[] = [
    { day: fixed(1, 1), name: "Jour de l'an" },
    { day: fromEaster(year, 1), name: "Lundi de Pâques" },
    { day: fixed(5, 1), name: "Fête du Travail" },
    { day: fixed(5, 8), name: "Victoire 1945" },
    { day: fromEaster(year, 39), name: "Ascension" },
    { day: fromEaster(year, 50), name: "Lundi de Pentecôte" },
    { day: fixed(7, 14), name: "Fête nationale" },
    { day: fixed(8, 15), name: "Assomption" },
    { day: fixed(11, 1), name: "Toussaint" },
    { day: fixed(11, 11), name: "Armistice 1918" },
    { day: fixed(12, 25), name: "Noël" },
  ];
  if (alsaceMoselle) {
    holidays.push({ day: fromEaster(year, -2), name: "Vendredi saint" }, { day: fixed(12, 26), name: "Saint-Étienne" });
  }
  holidays.sort((a, b) => (a.day < b.day ? -1 : 1));
  memo.set(key, holidays);
  return holidays;
}

/** The holiday on that day ("YYYY-MM-DD") in that department (null: anywhere but Alsace-Moselle), if any. */
export function holidayOn(day: string, department: string | null): PublicHoliday | undefined {
  const alsaceMoselle = department !== null && ALSACE_MOSELLE_DEPARTMENTS.has(department);
  return publicHolidays(Number(day.slice(0, 4)), alsaceMoselle).find((holiday) => holiday.day === day);
}

/** The department of a French postcode ("57000" → "57", "97400" → "974"); Corsica's 20xxx stay "20". */
export function departmentOfPostcode(postcode: string | null | undefined): string | null {
  if (!postcode || !/^\d{5}$/.test(postcode)) return null;
  return postcode.startsWith("97") || postcode.startsWith("98") ? postcode.slice(0, 3) : postcode.slice(0, 2);
}
