// The demand's state machine (pro-side §4): a demand is created to qualify and, while it is still to
// qualify or in progress, its customer, the study's staff (assistants aside) or its partner company may
// cancel it ("sans suite"). The named transitions of the professional side join this table later.
import type { DemandMarking } from "../../db/schema";
import type { TransitionTable } from "../transition-table";

export type DemandAction = "cancel";

/** The marking of a demand just booked. */
export const NEW_DEMAND_MARKING: DemandMarking = "toqualify";

export const DEMAND_TRANSITIONS: TransitionTable<DemandMarking, DemandAction> = {
  cancel: {
    permission: "demands.cancel",
    from: ["toqualify", "inprogress"],
    to: "nofollowup",
    refused: { code: "cannot_cancel", message: "Cette demande ne peut plus être annulée." },
  },
};
