// Where capture images live: in the file store (`captures/…`), each under a random name (nothing the client
// sent is ever part of a key). Reading back an absent file for the chain's check is an answer (null), which
// the check reports. Whatever reaches it, the store writes only an image
// whose declared size is within the platform's bounds (a pixel flood is embedded whole in the record).
import { blobFolder, type BlobFolder, type BlobStore } from "../../files/blob-store";
import { boundedImage, IMAGE_DIMENSIONS_REFUSED } from "../../security/image-bounds";
import { invalidInput } from "../errors";

export type CaptureStore = BlobFolder;

export function captureStore(blobs: BlobStore): CaptureStore {
  const folder = blobFolder(blobs, "captures", ["png", "jpg"]);
  return {
    ...folder,
    async save(storedName, bytes, contentType, within) {
      const extension = storedName.slice(storedName.lastIndexOf(".") + 1);
      if (!boundedImage(bytes, extension)) throw invalidInput("capture", IMAGE_DIMENSIONS_REFUSED);
      return folder.save(storedName, bytes, contentType, within);
    },
  };
}
