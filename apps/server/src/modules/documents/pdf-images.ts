import { createHash } from 'node:crypto';

/**
 * Letterhead images for pdfkit, prepared once per process and embedded once per document.
 *
 * pdfkit decodes a PNG with an alpha channel pixel by pixel and deflates the colour and the alpha
 * planes again every time it embeds it, and it embeds a Buffer source anew on every doc.image()
 * call: the header drawn on four pages cost four decodes (about 35 ms each for an A4-wide header).
 * So the embedding pdfkit itself produces (the image XObject, its soft mask, palette and decode
 * parameters) is recorded once per image content, and each document replays it into one object
 * shared by all its pages. The objects written are the ones
 * pdfkit would write (same dictionaries and streams), once per document instead of once per page.
 */

/** One PDF object pdfkit asked for while embedding: its dictionary and stream chunks. */
class RecordedObject {
  readonly chunks: Uint8Array[] = [];
  constructor(readonly data: Record<string, unknown>) {}
}

/** What pdfkit's image objects need from a document while embedding (PNGImage/JPEG.embed). */
type Recorder = { ref: (data?: Record<string, unknown>) => RecordedObject & { end: (chunk?: Uint8Array) => void } };

/** The minimal view of pdfkit's PNGImage / JPEG this module relies on. */
type PdfkitImage = { width: number; height: number; orientation?: number; embed: (document: Recorder) => void };

type PreparedImage = { width: number; height: number; orientation?: number; root: RecordedObject };

/** An object doc.image() accepts as an opened image (it reads width, height, label, obj and calls embed). */
export type EmbeddableImage = { width: number; height: number; orientation?: number; label: string; obj: unknown; embed: (document: PDFKit.PDFDocument) => void };

/** The two pdfkit document methods used here (openImage and ref are public pdfkit methods its types leave out). */
type PdfkitDocument = { openImage: (src: Buffer) => unknown; ref: (data: Record<string, unknown>) => { end: (chunk?: Uint8Array) => void } };

/** Letterheads are few; a bound keeps a process that renders many users' letterheads from growing. */
const MAX_PREPARED = 32;
const prepared = new Map<string, Promise<PreparedImage>>();

/** Runs pdfkit's own embedding of `bytes` against a recorder; resolves when the image object is complete (PNG decoding is asynchronous). */
const prepare = (doc: PdfkitDocument, bytes: Buffer): Promise<PreparedImage> =>
  new Promise((resolve, reject) => {
    try {
      const image = doc.openImage(bytes) as PdfkitImage;
      let root: RecordedObject | undefined;
      const recorder: Recorder = {
        ref: (data = {}) => {
          const object = Object.assign(new RecordedObject(data), {
            end: (chunk?: Uint8Array) => {
              if (chunk) object.chunks.push(chunk);
              // The image object itself is the first one asked for and the last one ended.
              if (object === root) resolve({ width: image.width, height: image.height, orientation: image.orientation, root });
            },
          });
          root ??= object;
          return object;
        },
      };
      image.embed(recorder);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });

const preparedImage = (doc: PdfkitDocument, bytes: Buffer): Promise<PreparedImage> => {
  const key = createHash('sha256').update(bytes).digest('base64');
  const known = prepared.get(key);
  if (known) {
    // Most recently used last, so the oldest is the one dropped.
    prepared.delete(key);
    prepared.set(key, known);
    return known;
  }
  const value = prepare(doc, bytes);
  value.catch(() => prepared.delete(key));
  prepared.set(key, value);
  if (prepared.size > MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
  return value;
};

/** Writes a recorded object (and the objects its dictionary refers to) into `doc`; returns its reference. */
const replay = (doc: PdfkitDocument, object: RecordedObject): unknown => {
  const value = (item: unknown): unknown => (item instanceof RecordedObject ? replay(doc, item) : Array.isArray(item) ? item.map(value) : item);
  // A fresh dictionary: pdfkit's reference sets Length (and Filter when it compresses) on the one it is given.
  const reference = doc.ref(Object.fromEntries(Object.entries(object.data).map(([key, item]) => [key, value(item)])));
  reference.end(object.chunks.length > 1 ? Buffer.concat(object.chunks) : object.chunks[0]);
  return reference;
};

/**
 * The image `bytes` (PNG or JPEG) as an object to pass to doc.image() as often as needed: the
 * first call embeds it into this document, later calls (other pages) draw the same object.
 */
export const openPreparedImage = async (doc: PDFKit.PDFDocument, bytes: Buffer, label: string): Promise<EmbeddableImage> => {
  const image = await preparedImage(doc as unknown as PdfkitDocument, bytes);
  const opened: EmbeddableImage = {
    width: image.width,
    height: image.height,
    orientation: image.orientation,
    label,
    obj: undefined,
    embed: (document) => {
      opened.obj ??= replay(document as unknown as PdfkitDocument, image.root);
    },
  };
  return opened;
};
