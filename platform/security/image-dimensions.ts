// Reads the pixel size from an image header (PNG, GIF, WebP, JPEG) without decoding it, so a
// "pixel flood" (a tiny file declaring a gigantic image) is refused before anyone tries to render it.
export interface Dimensions {
  width: number;
  height: number;
}

function png(buffer: Buffer): Dimensions | undefined {
  if (buffer.length < 24 || buffer.toString("ascii", 12, 16) !== "IHDR") return undefined;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

function gif(buffer: Buffer): Dimensions | undefined {
  if (buffer.length < 10) return undefined;
  return { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8) };
}

function webp(buffer: Buffer): Dimensions | undefined {
  if (buffer.length < 30) return undefined;
  const chunk = buffer.toString("ascii", 12, 16);
  if (chunk === "VP8 ") return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = buffer.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: buffer.readUIntLE(24, 3) + 1, height: buffer.readUIntLE(27, 3) + 1 };
  return undefined;
}

function jpeg(buffer: Buffer): Dimensions | undefined {
  let offset = 2;
  while (offset + 9 < buffer.length) {
    if (buffer[offset] !== 0xff) return undefined;
    const marker = buffer[offset + 1]!;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = buffer.readUInt16BE(offset + 2);
    // Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

export function imageDimensions(buffer: Buffer, extension: string): Dimensions | undefined {
  switch (extension) {
    case "png":
      return png(buffer);
    case "gif":
      return gif(buffer);
    case "webp":
      return webp(buffer);
    case "jpg":
      return jpeg(buffer);
    default:
      return undefined;
  }
}

/**
 * The image's size when its header declares one within bounds (at least one pixel, at most `maxSide`
 * a side and `maxPixels` in all), else undefined: what every upload of an image checks.
 */
export function boundedImageDimensions(
  buffer: Buffer,
  extension: string,
  bounds: { maxSide: number; maxPixels?: number },
): Dimensions | undefined {
  const size = imageDimensions(buffer, extension);
  if (!size || size.width < 1 || size.height < 1 || size.width > bounds.maxSide || size.height > bounds.maxSide) return undefined;
  if (bounds.maxPixels !== undefined && size.width * size.height > bounds.maxPixels) return undefined;
  return size;
}
