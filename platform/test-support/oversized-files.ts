// Files whose headers declare more than the platform stores (a pixel flood, a PDF of too many objects,
// pages or pixels), for the upload bounds' tests: each is small, only its declarations are large.
import { solidPng } from "./video-evidence-images";

/** A PNG whose header declares width × height while its pixel data stays 1 × 1. */
export function declaredPng(width: number, height: number): Buffer {
  const png = solidPng(1, 1, [0, 0, 0]);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** A PDF made of these object bodies (numbered from 1), with a trailer: enough for the bounds' reading. */
export function pdfOf(...bodies: string[]): Buffer {
  const objects = bodies.map((body, index) => `${index + 1} 0 obj\n${body}\nendobj\n`).join("");
  return Buffer.from(`%PDF-1.7\n${objects}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, "latin1");
}

/** An image XObject declaring width × height, its (empty) stream included. */
export const imageObject = (width: number | string, height: number | string) =>
  `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length 0 >>\nstream\n\nendstream`;
