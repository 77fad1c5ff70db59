// What a failed confirmation becomes (customer-side §8): a slot someone else just took sends the user
// back to the slots with everything else kept; a refused token asks them to sign in; anything else is
// the generic confirmation failure.
import { PlatformError, SlotTakenError, UnauthorizedError, ValidationError } from "~/.server/platform/errors";

export type ConfirmFailure = "slot-taken" | "no-account" | "failure";

export function confirmFailureOf(error: unknown): ConfirmFailure {
  if (error instanceof SlotTakenError) return "slot-taken";
  if (error instanceof UnauthorizedError) return "no-account";
  if (error instanceof ValidationError) console.error("Demande refusée par la plateforme :", error.allMessages.join(" "));
  else console.error("Demande non transmise :", error instanceof PlatformError || error instanceof Error ? error.message : error);
  return "failure";
}
