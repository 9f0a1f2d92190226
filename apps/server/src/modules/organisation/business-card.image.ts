/*
 * What an uploaded card image is and how big it would be once decoded, read
 * from its first bytes only (PNG IHDR, JPEG SOF): a 250 KB PNG can claim
 * 16000×16000 pixels and take a gigabyte to decode, so the size is checked
 * before anything decodes the image.
 */
import { imageSize } from 'image-size';

/**
 * Most pixels a business card may have: 18 megapixels, so 12–16 MP phone photos (4032×3024,
 * 4624×3468) fit. OCR of a 16–20 MP image peaks near 0.56–0.57 GB of process memory (measured),
 * against ~1 GB and 25 s for the 16000×16000 image that was accepted before.
 */
export const BUSINESS_CARD_MAX_PIXELS = 18_000_000;
/** Longest side a business card may have (px). */
export const BUSINESS_CARD_MAX_SIDE = 6_000;

export type ImageHeader = { mime: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg'; width: number; height: number };

/**
 * The type and dimensions of a PNG or JPEG from its header, whatever the file
 * is called or claims to be; undefined for anything else (or a header that
 * does not parse, or a zero side).
 */
export const readImageHeader = (bytes: Buffer): ImageHeader | undefined => {
  try {
    // image-size reads the PNG IHDR / JPEG frame header only; it never decodes the pixels.
    const { type, width, height } = imageSize(bytes);
    if (!width || !height) return undefined;
    // A PNG must hold its whole IHDR chunk (signature 8 + length 4 + type 4 + data 13 + CRC 4), or its size is a guess.
    if (type === 'png' && bytes.length >= 33) return { mime: 'image/png', ext: 'png', width, height };
    if (type === 'jpg') return { mime: 'image/jpeg', ext: 'jpg', width, height };
    return undefined;
  } catch {
    // Not an image format it knows, or a header that does not parse.
    return undefined;
  }
};

/** True when an image of this size is within the business-card pixel budget. */
export const isWithinPixelBudget = ({ width, height }: { width: number; height: number }): boolean =>
  width <= BUSINESS_CARD_MAX_SIDE && height <= BUSINESS_CARD_MAX_SIDE && width * height <= BUSINESS_CARD_MAX_PIXELS;
