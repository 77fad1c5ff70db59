// Labels and badge colours of demand and meeting statuses (customer-side §4, pro-side §4 badges).
import type { BillStatus, DemandMarking, MeetingStatus } from "../db/schema";

type Colour = "positive" | "warning" | "dark" | "muted";

const MARKINGS: Record<DemandMarking, { label: string; color: Colour }> = {
  inprogress: { label: "En cours", color: "positive" },
  // A to-qualify demand displays as in progress.
  toqualify: { label: "En cours", color: "positive" },
  completed: { label: "Terminé", color: "dark" },
  reportdone: { label: "Constat publié", color: "positive" },
  nofollowup: { label: "Sans suite", color: "muted" },
};

const BILL_STATUSES: Record<BillStatus, { label: string; color: Colour }> = {
  notbilled: { label: "Non facturé", color: "warning" },
  partialpaid: { label: "Partiellement payé", color: "warning" },
  unpaid: { label: "Impayé", color: "warning" },
  paid: { label: "Payé", color: "positive" },
};

const MEETING_STATUSES: Record<MeetingStatus, { label: string; color: Colour }> = {
  created: { label: "Créé", color: "warning" },
  waiting: { label: "En attente de confirmation", color: "warning" },
  to_plan: { label: "À planifier", color: "warning" },
  disputed: { label: "Contesté", color: "warning" },
  validated: { label: "Confirmé", color: "positive" },
  completed: { label: "Terminé", color: "positive" },
  canceled: { label: "Annulé", color: "muted" },
  refused: { label: "Refusé", color: "muted" },
  no_show: { label: "Absent", color: "muted" },
};

export const markingModel = (name: DemandMarking) => ({ name, ...MARKINGS[name] });
export const billStatusModel = (name: BillStatus) => ({ name, ...BILL_STATUSES[name] });
export const meetingStatusModel = (name: MeetingStatus) => ({ name, ...MEETING_STATUSES[name] });
