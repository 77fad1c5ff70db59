// Study lookups the content site needs beyond app/.server/platform (owned by the platform client):
// every public study, for the sitemap. The platform contract (pro-side §7) has no study listing; the
// professionals-by-zone call without a place and for video lists every professional of every public
// study (type study or affiliate) with their studies, which gives the list. See
// docs/decisions/304-study-pages.md; a dedicated `GET /api/studies` would replace this one function.
import { z } from "zod";
import { platformRequest } from "~/.server/platform/http";
import { studySchema } from "~/.server/platform/schemas";

const listingSchema = z.object({
  onboarded: z.array(z.object({ studies: z.array(studySchema) })),
  affiliated: z.array(z.object({ studies: z.array(studySchema) })),
});

export interface PublicStudyRef {
  slug: string;
  name: string;
}

/** Studies with a public page (bailiff and lawyer offices, affiliates; never partner companies), by slug. */
export async function listPublicStudies(): Promise<PublicStudyRef[]> {
  const { onboarded, affiliated } = await platformRequest(listingSchema, {
    path: "/api/reporttypes/bailiffs",
    query: { is_visio: 1 },
  });
  const bySlug = new Map<string, PublicStudyRef>();
  for (const entry of [...onboarded, ...affiliated]) {
    for (const study of entry.studies) {
      if (study.type !== "partner" && !bySlug.has(study.slug)) bySlug.set(study.slug, { slug: study.slug, name: study.name });
    }
  }
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}
