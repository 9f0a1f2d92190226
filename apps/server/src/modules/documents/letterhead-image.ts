import { imageSize } from 'image-size';

/** A letterhead's images as the renderers draw them. */
export type LetterheadImage = { data: Buffer; type: 'png' | 'jpg'; width: number; height: number };

/** What the renderers put on every page (header) and on the first page (logo). */
export type LetterheadArtwork = { header: LetterheadImage; logo: LetterheadImage } | null;

/** The scaled size of an image that fits `maxWidth` × `maxHeight`, keeping its aspect ratio. */
export const fitWithin = (image: { width: number; height: number }, maxWidth: number, maxHeight: number): { width: number; height: number } => {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1e9);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
};

/**
 * The type and size of a PNG or JPEG from its header only (never decoded),
 * whatever the file is called; undefined for anything else.
 */
export const readImageHeader = (bytes: Buffer): { type: 'png' | 'jpg'; mime: 'image/png' | 'image/jpeg'; width: number; height: number } | undefined => {
  try {
    const { type, width, height } = imageSize(bytes);
    if (!width || !height) return undefined;
    if (type === 'png' && bytes.length >= 33) return { type: 'png', mime: 'image/png', width, height };
    if (type === 'jpg') return { type: 'jpg', mime: 'image/jpeg', width, height };
    return undefined;
  } catch {
    return undefined;
  }
};

/** Longest side a letterhead image may have (2480 px is A4 width at 300 dpi). */
export const LETTERHEAD_MAX_SIDE = 4000;
