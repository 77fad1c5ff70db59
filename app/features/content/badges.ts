// The badges a professional shows (customer-side §2.5, pro-side "Other UI"): responsive, rank 1 to 4,
// good success rate, agenda ready, connected, each explained by the content service's badge texts
// (keys responsive, rank-N, success, availability, connected) and the FAQ anchor question-2-49.

export const BADGES_FAQ_HREF = "/faq#question-2-49";

export interface BadgeSubject {
  isReactive: boolean;
  rank: number | null;
  goodSuccessRate: boolean;
  agenda_ready: boolean;
}

export interface BadgeStudy {
  showBadges: boolean;
  fullyConnected: boolean;
}

/** The badge keys earned, in display order; none when the study chose to hide its badges. */
export function professionalBadges(person: BadgeSubject, study: BadgeStudy): string[] {
  if (!study.showBadges) return [];
  const keys: string[] = [];
  if (person.isReactive) keys.push("responsive");
  if (person.rank !== null && Number.isInteger(person.rank) && person.rank >= 1 && person.rank <= 4)
    keys.push(`rank-${person.rank}`);
  if (person.goodSuccessRate) keys.push("success");
  if (person.agenda_ready) keys.push("availability");
  if (study.fullyConnected) keys.push("connected");
  return keys;
}

const BADGE_ORDER = ["responsive", "rank-1", "rank-2", "rank-3", "rank-4", "success", "availability", "connected"];

/** Badges in the display order above (unknown keys last, in their given order). */
export function sortBadges<B extends { key: string }>(badges: readonly B[]): B[] {
  const rank = (key: string) => (BADGE_ORDER.includes(key) ? BADGE_ORDER.indexOf(key) : BADGE_ORDER.length);
  return [...badges].sort((a, b) => rank(a.key) - rank(b.key));
}
