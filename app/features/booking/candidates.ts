// The professionals a booking offers (customer-side §2.5, §3 "Eligible bailiff"): one candidate per
// professional and study, in the platform's two lists (onboarded, affiliated), shaped for the bailiff
// card: display data, badges with their texts, and whether the study takes slots at all.
import { professionalBadges } from "~/features/content/badges";

export interface BadgeText {
  key: string;
  title: string;
  help: string;
}

interface CandidateProfessional {
  id: number;
  firstname: string;
  lastname: string;
  civility: number | null;
  avatar: string | null;
  roleNames: string[];
  isClerk: boolean;
  isReactive: boolean;
  dronePilot: boolean;
  seniority: number | null;
}

interface CandidateStudy {
  id: number;
  slug: string;
  name: string;
  fullAddress: string;
  type: "study" | "partner" | "affiliate";
  noMeeting: boolean;
}

export interface Candidate {
  /** "bailiffId-studyId": the anchor and React key of the card. */
  key: string;
  professional: CandidateProfessional;
  study: CandidateStudy;
  badges: BadgeText[];
  distanceKm: number | null;
  /** Onboarded studies with slots: the card shows a calendar; others transmit the demand without a slot. */
  takesSlots: boolean;
}

/** The platform's eligible entry (structural: the client's zod type fits it). */
export interface EligibleEntry {
  bailiff: {
    id: number;
    firstname: string;
    lastname: string;
    civility: number | null;
    avatar: string | null;
    roles: { name: string }[];
    isClerk: boolean;
    isReactive: boolean;
    rank: number | null;
    goodSuccessRate: boolean;
    agenda_ready: boolean;
    dronePilot: boolean;
    seniority: number | null;
  };
  studies: {
    id: number;
    slug: string;
    name: string;
    full_address: string;
    type: "study" | "partner" | "affiliate";
    showBadges: boolean;
    fullyConnected: boolean;
    noMeeting: boolean;
  }[];
  distance_km: number | null;
}

export function candidateKey(bailiffId: number | undefined, studyId: number): string {
  return `${bailiffId ?? 0}-${studyId}`;
}

/**
 * One candidate per (professional, study) of a list; partner companies never receive demands. With
 * `slotsAllowed` false (the affiliated list, slot-less report types) the card transmits the demand.
 */
export function candidatesFrom(
  entries: readonly EligibleEntry[],
  texts: ReadonlyMap<string, BadgeText>,
  slotsAllowed: boolean,
): Candidate[] {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    for (const study of entry.studies) {
      if (study.type === "partner") continue;
      const key = candidateKey(entry.bailiff.id, study.id);
      if (seen.has(key)) continue;
      seen.add(key);
      candidates.push({
        key,
        professional: {
          id: entry.bailiff.id,
          firstname: entry.bailiff.firstname,
          lastname: entry.bailiff.lastname,
          civility: entry.bailiff.civility,
          avatar: entry.bailiff.avatar,
          roleNames: entry.bailiff.roles.map((role) => role.name),
          isClerk: entry.bailiff.isClerk,
          isReactive: entry.bailiff.isReactive,
          dronePilot: entry.bailiff.dronePilot,
          seniority: entry.bailiff.seniority,
        },
        study: {
          id: study.id,
          slug: study.slug,
          name: study.name,
          fullAddress: study.full_address,
          type: study.type,
          noMeeting: study.noMeeting,
        },
        badges: professionalBadges(entry.bailiff, study).flatMap((badgeKey) => {
          const text = texts.get(badgeKey);
          return text ? [text] : [];
        }),
        distanceKm: entry.distance_km,
        takesSlots: slotsAllowed && !study.noMeeting,
      });
    }
  }
  return candidates;
}
