// What an appointment card and the dossier page show of a demand, already worded in French: the
// loaders build it on the server (dates formatted there, so no date library reaches the browser) and the
// components only lay it out.
import type { BadgeTone } from "~/ui/badge";

export interface BadgeView {
  tone: BadgeTone;
  label: string;
}

export interface MeetingView {
  id: number;
  reportType: string;
  reportTypeId: number;
  /** The platform lets the user choose its slot: the dossier offers it (/dossier/{id}/planifier/{report}). */
  plannable: boolean;
  /** The professional declined its slot: the dossier offers another one. */
  declined: boolean;
  /** "lundi 3 mars à 14:30", or null while no slot is chosen. */
  when: string | null;
  /** "Maître Dupont", or null while nobody is assigned. */
  professional: string | null;
  mode: "visio" | "onSite";
  badge: BadgeView;
  /** A confirmed video meeting, whose call the dossier links to. */
  callable?: boolean;
}

export interface DocumentView {
  id: string;
  name: string;
  provided: boolean;
}

export interface DemandView {
  id: number;
  href: string;
  /** The demand's own title (shown to partner agents), or null. */
  title: string | null;
  /** The card's heading: the title, else the report type. */
  heading: string;
  reportType: string;
  avatar: string | null;
  /** Who handles it: the professional, else the study. */
  name: string;
  address: string | null;
  studyName: string;
  badges: BadgeView[];
  meetings: MeetingView[];
  documents: DocumentView[];
  missingDocuments: boolean;
  /** "20 février 2026" and its ISO date for <time>. */
  createdOn: string;
  createdIso: string;
  mode: "visio" | "onSite";
  furtherInfos: string | null;
  canceledOn: string | null;
  cancellable: boolean;
}
