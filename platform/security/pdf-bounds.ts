// Bounds for an uploaded PDF (docs/decisions/1805-bounded-uploads.md), read from its bytes in one pass
// without parsing or decompressing anything: the platform never opens these files itself, and a parser
// run on an untrusted PDF (object streams inflated whole) would be the very flood it means to refuse.
// What a reader would have to build is bounded instead: indirect objects, including those an object
// stream declares (/N), pages (the page tree's /Count, or the page dictionaries), and the pixel size of
// each image (a PDF wrapping a pixel flood is one), which must be written in its dictionary.
import { IMAGE_BOUNDS } from "./image-bounds";

export const PDF_BOUNDS = { maxObjects: 100_000, maxPages: 2_000 };

export const PDF_REFUSED =
  "Ce PDF ne peut pas être accepté : il dépasse 2 000 pages ou 100 000 objets, ou l'une de ses images est trop grande.";

/** An indirect object's header ("12 0 obj"). */
const OBJECT_HEADER = /\b\d{1,10}\s+\d{1,5}\s+obj\b/g;
/** What follows an `obj` keyword up to its stream, its end or the next object (4 Ko at most: a dictionary is short). */
const DICTIONARY = /\bobj\b((?:(?!\bstream\b|\bendobj\b|\bobj\b)[\s\S]){0,4096})/g;

const integerOf = (dictionary: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d{1,12})(\\s+\\d{1,5}\\s+R\\b)?`).exec(dictionary);
  // An indirect value (`/Width 12 0 R`) cannot be read in one pass: it counts as out of bounds.
  if (!match || match[2]) return null;
  return Number(match[1]);
};

const hasName = (dictionary: string, key: string, name: string) => new RegExp(`/${key}\\s*/${name}(?![A-Za-z0-9])`).test(dictionary);

function imageWithinBounds(dictionary: string): boolean {
  const width = integerOf(dictionary, "Width");
  const height = integerOf(dictionary, "Height");
  if (width === null || height === null) return false;
  return width <= IMAGE_BOUNDS.maxSide && height <= IMAGE_BOUNDS.maxSide && width * height <= IMAGE_BOUNDS.maxPixels;
}

/** Whether the PDF's declared objects, pages and images are within PDF_BOUNDS and IMAGE_BOUNDS. */
export function isBoundedPdf(buffer: Buffer): boolean {
  const text = buffer.toString("latin1");
  let objects = 0;
  for (const _ of text.matchAll(OBJECT_HEADER)) if (++objects > PDF_BOUNDS.maxObjects) return false;
  let pageDictionaries = 0;
  let declaredPages = 0;
  for (const [, dictionary = ""] of text.matchAll(DICTIONARY)) {
    if (hasName(dictionary, "Type", "ObjStm")) objects += integerOf(dictionary, "N") ?? Infinity;
    if (hasName(dictionary, "Type", "Pages")) declaredPages = Math.max(declaredPages, integerOf(dictionary, "Count") ?? Infinity);
    if (hasName(dictionary, "Type", "Page")) pageDictionaries += 1;
    if (hasName(dictionary, "Subtype", "Image") && !imageWithinBounds(dictionary)) return false;
    if (objects > PDF_BOUNDS.maxObjects) return false;
  }
  return Math.max(declaredPages, pageDictionaries) <= PDF_BOUNDS.maxPages;
}
