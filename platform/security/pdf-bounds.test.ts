// The bounds of an uploaded PDF, read without parsing nor inflating it (decision 1805): objects (those
// an object stream declares included), pages, and the pixel size of each image it carries.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { imageObject, pdfOf } from "../test-support/oversized-files";
import { solidPng } from "../test-support/video-evidence-images";
import { isBoundedPdf, PDF_BOUNDS } from "./pdf-bounds";

const catalog = "<< /Type /Catalog /Pages 2 0 R >>";
const pages = (count: number) => `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`;
const page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";

describe("the bounds of a PDF", () => {
  it("accepts an ordinary document, object streams included", async () => {
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(solidPng(32, 24, [10, 20, 30]));
    for (let n = 0; n < 3; n++) doc.addPage().drawImage(image, { x: 10, y: 10 });
    expect(isBoundedPdf(Buffer.from(await doc.save()))).toBe(true);
    expect(isBoundedPdf(Buffer.from(await doc.save({ useObjectStreams: false })))).toBe(true);
    expect(isBoundedPdf(pdfOf(catalog, pages(1), page, imageObject(4000, 3000)))).toBe(true);
  });

  it("refuses too many pages, declared or written", () => {
    expect(isBoundedPdf(pdfOf(catalog, pages(PDF_BOUNDS.maxPages + 1), page))).toBe(false);
    expect(isBoundedPdf(pdfOf(catalog, pages(1), ...Array.from({ length: PDF_BOUNDS.maxPages + 1 }, () => page)))).toBe(false);
  });

  it("refuses too many objects, those an object stream declares included", () => {
    expect(isBoundedPdf(pdfOf(catalog, pages(1), page, ...Array.from({ length: PDF_BOUNDS.maxObjects }, () => "null")))).toBe(false);
    // Headers without their endobj still count.
    expect(isBoundedPdf(Buffer.from(`%PDF-1.7\n${"1 0 obj ".repeat(PDF_BOUNDS.maxObjects + 1)}`))).toBe(false);
    const objectStream = `<< /Type /ObjStm /N ${PDF_BOUNDS.maxObjects} /First 10 /Length 0 >>\nstream\n\nendstream`;
    expect(isBoundedPdf(pdfOf(catalog, pages(1), page, objectStream))).toBe(false);
    expect(isBoundedPdf(pdfOf(catalog, pages(1), page, "<< /Type /ObjStm /N 3 0 R /Length 0 >>\nstream\n\nendstream"))).toBe(false);
  });

  it("refuses an image beyond the image bounds, or whose size is not written in its dictionary", () => {
    expect(isBoundedPdf(pdfOf(catalog, pages(1), page, imageObject(100_000, 100_000)))).toBe(false);
    expect(isBoundedPdf(pdfOf(catalog, pages(1), page, imageObject(10_000, 6_000)))).toBe(false);
    expect(isBoundedPdf(pdfOf(catalog, pages(1), page, imageObject("5 0 R", 10)))).toBe(false);
  });
});
