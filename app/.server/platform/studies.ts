// Study lookups: by slug (study page), by location, by affiliate token (aff_token cookie).
import { z } from "zod";
import { platformRequest } from "./http";
import { professionalSchema, studySchema } from "./schemas";

/** Throws NotFoundError for an unknown slug. */
export function findStudyBySlug(slug: string) {
  return platformRequest(studySchema.extend({ bailiffs: z.array(professionalSchema) }), {
    path: "/api/studies/search",
    query: { slug },
  });
}

export async function findStudiesNearby(latitude: number, longitude: number) {
  const { data } = await platformRequest(
    z.object({ data: z.array(studySchema.extend({ distance_km: z.number().nullable() })) }),
    {
      path: "/api/studies/search-location",
      query: { latitude, longitude },
    },
  );
  return data;
}

/** Throws NotFoundError when the token matches no affiliate study (the app then clears the cookie). */
export function findAffiliateStudy(token: string) {
  return platformRequest(studySchema, { path: "/api/studies/search-token", query: { slug: token } });
}
