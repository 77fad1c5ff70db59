// The `intent` each form of the professional's demand page posts: the meeting actions (shared with the
// agenda) and the actions on the whole demand.
import { MEETING_INTENTS } from "~/features/meetings/meeting-actions";

export const PRO_DEMAND_INTENTS = {
  ...MEETING_INTENTS,
  assignManager: "assign-manager",
  addService: "add-service",
  /** The whole demand, not one meeting: its customer and professionals are told (pro-side §2: then the dashboard). */
  cancelDemand: "cancel-demand",
} as const;
export type ProDemandIntent = (typeof PRO_DEMAND_INTENTS)[keyof typeof PRO_DEMAND_INTENTS];
