import fs from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { DocumentScriptName } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { Block, DocumentModel, Run } from './document-model';
import { columnWeights, textOf } from './document-model';
import { fitWithin, type LetterheadArtwork } from './letterhead-image';
import { openPreparedImage } from './pdf-images';

/**
 * PDF output (pdfkit) with Debian's fonts-noto-cjk (secretary-documents-files
 * §3.2-§3.3): the regional face of the one TTC by PostScript name (HK for
 * English and traditional Chinese, SC for simplified), embedded as a subset,
 * so no glyph is missing in either script. The letterhead's header image is
 * drawn on every page, the logo on the first; "Page x of y" in the footer.
 */

/** Where the CJK font files are (DOCUMENTS_CJK_FONT_REGULAR / _BOLD). */
export type PdfFonts = { regular: string; bold: string };

/** The four faces, parsed once per process: re-parsing a 20 MB collection per document cost over a second. */
type LoadedFonts = Record<'regular-hk' | 'regular-sc' | 'bold-hk' | 'bold-sc', fontkit.Font>;
const loaded = new Map<string, LoadedFonts>();

/** Distinct texts laid out per face before the memo starts over (a few MB at most). */
const MAX_LAYOUTS = 20_000;

/**
 * Remembers the face's shaping of each text across documents. Shaping CJK text through Noto's
 * GSUB lookups was half of a PDF's CPU time, and the same headings, disclaimers and table labels
 * recur in every document. Shaping is a pure function of the text, but pdfkit scales a run's
 * positions in place, so every caller gets its own copy of the remembered run.
 */
const rememberLayouts = (font: fontkit.Font): fontkit.Font => {
  const layout = font.layout.bind(font);
  const runs = new Map<string, fontkit.GlyphRun>();
  const copyOf = (run: fontkit.GlyphRun): fontkit.GlyphRun =>
    Object.assign(Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun, run, {
      glyphs: [...run.glyphs],
      positions: run.positions.map((position) => Object.assign(Object.create(Object.getPrototypeOf(position) as object) as fontkit.GlyphPosition, position)),
    });
  font.layout = (text: string, ...options: unknown[]) => {
    // pdfkit passes options only for explicit OpenType features, which this renderer never asks for.
    if (options.some((option) => option !== undefined)) return (layout as (...args: unknown[]) => fontkit.GlyphRun)(text, ...options);
    let run = runs.get(text);
    if (!run) {
      run = layout(text);
      if (runs.size >= MAX_LAYOUTS) runs.clear();
      runs.set(text, run);
    }
    return copyOf(run);
  };
  return font;
};

const faceOf = (collection: Buffer, postscriptName: string): fontkit.Font => {
  const font = fontkit.create(collection, postscriptName);
  if (!('layout' in font)) throw new Error(`${postscriptName} is not in the font collection`);
  return rememberLayouts(font);
};

/**
 * The fonts, read and parsed once per process.
 * @throws AppError DOCUMENTS_PDF_FONT_MISSING when a file is not installed or lacks a face.
 */
const loadFonts = (fonts: PdfFonts): LoadedFonts => {
  const key = `${fonts.regular}|${fonts.bold}`;
  const known = loaded.get(key);
  if (known) return known;
  try {
    const regular = fs.readFileSync(fonts.regular);
    const bold = fs.readFileSync(fonts.bold);
    const value: LoadedFonts = {
      'regular-hk': faceOf(regular, 'NotoSansCJKhk-Regular'),
      'regular-sc': faceOf(regular, 'NotoSansCJKsc-Regular'),
      'bold-hk': faceOf(bold, 'NotoSansCJKhk-Bold'),
      'bold-sc': faceOf(bold, 'NotoSansCJKsc-Bold'),
    };
    loaded.set(key, value);
    return value;
  } catch (error) {
    throw new AppError('DOCUMENTS_PDF_FONT_MISSING', { cause: error });
  }
};

const FACE: Record<DocumentScriptName, string> = { en: 'hk', 'zh-HK': 'hk', 'zh-CN': 'sc' };
const PAGE = { width: 595.28, height: 841.89, left: 56, right: 56, bottom: 64 };
const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
const SIZES = { disclaimer: 8.5, body: 10.5, heading: [15, 12.5, 11] } as const;

/** The PDF file of a document model on a letterhead (or none). */
export const renderPdf = async (model: DocumentModel, letterhead: LetterheadArtwork, footerScript: DocumentScriptName, fonts: PdfFonts): Promise<Buffer> => {
  const files = loadFonts(fonts);
  const header = letterhead ? fitWithin(letterhead.header, CONTENT_WIDTH, 90) : null;
  const top = header ? 24 + header.height + 18 : 56;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    bufferPages: true,
    info: { Title: model.title, Creator: 'Compliance Desk' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // pdfkit takes a parsed fontkit font as it is (its types only name paths and buffers).
  for (const [name, font] of Object.entries(files)) doc.registerFont(name, font as unknown as Buffer);
  const fontOf = (script: DocumentScriptName, bold?: boolean) => `${bold ? 'bold' : 'regular'}-${FACE[script]}`;

  // Opened once: every page draws the same image object (pdfkit would embed a Buffer anew per call).
  const images = letterhead
    ? { header: await openPreparedImage(doc, letterhead.header.data, 'LH1'), logo: await openPreparedImage(doc, letterhead.logo.data, 'LH2') }
    : null;
  const drawHeader = () => {
    if (!images || !header) return;
    // pdfkit draws an already opened image object as it is (its types only name paths and buffers).
    doc.image(images.header as unknown as Buffer, PAGE.left + (CONTENT_WIDTH - header.width) / 2, 24, { width: header.width, height: header.height });
  };
  drawHeader();
  doc.on('pageAdded', drawHeader);
  if (letterhead && images) {
    const logo = fitWithin(letterhead.logo, 160, 48);
    doc.image(images.logo as unknown as Buffer, PAGE.left + (CONTENT_WIDTH - logo.width) / 2, doc.y, { width: logo.width, height: logo.height });
    doc.y += logo.height + 10;
  }

  /** Draws runs as one paragraph at (x, y) in `width`; returns nothing (doc.y moves below it). */
  const drawRuns = (runs: readonly Run[], script: DocumentScriptName, options: { x: number; y?: number; width: number; size: number; align: 'left' | 'center' | 'right' | 'justify'; bold?: boolean }) => {
    const parts = runs.filter((run) => run.text.length > 0);
    if (parts.length === 0) return;
    parts.forEach((run, index) => {
      doc.font(fontOf(script, options.bold || run.bold)).fontSize(options.size);
      const textOptions = { width: options.width, align: options.align, continued: index < parts.length - 1, lineGap: 2 };
      if (index === 0) doc.text(run.text, options.x, options.y ?? doc.y, textOptions);
      else doc.text(run.text, textOptions);
    });
  };

  const heightOf = (runs: readonly Run[], script: DocumentScriptName, width: number, size: number, bold?: boolean) => {
    doc.font(fontOf(script, bold)).fontSize(size);
    return doc.heightOfString(textOf(runs) || ' ', { width, lineGap: 2 });
  };

  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - PAGE.bottom) doc.addPage();
  };

  const drawBlock = (block: Block) => {
    switch (block.kind) {
      case 'pageBreak':
        doc.addPage();
        return;
      case 'disclaimer':
        drawRuns(block.runs, block.script, { x: PAGE.left, width: CONTENT_WIDTH, size: SIZES.disclaimer, align: 'justify' });
        doc.moveDown(0.6);
        return;
      case 'heading': {
        const size = SIZES.heading[block.level - 1];
        ensureRoom(heightOf(block.runs, block.script, CONTENT_WIDTH, size, true) + 20);
        doc.moveDown(0.3);
        drawRuns(block.runs, block.script, { x: PAGE.left, width: CONTENT_WIDTH, size, align: block.align ?? 'center', bold: true });
        doc.moveDown(0.4);
        return;
      }
      case 'paragraph':
        drawRuns(block.runs, block.script, { x: PAGE.left, width: CONTENT_WIDTH, size: SIZES.body, align: block.align ?? 'justify' });
        doc.moveDown(0.6);
        return;
      case 'pair': {
        const gap = 16;
        const column = (CONTENT_WIDTH - gap) / 2;
        const height = Math.max(heightOf(block.runs, 'en', column, SIZES.body, block.bold), heightOf(block.right, block.rightScript, column, SIZES.body, block.bold));
        ensureRoom(height);
        const y = doc.y;
        drawRuns(block.runs, 'en', { x: PAGE.left, y, width: column, size: SIZES.body, align: 'left', bold: block.bold });
        drawRuns(block.right, block.rightScript, { x: PAGE.left + column + gap, y, width: column, size: SIZES.body, align: 'left', bold: block.bold });
        doc.x = PAGE.left;
        doc.y = y + height + 8;
        return;
      }
      case 'signature': {
        const lines = block.runs.length;
        ensureRoom(40 + lines * 16);
        doc.moveDown(1.5);
        const y = doc.y;
        doc.moveTo(PAGE.left, y).lineTo(PAGE.left + 200, y).lineWidth(0.6).stroke();
        doc.y = y + 4;
        for (const run of block.runs) drawRuns([run], block.script, { x: PAGE.left, width: CONTENT_WIDTH, size: SIZES.body, align: 'left' });
        doc.moveDown(0.6);
        return;
      }
      case 'table': {
        const weights = columnWeights(block.rows);
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const widths = weights.map((weight) => (CONTENT_WIDTH * weight) / total);
        const lefts = widths.map((_width, index) => PAGE.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
        const heightOfRow = (row: string[], isHeader: boolean) => Math.max(...row.map((cell, index) => heightOf([{ text: cell || ' ' }], block.script, widths[index] - 8, 9, isHeader))) + 8;
        const drawRow = (row: string[], isHeader: boolean, height: number) => {
          const y = doc.y;
          row.forEach((cell, cellIndex) => {
            const x = lefts[cellIndex];
            const width = widths[cellIndex];
            doc.rect(x, y, width, height).lineWidth(0.5).stroke();
            drawRuns([{ text: cell, bold: isHeader }], block.script, { x: x + 4, y: y + 4, width: width - 8, size: 9, align: 'left' });
          });
          doc.x = PAGE.left;
          doc.y = y + height;
        };
        const [head, ...body] = block.rows;
        const headHeight = head ? heightOfRow(head, true) : 0;
        // The header and the first row stay together; a register running onto the next page repeats its header there.
        if (head) {
          ensureRoom(headHeight + (body[0] ? heightOfRow(body[0], false) : 0));
          drawRow(head, true, headHeight);
        }
        for (const row of body) {
          const height = heightOfRow(row, false);
          if (doc.y + height > doc.page.height - PAGE.bottom) {
            doc.addPage();
            if (head) drawRow(head, true, headHeight);
          }
          drawRow(row, false, height);
        }
        doc.moveDown(0.6);
      }
    }
  };

  for (const block of model.blocks) drawBlock(block);

  // Footers on every buffered page; the bottom margin is lifted so writing there adds no page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const page = index + 1;
    const label = footerScript === 'en' ? `Page ${page} of ${range.count}` : footerScript === 'zh-HK' ? `第 ${page} 頁，共 ${range.count} 頁` : `第 ${page} 页，共 ${range.count} 页`;
    doc.font(fontOf(footerScript)).fontSize(8).text(label, PAGE.left, doc.page.height - 40, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
};
