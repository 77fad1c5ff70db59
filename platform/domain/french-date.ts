// Dates as the messages write them: « mardi 12 janvier 2027 à 09:30 », always in Paris time.
import { DateTime } from "luxon";

export function frenchDate(millis: number): string {
  return DateTime.fromMillis(millis, { zone: "Europe/Paris" }).setLocale("fr").toFormat("cccc d LLLL yyyy 'à' HH:mm");
}
