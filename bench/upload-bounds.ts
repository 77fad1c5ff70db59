// Upload bounds benchmark (`npx tsx bench/upload-bounds.ts`): how long the one-pass PDF bounds and the
// image header check take on the largest upload (10 Mo), for ordinary and adversarial shapes. Prints
// the median of 5 runs per shape and exits 0.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { boundedImage } from "../platform/security/image-bounds";
import { isBoundedPdf } from "../platform/security/pdf-bounds";
import { DOCUMENT_MAX_BYTES } from "../platform/security/sniff-document";
import { solidPng } from "../platform/test-support/video-evidence-images";

const size = DOCUMENT_MAX_BYTES;
const fill = (unit: string) => Buffer.from(`%PDF-1.7\n${unit.repeat(Math.floor(size / unit.length))}`, "latin1");

const shapes: Record<string, () => unknown> = {
  "PDF, random bytes": ((buffer) => () => isBoundedPdf(buffer))(Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(size)])),
  "PDF, object headers only": ((buffer) => () => isBoundedPdf(buffer))(fill("1 0 obj ")),
  "PDF, digits and long blanks": ((buffer) => () => isBoundedPdf(buffer))(fill(`1${" ".repeat(1000)}`)),
  "PDF, long dictionaries": ((buffer) => () => isBoundedPdf(buffer))(fill(`1 0 obj << ${"/Type /Pagex ".repeat(400)}>> endobj\n`)),
  "PNG header, 10 Mo file": ((buffer) => () => boundedImage(buffer, "png"))(Buffer.concat([solidPng(1, 1, [0, 0, 0]), Buffer.alloc(size)])),
};

for (const [name, run] of Object.entries(shapes)) {
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  console.log(`${name.padEnd(30)} median ${times[2]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times[4]!.toFixed(1)})`);
}
