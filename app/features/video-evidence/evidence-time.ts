// Times of the video evidence as the pages show them: Paris wall-clock time to the second (a capture's
// time matters to the second; the hash and the ISO value stay available beside it).
import { DateTime } from "luxon";
import { PARIS_ZONE } from "~/features/time/paris";

export function parisSeconds(iso: string): string {
  const time = DateTime.fromISO(iso, { zone: PARIS_ZONE });
  return time.isValid ? time.setLocale("fr").toFormat("dd/MM/yyyy 'à' HH:mm:ss") : iso;
}
