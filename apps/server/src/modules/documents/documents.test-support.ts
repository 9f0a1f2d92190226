import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { PNG } from 'pngjs';
import type { DocumentCompany } from '@app/contracts';
import { findTemplate } from './templates/catalogue';
import type { TemplateDefinition } from './templates/template';

/** The text of a Word file as a reader sees it: the runs of word/document.xml, paragraphs on lines. */
export const docxText = (content: Buffer): string => {
  const files = unzipSync(new Uint8Array(content));
  const xml = strFromU8(files['word/document.xml']);
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:br\/>/g, '\n')
    .replace(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g, '\u0000$1\u0000')
    .split('\u0000')
    .filter((_part, index) => index % 2 === 1 || false)
    .join('')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
};

/** Whether Word file parts exist (header image, footer). */
export const docxParts = (content: Buffer): string[] => Object.keys(unzipSync(new Uint8Array(content)));

const withTempFile = <T>(content: Buffer, suffix: string, work: (file: string) => T): T => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-test-'));
  const file = path.join(folder, `document${suffix}`);
  fs.writeFileSync(file, content);
  try {
    return work(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

/** The text of a PDF as poppler's pdftotext reads it (poppler-utils, installed by .ci/run). */
export const pdfText = (content: Buffer): string => withTempFile(content, '.pdf', (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

/** The fonts a PDF embeds (pdffonts), one name per line. */
export const pdfFonts = (content: Buffer): string => withTempFile(content, '.pdf', (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));

/** The images a PDF draws (poppler's pdfimages -list): page, width, height, type (image / smask) and object number per row. */
export const pdfImages = (content: Buffer): { page: number; type: string; width: number; height: number; object: number }[] =>
  withTempFile(content, '.pdf', (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }))
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length > 10)
    .map((cells) => ({ page: Number(cells[0]), type: cells[2], width: Number(cells[3]), height: Number(cells[4]), object: Number(cells[10]) }));

/** Page 1 of a PDF as a PNG (pdftoppm at `dpi`). */
export const pdfPageOne = (content: Buffer, dpi = 50): Buffer =>
  withTempFile(content, '.pdf', (file) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')]);
    return fs.readFileSync(file.replace(/\.pdf$/, '.png'));
  });

/** A solid PNG of the given size (letterhead fixtures). */
export const solidPng = (width: number, height: number, rgb: [number, number, number] = [20, 60, 120]): Buffer => {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index += 1) {
    png.data[index * 4] = rgb[0];
    png.data[index * 4 + 1] = rgb[1];
    png.data[index * 4 + 2] = rgb[2];
    png.data[index * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
};

/** Debian's Noto CJK collections (fonts-noto-cjk), as the server loads them. */
export const FONTS = { regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc' };

/** The company the content tests generate for (real names of 00005). */
export const HSBC: DocumentCompany = {
  stockCode: '00005',
  nameEn: 'HSBC Holdings plc',
  nameZh: '滙豐控股有限公司',
  board: 'main',
  placeOfIncorporation: 'hong-kong',
  registeredOffice: null,
  companySecretary: 'Aileen Taylor',
  isDemonstration: false,
};

/** A template of the catalogue by id; a test naming an unknown one fails at once. */
export const template = (id: string): TemplateDefinition => {
  const found = findTemplate(id);
  if (!found) throw new Error(id);
  return found;
};
