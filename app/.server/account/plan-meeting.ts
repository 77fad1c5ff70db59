// Planning a further meeting of a dossier (pro-side §7 `POST demands/{id}/meetings {slots, bailiffId,
// reportTypeId}`): the slots come from the usual availability search for the dossier's study. The embedded
// platform has no meeting-planning endpoint yet: this calls the contract it is asked to add
// (docs/decisions/606-platform-gaps.md); a clash answers SlotTakenError like a booking.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "../platform/http";

export interface PlannedSlot {
  start_date: string;
  end_date: string;
}

export function planMeeting(
  auth: PlatformAuth,
  demandId: number,
  input: { slot: PlannedSlot; reportTypeId: number; bailiffId?: number },
) {
  return platformRequest(z.object({}).passthrough(), {
    method: "POST",
    path: `/api/demands/${demandId}/meetings`,
    auth,
    json: { slots: [input.slot], reportTypeId: input.reportTypeId, bailiffId: input.bailiffId },
  });
}
