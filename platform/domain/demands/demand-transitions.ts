// The demand's state machine (pro-side §4). A demand is created to qualify; the study qualifies it (in
// progress), may put it back to qualify, marks the intervention done (completed) and reopens a case
// closed too early; publishing the report makes it `reportdone`; the study refuses a case it will not
// take, and its customer, the study's staff (assistants aside) or its partner company cancel it ("sans
// suite"). The named transitions (`transition` GET/PUT) are the ones a person chooses by name; the
// others run through their own calls (refuse, publish-drive-file, cancel).
// docs/decisions/1301-case-transitions-lock-and-journal.md.
import type { DemandMarking } from "../../db/schema";
import type { Transition, TransitionTable } from "../transition-table";
import type { DemandTransitionName } from "~common/allowed-actions";

export type DemandAction = DemandTransitionName;

/** The marking of a demand just booked. */
export const NEW_DEMAND_MARKING: DemandMarking = "toqualify";

const DEMAND_MARKINGS: readonly DemandMarking[] = ["toqualify", "inprogress", "completed", "reportdone", "nofollowup"];

export const DEMAND_TRANSITIONS: TransitionTable<DemandMarking, DemandAction> = {
  cancel: {
    permission: "demands.cancel",
    from: ["toqualify", "inprogress"],
    to: "nofollowup",
    refused: { code: "cannot_cancel", message: "Cette demande ne peut plus être annulée." },
  },
  qualify: {
    permission: "demands.manage",
    from: ["toqualify"],
    to: "inprogress",
    refused: { code: "cannot_qualify", message: "Seul un dossier à qualifier peut être qualifié." },
  },
  requalify: {
    permission: "demands.manage",
    from: ["inprogress"],
    to: "toqualify",
    refused: { code: "cannot_requalify", message: "Seul un dossier en cours peut être remis à qualifier." },
  },
  complete: {
    permission: "demands.manage",
    from: ["inprogress"],
    to: "completed",
    refused: { code: "cannot_complete", message: "Seul un dossier en cours peut être marqué terminé." },
  },
  reopen: {
    permission: "demands.manage",
    from: ["completed", "nofollowup"],
    to: "inprogress",
    refused: { code: "cannot_reopen", message: "Seul un dossier terminé ou sans suite peut être rouvert." },
  },
  refuse: {
    permission: "demands.manage",
    from: ["toqualify", "inprogress"],
    to: "nofollowup",
    refused: { code: "cannot_refuse", message: "Ce dossier ne peut plus être refusé." },
  },
  // A report published again replaces the previous one: the case stays `reportdone`.
  publish_report: {
    permission: "reports.publish",
    from: ["inprogress", "completed", "reportdone"],
    to: "reportdone",
    refused: {
      code: "cannot_publish_report",
      message: "Le rapport ne peut être publié que sur un dossier en cours ou terminé.",
    },
  },
};

/** The transitions chosen by name through `transition` PUT, with their French labels. */
export const NAMED_TRANSITIONS = {
  qualify: "Qualifier le dossier",
  requalify: "Remettre à qualifier",
  complete: "Marquer l'intervention terminée",
  reopen: "Rouvrir le dossier",
} as const satisfies Partial<Record<DemandAction, string>>;

export type NamedTransition = keyof typeof NAMED_TRANSITIONS;

export const isNamedTransition = (name: string): name is NamedTransition => Object.hasOwn(NAMED_TRANSITIONS, name);

/** A case action that leaves the marking as it is, open from these markings. */
export function keepsMarking(
  permission: Transition<DemandMarking>["permission"],
  from: readonly DemandMarking[] = DEMAND_MARKINGS,
  refused = { code: "cannot_change", message: "Ce dossier ne peut plus être modifié." },
): Transition<DemandMarking> {
  return { permission, from, to: (marking) => marking, refused };
}
