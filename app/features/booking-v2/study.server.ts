// The study a booking v2 page is for, by the slug of its URL: an unknown slug answers 404 (rendered by
// the root error boundary in the booking-error frame); a partner company's page exists only for its own
// partner agents (the partner context, customer-side §6).
import { getCurrentUser } from "~/.server/platform/auth";
import { NotFoundError, PlatformError, UnauthorizedError } from "~/.server/platform/errors";
import type { PlatformAuth } from "~/.server/platform/http";
import { findStudyBySlug } from "~/.server/platform/studies";
import type { Study } from "~/.server/platform/schemas";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a booking v2 page shows of its study: no more than the page needs reaches the browser. */
const V2_STUDY_FIELDS = [
  "id",
  "slug",
  "name",
  "type",
  "profession",
  "full_address",
  "city",
  "address_lat",
  "address_lon",
  "noMeeting",
  "logo",
] as const satisfies ReadonlyArray<keyof Study>;

export type V2Study = Pick<Study, (typeof V2_STUDY_FIELDS)[number]>;

function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

function unavailable(): Response {
  return new Response(null, { status: 503, statusText: "Service Unavailable" });
}

/** Throws the 404 (or 503 when the platform is down) a page of an unknown study answers. */
export async function requireV2Study(slug: string | undefined, auth: PlatformAuth): Promise<V2Study> {
  if (!slug || slug.length > 200 || !SLUG.test(slug)) throw notFound();
  let study: Study;
  try {
    study = await findStudyBySlug(slug);
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    console.error(`Étude ${slug} indisponible :`, error instanceof PlatformError ? error.message : error);
    throw unavailable();
  }
  if (study.type === "partner" && !(await isMemberOf(study.id, auth))) throw notFound();
  return Object.fromEntries(V2_STUDY_FIELDS.map((field) => [field, study[field]])) as V2Study;
}

async function isMemberOf(studyId: number, auth: PlatformAuth): Promise<boolean> {
  if (!auth.token) return false;
  try {
    const user = await getCurrentUser(auth);
    return user.studies.some((study) => study.id === studyId);
  } catch (error) {
    if (error instanceof UnauthorizedError) return false;
    throw error;
  }
}
