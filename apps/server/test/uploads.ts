import { randomUUID } from 'node:crypto';
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
