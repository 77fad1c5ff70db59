// Professionals and studies from the platform, shaped for the public pages: badge texts from the
// content service, short in-memory caching (zone pages are many and crawled), and failures that leave
// the page without the block instead of taking it down.
import { getBadges } from "~/features/content/client.server";
import { TtlCache } from "~/features/content/ttl-cache.server";
import { getAvailableBailiffs } from "~/features/booking/booking-client.server";
import { NotFoundError } from "~/.server/platform/errors";
import type { Professional, Study } from "~/.server/platform/schemas";
import { findStudyBySlug } from "~/.server/platform/studies";
import { professionalBadges } from "~/features/content/badges";
import { safeUrl } from "~/features/content/safe-url";
import type { BadgeText, PublicProfessional } from "~/features/content/professional-card";

const PLATFORM_TTL_MS = 5 * 60_000;
const cache = new TtlCache({ maxEntries: 2000 });

/** Badge titles and help by key; empty (badges then show their key-less fallback: none) on failure. */
export async function badgeTexts(): Promise<Map<string, BadgeText>> {
  try {
    const badges = await getBadges();
    return new Map(badges.map((badge) => [badge.key, { key: badge.key, title: badge.title, help: badge.help }]));
  } catch (error) {
    console.error("Textes des badges indisponibles :", error);
    return new Map();
  }
}

export function publicProfessional(
  person: Professional,
  study: Pick<Study, "showBadges" | "fullyConnected">,
  texts: Map<string, BadgeText>,
): PublicProfessional {
  return {
    id: person.id,
    firstname: person.firstname,
    lastname: person.lastname,
    civility: person.civility,
    avatar: safeUrl(person.avatar),
    roleNames: person.roles.map((role) => role.name),
    isClerk: person.isClerk,
    seniority: person.seniority,
    dronePilot: person.dronePilot,
    badges: professionalBadges(person, study).flatMap((key) => {
      const text = texts.get(key);
      return text ? [text] : [];
    }),
  };
}

export interface ZoneProfessional {
  person: PublicProfessional;
  study: { name: string; slug: string };
  distanceKm: number | null;
}

/** How many professionals a zone page shows. */
const ZONE_PROFESSIONALS_SHOWN = 6;

/**
 * Professionals whose intervention zone covers the point, onboarded first (platform order: distance to
 * the study, then rank), one per study so that a page shows several offices. Null when the platform
 * failed: the page renders without the block and the error is logged.
 */
export async function professionalsNear(lat: number, lng: number): Promise<ZoneProfessional[] | null> {
  const key = `${lat.toFixed(3)},${lng.toFixed(3)}`;
  try {
    const [available, texts] = await Promise.all([
      cache.get(`near ${key}`, PLATFORM_TTL_MS, () =>
        getAvailableBailiffs({ lat: Number(lat.toFixed(4)), lon: Number(lng.toFixed(4)) }),
      ),
      badgeTexts(),
    ]);
    const seen = new Set<string>();
    const result: ZoneProfessional[] = [];
    for (const entry of [...available.onboarded, ...available.affiliated]) {
      const study = entry.studies.find((candidate) => candidate.type !== "partner");
      if (!study || seen.has(study.slug)) continue;
      seen.add(study.slug);
      result.push({
        person: publicProfessional(entry.bailiff, study, texts),
        study: { name: study.name, slug: study.slug },
        distanceKm: entry.distance_km,
      });
      if (result.length === ZONE_PROFESSIONALS_SHOWN) break;
    }
    return result;
  } catch (error) {
    console.error(`Professionnels disponibles indisponibles près de ${key} :`, error);
    return null;
  }
}

/** The study of a public page with its professionals, or null when the platform knows no such study. */
export async function publicStudy(slug: string) {
  try {
    const study = await cache.get(`study ${slug}`, PLATFORM_TTL_MS, () => findStudyBySlug(slug));
    return study.type === "partner" ? null : study;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
