// Formats instants as ISO 8601 with the Europe/Paris offset ("2025-06-02T09:00:00+02:00") without a
// time-zone lookup per call: the offset is looked up once per UTC hour (Paris changes offset only on
// whole UTC hours), which matters when a busy zone returns hundreds of slots.
import { DateTime } from "luxon";

const ZONE = "Europe/Paris";
const HOUR = 3_600_000;
const offsets = new Map<number, number>();

/** Paris's offset from UTC at that instant, in minutes (also the legal-hours check's wall clock). */
export function offsetMinutes(millis: number): number {
  const hour = Math.floor(millis / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = DateTime.fromMillis(hour * HOUR, { zone: ZONE }).offset;
    offsets.set(hour, offset);
  }
  return offset;
}

export function parisIso(millis: number): string {
  const offset = offsetMinutes(millis);
  const local = new Date(millis + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const absolute = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}
