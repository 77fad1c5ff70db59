// What a person is told when the meeting changed under their form: the form was rendered with one
// status (`expected_status`) and the meeting is in another now, or another action won the race.
import type { MeetingStatus } from "../../db/schema";
import { conflict, type DomainError } from "../errors";

const NOW_IS: Record<MeetingStatus, string> = {
  created: "Ce rendez-vous est de nouveau en attente de confirmation.",
  waiting: "Ce rendez-vous est de nouveau en attente de confirmation.",
  disputed: "Ce rendez-vous est contesté entre-temps.",
  to_plan: "Ce rendez-vous est de nouveau à planifier.",
  validated: "Ce rendez-vous a été confirmé entre-temps.",
  completed: "Ce rendez-vous a été terminé entre-temps.",
  canceled: "Ce rendez-vous a été annulé entre-temps.",
  refused: "Ce rendez-vous a été refusé entre-temps.",
  no_show: "Le client de ce rendez-vous a été marqué absent entre-temps.",
};

/** 409 `stale`: the meeting is now in `current` (or, same status, was changed by someone else). */
export function staleMeeting(current: MeetingStatus, expected: MeetingStatus): DomainError {
  if (current === expected) {
    return conflict("stale", "Ce rendez-vous a été modifié entre-temps : rechargez la page pour voir sa nouvelle version.");
  }
  return conflict("stale", `${NOW_IS[current]} Rechargez la page pour voir sa nouvelle version.`);
}
