// Typical weekly opening patterns of a study's professionals (weekday 1 = Monday, Paris wall-clock time).
export type Opening = [weekday: number, from: string, to: string];

const weekdays = (from: string, to: string, days = [1, 2, 3, 4, 5]): Opening[] => days.map((day) => [day, from, to]);

export const availabilityPatterns: Opening[][] = [
  // Classic office hours.
  [...weekdays("08:30", "12:00"), ...weekdays("14:00", "18:00")],
  // Shorter days and Saturday mornings.
  [...weekdays("09:00", "12:30"), ...weekdays("13:30", "17:30"), [6, "09:00", "12:00"]],
  // Four long days, Wednesday off.
  [...weekdays("08:00", "12:00", [1, 2, 4, 5]), ...weekdays("14:00", "19:00", [1, 2, 4, 5])],
  // Tuesday to Saturday.
  [...weekdays("10:00", "13:00", [2, 3, 4, 5, 6]), ...weekdays("14:00", "18:00", [2, 3, 4, 5, 6])],
  // Afternoons only, a late evening on Thursday.
  [...weekdays("13:00", "18:00"), [4, "18:00", "20:00"]],
];

export function toMinutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
