// The French words the platform itself writes about a status: the journal's entry for a change of
// billing. The pages' badges (tones and labels) are the app's alone (app/features/account/status-badges.ts);
// the statuses' names are common/statuses.ts.
import type { BillStatus } from "~common/statuses";

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  notbilled: "Non facturé",
  partialpaid: "Partiellement payé",
  unpaid: "Impayé",
  paid: "Payé",
};
