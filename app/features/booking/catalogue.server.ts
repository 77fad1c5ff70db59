// Read-mostly data the booking screens need on many requests, cached in memory for a few minutes: the
// report-type tree of the platform and the badge texts of the content service.
import { getBadges } from "~/features/content/client.server";
import { TtlCache } from "~/features/content/ttl-cache.server";
import { getReportTypes } from "~/.server/platform/report-types";
import type { ReportType } from "~/.server/platform/schemas";
import type { BadgeText } from "~/features/booking/candidates";

const CATALOGUE_TTL_MS = 5 * 60_000;
const cache = new TtlCache({ maxEntries: 20 });

/** The enabled report-type tree (groups with their children), as the platform orders it. */
export function reportTypeTree(): Promise<ReportType[]> {
  return cache.get("report-types", CATALOGUE_TTL_MS, () => getReportTypes({ enabledOnly: true }));
}

export type ReportTypeEntry = ReportType | ReportType["children"][number];

/** A report type (group or child) by slug, with its parent group when it is a child. */
export async function reportTypeBySlug(
  slug: string | undefined,
): Promise<{ reportType: ReportTypeEntry; parent: ReportType | null } | null> {
  if (!slug) return null;
  for (const group of await reportTypeTree()) {
    if (group.slug === slug) return { reportType: group, parent: null };
    const child = group.children.find((candidate) => candidate.slug === slug);
    if (child) return { reportType: child, parent: group };
  }
  return null;
}

export async function reportTypeById(
  id: number | null | undefined,
): Promise<{ reportType: ReportTypeEntry; parent: ReportType | null } | null> {
  if (!id) return null;
  for (const group of await reportTypeTree()) {
    if (group.id === id) return { reportType: group, parent: null };
    const child = group.children.find((candidate) => candidate.id === id);
    if (child) return { reportType: child, parent: group };
  }
  return null;
}

/** Badge titles and help texts by key; empty when the content service fails (cards then show no badge). */
export async function badgeTexts(): Promise<Map<string, BadgeText>> {
  try {
    const badges = await cache.get("badges", CATALOGUE_TTL_MS, () => getBadges());
    return new Map(badges.map((badge) => [badge.key, { key: badge.key, title: badge.title, help: badge.help }]));
  } catch (error) {
    console.error("Textes des badges indisponibles :", error);
    return new Map();
  }
}
