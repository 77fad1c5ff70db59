// The one bounded-image check every upload that may be an image goes through (case documents,
// professional documents, avatars, logos, signatures, video captures): the pixel size its header
// declares, read without decoding, must be sane, so a "pixel flood" (a small file declaring a gigantic
// image, which whoever renders or embeds it must decode whole) is refused at the door.
// image-size reads the headers of every format file-type may let through (its JPEG reader walks the
// segments to the frame header, its WebP reader knows the three encodings).
import { imageSize } from "image-size";

export interface Dimensions {
  width: number;
  height: number;
}

export interface ImageBounds {
  maxSide: number;
  maxPixels: number;
}

/** The ceiling for every stored image: far above any photograph or scan a case needs. */
export const IMAGE_BOUNDS: ImageBounds = { maxSide: 20_000, maxPixels: 50_000_000 };

/** The refusal next to the file's field when its declared size is out of bounds. */
export const IMAGE_DIMENSIONS_REFUSED = "Les dimensions de cette image ne sont pas acceptées.";

function declaredSizes(buffer: Uint8Array, extension: string): Dimensions[] | undefined {
  try {
    const size = imageSize(buffer);
    // The header must be of the type the content was sniffed as: no second opinion on what it is.
    if (size.type !== extension) return undefined;
    return size.images?.length ? size.images : [size];
  } catch {
    return undefined;
  }
}

/**
 * The image's size when its header declares one of at least a pixel and within bounds, else undefined
 * (unreadable headers included). A store may ask for tighter bounds, never looser than IMAGE_BOUNDS.
 */
export function boundedImage(buffer: Uint8Array, extension: string, tighter: Partial<ImageBounds> = {}): Dimensions | undefined {
  const maxSide = Math.min(tighter.maxSide ?? IMAGE_BOUNDS.maxSide, IMAGE_BOUNDS.maxSide);
  const maxPixels = Math.min(tighter.maxPixels ?? IMAGE_BOUNDS.maxPixels, IMAGE_BOUNDS.maxPixels);
  const sizes = declaredSizes(buffer, extension);
  if (!sizes) return undefined;
  const fits = ({ width, height }: Dimensions) =>
    width >= 1 && height >= 1 && width <= maxSide && height <= maxSide && width * height <= maxPixels;
  return sizes.every(fits) ? sizes[0] : undefined;
}

/** Whether a sniffed extension is an image format (the others, PDFs, have their own bounds). */
export const isImageExtension = (extension: string) => ["png", "jpg", "gif", "webp"].includes(extension);
