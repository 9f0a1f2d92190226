/*
 * What an uploaded card image is and how big it would be once decoded, read
 * from its first bytes only (PNG IHDR, JPEG SOF): a 250 KB PNG can claim
 * 16000×16000 pixels and take a gigabyte to decode, so the size is checked
 * before anything decodes the image.
 */

/**
 * Most pixels a business card may have: 18 megapixels, so 12–16 MP phone photos (4032×3024,
 * 4624×3468) fit. OCR of a 16–20 MP image peaks near 0.56–0.57 GB of process memory (measured),
 * against ~1 GB and 25 s for the 16000×16000 image that was accepted before.
 */
export const BUSINESS_CARD_MAX_PIXELS = 18_000_000;
/** Longest side a business card may have (px). */
export const BUSINESS_CARD_MAX_SIDE = 6_000;

export type ImageHeader = { mime: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg'; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const readPngHeader = (bytes: Buffer): ImageHeader | undefined => {
  // Signature, then the first chunk must be IHDR (length 13): width and height, big-endian.
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { mime: 'image/png', ext: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are other segments.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers without a length field.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

const readJpegHeader = (bytes: Buffer): ImageHeader | undefined => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      offset += 2;
      continue;
    }
    // End of image or start of scan before any frame header: not a usable JPEG.
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { mime: 'image/jpeg', ext: 'jpg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
};

/**
 * The type and dimensions of a PNG or JPEG from its header, whatever the file
 * is called or claims to be; undefined for anything else (or a header that
 * does not parse, or a zero side).
 */
export const readImageHeader = (bytes: Buffer): ImageHeader | undefined => {
  const header = readPngHeader(bytes) ?? readJpegHeader(bytes);
  return header && header.width > 0 && header.height > 0 ? header : undefined;
};

/** True when an image of this size is within the business-card pixel budget. */
export const isWithinPixelBudget = ({ width, height }: { width: number; height: number }): boolean =>
  width <= BUSINESS_CARD_MAX_SIDE && height <= BUSINESS_CARD_MAX_SIDE && width * height <= BUSINESS_CARD_MAX_PIXELS;
