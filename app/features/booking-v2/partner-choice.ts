// The partner agent's choices (customer-side §6): only partner agents with partner studies are offered
// to book for one of them; each such study leads to its booking v2 slots step.
import { v2Path } from "./query";

export interface StudyRef {
  slug: string;
  name: string;
  type: string;
  full_address: string;
}

export interface PartnerChoice {
  slug: string;
  name: string;
  address: string;
  href: string;
}

export function partnerChoices(studies: readonly StudyRef[]): PartnerChoice[] {
  return studies
    .filter((study) => study.type === "partner")
    .map((study) => ({ slug: study.slug, name: study.name, address: study.full_address, href: v2Path(study.slug, "creneaux") }));
}
