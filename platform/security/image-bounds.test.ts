// The one bounded-image check: the declared pixel size of PNG, JPEG, GIF and WebP headers, read without
// decoding, within 20 000 px a side and 50 megapixels, or tighter bounds a store asks for.
import { describe, expect, it } from "vitest";
import { declaredPng } from "../test-support/oversized-files";
import { solidPng } from "../test-support/video-evidence-images";
import { boundedImage, IMAGE_BOUNDS } from "./image-bounds";

/** A baseline JPEG header declaring width × height (SOI, a JFIF segment, then the start of frame). */
function declaredJpeg(width: number, height: number): Buffer {
  const jfif = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, Buffer.from([0xff, 0xd9])]);
}

/** A GIF header declaring width × height. */
function declaredGif(width: number, height: number): Buffer {
  const header = Buffer.from("GIF89a\0\0\0\0\0\0\0", "latin1");
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return header;
}

describe("the bounded-image check", () => {
  it("accepts a real image and gives its size", () => {
    expect(boundedImage(solidPng(32, 24, [1, 2, 3]), "png")).toEqual(expect.objectContaining({ width: 32, height: 24 }));
    expect(boundedImage(declaredJpeg(4000, 3000), "jpg")).toEqual(expect.objectContaining({ width: 4000, height: 3000 }));
  });

  it("refuses pixel floods, over-long sides and empty sizes, in every format", () => {
    expect(boundedImage(declaredPng(100_000, 100_000), "png")).toBeUndefined();
    expect(boundedImage(declaredPng(IMAGE_BOUNDS.maxSide + 1, 1), "png")).toBeUndefined();
    expect(boundedImage(declaredPng(10_000, 6_000), "png")).toBeUndefined(); // 60 megapixels
    expect(boundedImage(declaredPng(0, 10), "png")).toBeUndefined();
    expect(boundedImage(declaredJpeg(65_000, 65_000), "jpg")).toBeUndefined();
    expect(boundedImage(declaredGif(65_535, 65_535), "gif")).toBeUndefined();
    expect(boundedImage(declaredGif(100, 100), "gif")).toEqual(expect.objectContaining({ width: 100, height: 100 }));
  });

  it("never loosens: a store's tighter bounds apply, looser ones are capped", () => {
    expect(boundedImage(declaredPng(5_000, 10), "png", { maxSide: 4_000 })).toBeUndefined();
    expect(boundedImage(declaredPng(30_000, 10), "png", { maxSide: 40_000 })).toBeUndefined();
  });

  it("refuses a header it cannot read or that is not of the sniffed type", () => {
    expect(boundedImage(Buffer.from("not an image"), "png")).toBeUndefined();
    expect(boundedImage(solidPng(2, 2, [0, 0, 0]), "jpg")).toBeUndefined();
    expect(boundedImage(solidPng(2, 2, [0, 0, 0]).subarray(0, 12), "png")).toBeUndefined();
  });
});
