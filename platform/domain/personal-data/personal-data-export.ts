// A person's export (RGPD articles 15 and 20, docs/decisions/3010): a ZIP archive holding the JSON of
// everything the platform keeps about them (export-contents.ts), a French note saying what each part is,
// and their files (documents, kept captures, profile picture), read one at a time from the file store as
// the archive is written. A file the store no longer has is left out and its `file` is null in the JSON.
import type { PlatformDb } from "../../db/open-database";
import { parisDayOf } from "~common/paris-time";
import { exportContents, type ExportedFile } from "./export-contents";
import type { PersonalDataFiles } from "./personal-data-files";
import type { ZipEntry } from "./zip-archive";

const EXPORT_JSON = "donnees-personnelles.json";
const EXPORT_README = "LISEZ-MOI.txt";

const README = `Vos données personnelles sur Constat RDV

Ce dossier contient tout ce que Constat RDV conserve à votre sujet, au jour de son téléchargement.

- ${EXPORT_JSON} : vos données, au format JSON (lisible par d'autres services) :
  account : votre compte (identité, coordonnées, dates de vérification et d'acceptation des CGU, comptes externes reliés) ;
  demands : vos demandes, avec leurs rendez-vous, les étapes de leur suivi qui vous sont destinées, les documents que vous avez déposés et, pour les visios, vos consentements et les captures prises par le professionnel ;
  positions_shared : les positions que vous avez partagées pendant une visio ;
  messages : les e-mails et SMS envoyés à votre adresse ou à votre numéro ;
  notifications : vos notifications ;
  unfinished_demands, support_requests, recommendation_requests : vos demandes inachevées, de rappel et de recommandation.
- documents/ : les documents que vous avez déposés dans vos dossiers.
- captures/ : les captures conservées de vos visios.
- photo-de-profil : votre photo de profil, si vous en avez déposé une.

Les dates sont en temps universel (UTC), au format ISO 8601.
Pour supprimer votre compte, rendez-vous dans Paramètres, rubrique « Mes données ».
`;

export interface PersonalDataArchive {
  fileName: string;
  entries: AsyncGenerator<ZipEntry>;
}

/** What the archive of `userId` holds, read as it is written. */
export async function personalDataArchive(
  db: PlatformDb,
  folders: PersonalDataFiles,
  userId: number,
  now: Date,
): Promise<PersonalDataArchive> {
  const { data, files } = await exportContents(db, userId);
  async function* entries(): AsyncGenerator<ZipEntry> {
    const missing = new Set<string>();
    for (const file of files) {
      const bytes = await readFile(folders, file);
      if (bytes) yield { name: file.path, bytes, compress: false, modifiedAt: now };
      else missing.add(file.path);
    }
    const json = JSON.stringify(
      data,
      (key, value: unknown) => ((key === "file" || key === "avatar") && missing.has(value as string) ? null : value),
      2,
    );
    yield { name: EXPORT_JSON, bytes: Buffer.from(json, "utf8"), compress: true, modifiedAt: now };
    yield { name: EXPORT_README, bytes: Buffer.from(README, "utf8"), compress: true, modifiedAt: now };
  }
  return { fileName: `constat-rdv-donnees-personnelles-${parisDayOf(now)}.zip`, entries: entries() };
}

const readFile = (folders: PersonalDataFiles, file: ExportedFile) => folders[file.folder].read(file.storedName);
