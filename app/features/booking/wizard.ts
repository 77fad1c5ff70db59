// The main booking wizard (customer-side §2.4 and §4): its steps, the URL of each, which step follows
// which, and which later answers a new answer clears. Pure: the routes read and write the state in a
// cookie and the unfinished demand; this module only decides.
import type { ChosenSlot } from "~/features/slots/slot-value";

export type WizardStep =
  | "PRESTATION"
  | "REPORT_TYPE_PARENT"
  | "REPORT_TYPE"
  | "VISIO"
  | "ADDRESS"
  | "DEMAND_FORM"
  | "BAILIFF_SELECTION"
  | "ACCOUNT"
  | "REGISTER"
  | "CONFIRMATION"
  | "DEMAND_CONFIRM";

/** The service chosen at the PRESTATION step: an on-site meeting (constat) or a consultation. */
export type Service = "meeting" | "consultation";

export interface ChosenAddress {
  label: string;
  latitude: number;
  longitude: number;
}

export interface WizardState {
  service?: Service;
  parentSlug?: string;
  reportTypeSlug?: string;
  visio?: boolean;
  address?: ChosenAddress;
  bailiffId?: number;
  studyId?: number;
  slot?: ChosenSlot;
  /** The chosen study takes the demand without a slot (no-meeting studies and report types, affiliates). */
  withoutSlot?: boolean;
  /** The free-text need typed on the confirmation or demand form. */
  furtherInfos?: string;
  /** The customer signed in or registered at the account step: it stays counted by the step counter. */
  signedInInFlow?: true;
}

/** The longest need text kept between steps (it travels in the wizard's cookie, far below 4 kB). */
export const FURTHER_INFOS_MAX = 1000;

/** Each step has its own URL under /reservation (ARCHITECTURE.md rule 3). */
export const STEP_PATHS: Record<WizardStep, string> = {
  PRESTATION: "/reservation",
  REPORT_TYPE_PARENT: "/reservation/categorie",
  REPORT_TYPE: "/reservation/prestation",
  VISIO: "/reservation/visio",
  ADDRESS: "/reservation/adresse",
  DEMAND_FORM: "/reservation/demande",
  BAILIFF_SELECTION: "/reservation/professionnel",
  ACCOUNT: "/reservation/compte",
  REGISTER: "/reservation/inscription",
  CONFIRMATION: "/reservation/confirmation",
  DEMAND_CONFIRM: "/reservation/demande-envoyee",
};

/**
 * The step after `step`, given the answers so far. PRESTATION leads to the report-type parents for an
 * on-site meeting and to VISIO for a consultation; VISIO leads to ADDRESS for a consultation at the
 * professional's office (the address finds the offices near the customer), else to the selection;
 * BAILIFF_SELECTION leads to DEMAND_FORM when the chosen study takes no slot; ACCOUNT leads to
 * CONFIRMATION once logged in, or to REGISTER (which comes back to ACCOUNT); DEMAND_FORM (studies that
 * take demands without a slot) leads to CONFIRMATION, through ACCOUNT for a guest.
 */
export function nextStep(step: WizardStep, state: WizardState, loggedIn: boolean): WizardStep {
  switch (step) {
    case "PRESTATION":
      return state.service === "consultation" ? "VISIO" : "REPORT_TYPE_PARENT";
    case "REPORT_TYPE_PARENT":
      return "REPORT_TYPE";
    case "REPORT_TYPE":
      return "ADDRESS";
    case "VISIO":
      return state.visio === false ? "ADDRESS" : "BAILIFF_SELECTION";
    case "ADDRESS":
      return "BAILIFF_SELECTION";
    case "BAILIFF_SELECTION":
      if (state.withoutSlot) return "DEMAND_FORM";
      return loggedIn ? "CONFIRMATION" : "ACCOUNT";
    case "ACCOUNT":
      return loggedIn ? "CONFIRMATION" : "REGISTER";
    case "REGISTER":
      return "ACCOUNT";
    case "DEMAND_FORM":
      return loggedIn ? "CONFIRMATION" : "ACCOUNT";
    case "CONFIRMATION":
    case "DEMAND_CONFIRM":
      return "DEMAND_CONFIRM";
  }
}

/** The step a user goes back to from `step` (the "Retour" link). */
export function previousStep(step: WizardStep, state: WizardState): WizardStep | null {
  switch (step) {
    case "PRESTATION":
      return null;
    case "REPORT_TYPE_PARENT":
    case "VISIO":
      return "PRESTATION";
    case "REPORT_TYPE":
      return "REPORT_TYPE_PARENT";
    case "ADDRESS":
      return state.service === "consultation" ? "VISIO" : "REPORT_TYPE";
    case "BAILIFF_SELECTION":
      return state.service === "consultation" && state.visio !== false ? "VISIO" : "ADDRESS";
    case "DEMAND_FORM":
      return "BAILIFF_SELECTION";
    case "ACCOUNT":
      return state.withoutSlot ? "DEMAND_FORM" : "BAILIFF_SELECTION";
    case "REGISTER":
      return "ACCOUNT";
    case "CONFIRMATION":
      return state.withoutSlot ? "DEMAND_FORM" : "BAILIFF_SELECTION";
    case "DEMAND_CONFIRM":
      return null;
  }
}

/**
 * The first step whose answer is missing: a user who opens a later URL directly (or resumes a draft)
 * is sent back there, so no step ever renders without what it needs.
 */
export function firstIncompleteStep(state: WizardState): WizardStep | null {
  if (!state.service) return "PRESTATION";
  if (state.service === "meeting") {
    if (!state.parentSlug) return "REPORT_TYPE_PARENT";
    if (!state.reportTypeSlug) return "REPORT_TYPE";
    if (!state.address) return "ADDRESS";
  } else {
    if (!state.reportTypeSlug || state.visio === undefined) return "VISIO";
    if (state.visio === false && !state.address) return "ADDRESS";
  }
  if (!state.studyId) return "BAILIFF_SELECTION";
  // A study with slots needs exactly one chosen slot (customer-side §2.5); the others a need text.
  if (!state.withoutSlot && !state.slot) return "BAILIFF_SELECTION";
  return null;
}

const ORDER: WizardStep[] = [
  "PRESTATION",
  "REPORT_TYPE_PARENT",
  "REPORT_TYPE",
  "VISIO",
  "ADDRESS",
  "BAILIFF_SELECTION",
  "DEMAND_FORM",
  "ACCOUNT",
  "REGISTER",
  "CONFIRMATION",
  "DEMAND_CONFIRM",
];

/** Whether `step` may be shown with this state; otherwise the route redirects to `firstIncompleteStep`. */
export function canEnter(step: WizardStep, state: WizardState): boolean {
  const missing = firstIncompleteStep(state);
  if (missing === null) return true;
  return ORDER.indexOf(step) <= ORDER.indexOf(missing);
}

export type Answer =
  | { kind: "service"; service: Service }
  | { kind: "parent"; parentSlug: string }
  | { kind: "reportType"; reportTypeSlug: string }
  | { kind: "address"; address: ChosenAddress }
  | { kind: "visio"; visio: boolean; reportTypeSlug?: string }
  | { kind: "bailiff"; bailiffId?: number; studyId: number; withoutSlot?: boolean }
  | { kind: "slot"; slot: ChosenSlot };

/**
 * Applies an answer and clears what it invalidates (customer-side §4): a new service clears everything
 * but keeps the address unless the service is a consultation; a new parent clears the report type, the
 * bailiff and the slot; a new report type, address or visio choice clears the bailiff and the slot; a
 * new bailiff clears the slot. Giving the same answer again clears nothing.
 */
export function answer(state: WizardState, given: Answer): WizardState {
  switch (given.kind) {
    case "service": {
      if (state.service === given.service) return state;
      const keepAddress = given.service !== "consultation" ? state.address : undefined;
      return { service: given.service, ...(keepAddress ? { address: keepAddress } : {}) };
    }
    case "parent":
      if (state.parentSlug === given.parentSlug) return state;
      return withoutSelection({ ...state, parentSlug: given.parentSlug, reportTypeSlug: undefined });
    case "reportType":
      if (state.reportTypeSlug === given.reportTypeSlug) return state;
      return withoutSelection({ ...state, reportTypeSlug: given.reportTypeSlug });
    case "address":
      if (sameAddress(state.address, given.address)) return state;
      return withoutSelection({ ...state, address: given.address });
    case "visio": {
      const reportTypeSlug = given.reportTypeSlug ?? state.reportTypeSlug;
      if (state.visio === given.visio && state.reportTypeSlug === reportTypeSlug) return state;
      return withoutSelection({ ...state, visio: given.visio, reportTypeSlug });
    }
    case "bailiff": {
      const withoutSlot = given.withoutSlot ? true : undefined;
      if (state.bailiffId === given.bailiffId && state.studyId === given.studyId && state.withoutSlot === withoutSlot)
        return state;
      return { ...state, bailiffId: given.bailiffId, studyId: given.studyId, withoutSlot, slot: undefined };
    }
    case "slot":
      return { ...state, slot: given.slot, withoutSlot: undefined };
  }
}

function withoutSelection(state: WizardState): WizardState {
  const { bailiffId: _bailiff, studyId: _study, slot: _slot, withoutSlot: _withoutSlot, ...rest } = state;
  return rest;
}

function sameAddress(a: ChosenAddress | undefined, b: ChosenAddress): boolean {
  return Boolean(a && a.label === b.label && a.latitude === b.latitude && a.longitude === b.longitude);
}
