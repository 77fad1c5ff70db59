// The study's own information as its admin keeps it (pro-side §3 Study, §7 `admin/{id}/study` PUT):
// name, address (from the address search: label, position, postcode, city) and SIRET, whose Luhn key is
// checked (siret.ts). The logo is stored by the HTTP layer, checked by content.
import type { PlatformDb } from "../../db/open-database";
import { invalidInput, notFound } from "../errors";
import { isValidSiret, normaliseSiret } from "./siret";

export interface StudyInformationInput {
  name: string;
  full_address: string;
  postcode: string;
  city: string;
  address_lat: number;
  address_lon: number;
  siret: string | null;
}

const INVALID_SIRET = "Le numéro SIRET n'est pas valide : vérifiez ses 14 chiffres.";

export async function updateStudyInformation(db: PlatformDb, studyId: number, input: StudyInformationInput): Promise<void> {
  if (input.siret !== null && !isValidSiret(input.siret)) throw invalidInput("siret", INVALID_SIRET);
  const updated = await db
    .updateTable("studies")
    .set({
      name: input.name,
      full_address: input.full_address,
      postcode: input.postcode,
      city: input.city,
      address_lat: input.address_lat,
      address_lon: input.address_lon,
      siret: input.siret === null ? null : normaliseSiret(input.siret),
    })
    .where("id", "=", studyId)
    .executeTakeFirst();
  if (!updated.numUpdatedRows) throw notFound("Étude introuvable.");
}

/** Replaces the study's logo; answers the previous stored name so the caller can delete its file. */
export async function replaceStudyLogo(db: PlatformDb, studyId: number, storedName: string): Promise<string | null> {
  const study = await db.selectFrom("studies").select("logo").where("id", "=", studyId).executeTakeFirst();
  if (!study) throw notFound("Étude introuvable.");
  await db.updateTable("studies").set({ logo: storedName }).where("id", "=", studyId).execute();
  return study.logo;
}
