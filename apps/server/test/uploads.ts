import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

// Upload helpers for integration tests: a rendered business card, a blank picture, a multipart body.

/** Chromium flags for a headless, offline render (tech notes). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The details printed on the rendered test card. */
export const TEST_CARD = {
  name: 'Chan Tai Man',
  job: 'Senior Partner',
  companyName: 'Harbour Legal & Co. Limited',
  office: '+852 2123 4567',
  mobile: '+852 9123 4567',
  fax: '+852 2123 4568',
  email: 'tm.chan@harbourlegal.com.hk',
  address: "18/F, 1 Queen's Road Central, Hong Kong",
} as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Renders an English business card with headless Chromium and returns the screenshot (PNG or JPEG). */
export const renderBusinessCard = async (type: 'png' | 'jpeg' = 'png'): Promise<Buffer> => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 520 } });
    const line = (text: string, style: string) => `<div style="${style}">${escapeHtml(text)}</div>`;
    await page.setContent(`<html><body style="margin:0;background:#fff;color:#111;font-family:'DejaVu Sans',sans-serif">
      <div style="padding:40px 48px">
        ${line(TEST_CARD.name, 'font-size:40px;font-weight:bold')}
        ${line(TEST_CARD.job, 'font-size:26px;margin-top:8px')}
        ${line(TEST_CARD.companyName, 'font-size:28px;margin-top:30px')}
        ${line(`Tel: ${TEST_CARD.office}`, 'font-size:24px;margin-top:26px')}
        ${line(`Fax: ${TEST_CARD.fax}`, 'font-size:24px')}
        ${line(`Mobile: ${TEST_CARD.mobile}`, 'font-size:24px')}
        ${line(`Email: ${TEST_CARD.email}`, 'font-size:24px')}
        ${line(TEST_CARD.address, 'font-size:24px')}
      </div></body></html>`);
    return await page.screenshot({ type });
  } finally {
    await browser.close();
  }
};

/** A small blank PNG (OCR finds nothing on it). */
export const blankPng = (): Buffer => {
  const image = new PNG({ width: 120, height: 60 });
  image.data.fill(255);
  return PNG.sync.write(image);
};

/** A multipart/form-data body with one file part (and optional text fields), as a browser sends an upload. */
export const multipartBody = (file: { fieldName?: string; fileName: string; contentType: string; content: Buffer } | null, fields: Record<string, string> = {}) => {
  const boundary = `----compliance-desk-${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid PNG header (IHDR, CRCs right) claiming
 * width×height RGB pixels, with a tiny zlib stream of zero rows. Decoding it
 * whole would need width×height×3 bytes (768 MB at 16000×16000).
 */
export const decompressionBombPng = (width = 16_000, height = 16_000): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, adaptive filter, no interlace
  const rows = zlib.deflateSync(Buffer.alloc(1 << 20), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
};

/** A JPEG whose frame header (SOF0) claims width×height pixels, after an APP0 segment; no image data. */
export const oversizedJpeg = (width = 60_000, height = 60_000): Buffer => {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
};
