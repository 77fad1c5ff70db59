// The folders of the file store a person's files are in, handed in by the HTTP layer and the platform's
// start, which own their definitions: the export reads them, the deletion and the retention pass remove
// from them once their transactions committed.
import type { BlobFolder } from "../../files/blob-store";

export interface PersonalDataFiles {
  /** The files of cases: the documents a customer provided. */
  caseFiles: BlobFolder;
  /** The video captures' images. */
  captures: BlobFolder;
  /** Profile pictures. */
  avatars: BlobFolder;
}
