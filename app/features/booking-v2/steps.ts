// Booking v2's steps (customer-side §2.3 and §4): their order, the timeline, each step's neighbours, and
// where a visitor is sent when a step is not for them yet (or any more). Pure: the routes decide with it.
export type V2Step = "informations" | "connexion" | "creneaux" | "demande" | "mot-de-passe";

/** The steps the timeline shows, in order. */
export const TIMELINE_STEPS = ["informations", "creneaux", "demande"] as const satisfies readonly V2Step[];

const PREVIOUS: Record<V2Step, V2Step | null> = {
  informations: null,
  connexion: "informations",
  creneaux: "informations",
  demande: "creneaux",
  "mot-de-passe": "informations",
};

/** The step a "back" link leads to. */
export function previousStep(step: V2Step): V2Step | null {
  return PREVIOUS[step];
}

/**
 * How far along the timeline a step is: the login screen stands for the details, the password step
 * comes after the last one (everything done).
 */
export function timelinePosition(step: V2Step): number {
  switch (step) {
    case "informations":
    case "connexion":
      return 0;
    case "creneaux":
      return 1;
    case "demande":
      return 2;
    case "mot-de-passe":
      return TIMELINE_STEPS.length;
  }
}

/** Who is booking: a signed-in account, or a guest who gave their details (a customer token). */
export interface V2Visitor {
  signedIn: boolean;
  guest: boolean;
}

/** What is already done in the flow. */
export interface V2Progress {
  slotChosen: boolean;
  /** The demand a guest booked and must now set a password for. */
  bookedDemandId: number | null;
}

/** Where a step sends the visitor instead: another step, the report page, or nowhere (null: stay). */
export type V2Destination = V2Step | "report" | null;

export function entryStep(visitor: V2Visitor): V2Step {
  return visitor.signedIn || visitor.guest ? "creneaux" : "informations";
}

export function guardStep(step: V2Step, visitor: V2Visitor, progress: V2Progress): V2Destination {
  const known = visitor.signedIn || visitor.guest;
  switch (step) {
    case "informations":
      return null;
    case "connexion":
      // A signed-in user has nothing to log into (customer-side §4).
      return visitor.signedIn ? "creneaux" : null;
    case "creneaux":
      return known ? null : "informations";
    case "demande":
      if (!known) return "informations";
      return progress.slotChosen ? null : "creneaux";
    case "mot-de-passe":
      // The password step is for a guest who has just booked; a signed-in user already has one.
      if (visitor.signedIn) return progress.bookedDemandId !== null ? "report" : "creneaux";
      if (!visitor.guest) return "informations";
      return progress.bookedDemandId !== null ? null : "creneaux";
  }
}

/** Where a step's successful form post leads (customer-side §4). */
export function afterSubmit(step: V2Step, visitor: V2Visitor): Exclude<V2Destination, null> {
  switch (step) {
    case "informations":
    case "connexion":
      return "creneaux";
    case "creneaux":
      return "demande";
    case "demande":
      return visitor.signedIn ? "report" : "mot-de-passe";
    case "mot-de-passe":
      return "report";
  }
}

/** The report page of a demand. */
export function reportPath(demandId: number): string {
  return `/dossier/${demandId}`;
}
