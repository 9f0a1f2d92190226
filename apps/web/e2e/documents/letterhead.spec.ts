import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/client';
import { createAuthRepository } from '../../../server/src/modules/auth/auth.repository';
import { createSessionService } from '../../../server/src/modules/auth/session.service';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { startServer, type RunningServer } from '../fixtures/server';

/*
 * Issue 15 end to end, the letterhead part: a company secretary (a company member whose company and user
 * file switches are on, made directly in the database of this spec's own server, as the files spec does)
 * uploads a letterhead on /docAi/head/index in zh-CN, then generates board minutes for the company in
 * English and simplified Chinese side by side on that letterhead, downloads Word and PDF as a reader would
 * and finds the particulars in both languages, the letterhead image in both files, and the document kept
 * in the file store.
 */

const chromium = browserForSpec();
let server: RunningServer | undefined;
let dataDir: string;
let baseUrl: string;
let secretaryToken: string;

const LETTERHEAD = '董事会信头 2026';
// Sizes the rendered files can be recognised by (pdfimages lists each embedded image's width and height).
const HEADER_SIZE = { width: 1240, height: 150 };
const LOGO_SIZE = { width: 160, height: 160 };

/** A PNG of one colour (as documents.test-support.ts solidPng). */
const solidPng = (width: number, height: number, rgb: [number, number, number]): Buffer => {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index += 1) {
    png.data[index * 4] = rgb[0];
    png.data[index * 4 + 1] = rgb[1];
    png.data[index * 4 + 2] = rgb[2];
    png.data[index * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
};

/** Runs a poppler tool (pdftotext, pdfimages) with these arguments on the PDF and answers its standard output. */
const poppler = (tool: 'pdftotext' | 'pdfimages' | 'pdfinfo', content: Buffer, args: string[]): string => {
  const folder = mkdtempSync(path.join(tmpdir(), 'letterhead-e2e-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, content);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const fetchFile = async (page: Page, testId: string): Promise<Buffer> => {
  const href = await page.getByTestId(testId).getAttribute('href');
  if (!href) throw new Error(`no link on ${testId}`);
  // the link carries the session token for a plain browser download; the cookie is sent as well in case not
  const response = await fetch(new URL(href, baseUrl), { headers: { cookie: `token=${secretaryToken}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

/** Opens an AntD select and picks an option, again until the select shows it (a click may not take on a busy machine). */
const pick = async (page: Page, select: Locator, option: string) => {
  // the select's own box shows the chosen label (its dropdown is rendered elsewhere in the page)
  const chosen = () => select.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect
    .poll(
      async () => {
        const shown = (await chosen().textContent({ timeout: 1000 }).catch(() => '')) ?? '';
        if (shown.includes(option)) return true;
        await select.click({ timeout: 2000, force: true }).catch(() => undefined);
        await page
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option })
          .first()
          .click({ timeout: 5000 })
          .catch(() => undefined);
        return ((await chosen().textContent({ timeout: 1000 }).catch(() => '')) ?? '').includes(option);
      },
      { timeout: 45_000, interval: 1000 },
    )
    .toBe(true);
};

/** Fills a box until it holds the value (a late prefill of the company's data may overwrite a fill). */
const fillSteady = async (box: Locator, value: string) => {
  await expect
    .poll(
      async () => {
        if ((await box.inputValue()) !== value) await box.fill(value);
        return box.inputValue();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(value);
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'compliance-desk-e2e-letterhead-'));
  // The database first (migrated), with a company member whose company and user file switches are on.
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const repository = createAuthRepository(database.db);
  const user = await repository.insertUserWithOrganisation(
    { phone: '85291230025', phoneRegion: 2, name: 'Wong Mei Ling', exp3: 2, passwordHash: 'not-used' },
    { type: 1, stockCode: '00001', userCompanyName: 'Harbour Holdings', vipStatus: 3, vipExpiresAt: new Date(Date.now() + 365 * 86_400_000), fileSwitch: 1, secretarySwitch: 1, exp3: 2 },
  );
  secretaryToken = (await createSessionService(repository).startSession(user.id, { keepSigned: true })).token;
  await database.close();

  server = await startServer(dataDir, { SEED_DEMO: 'false' });
  baseUrl = server.baseUrl;
}, 150_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('[documents] letterhead and bilingual board minutes', () => {
  it('[documents] zh-CN uploads a letterhead, generates side-by-side minutes on it, downloads Word and PDF, keeps them in the file store', async () => {
    const { page, context, errors } = await chromium.open({ baseUrl, language: 'zh-CN', acceptCookies: true });
    await context.addCookies([{ name: 'token', value: secretaryToken, url: baseUrl }]);
    try {
      // The letterhead: name, language, logo and header file.
      await page.goto('/docAi/head/index');
      await page.locator('#name').waitFor();
      await page.locator('#name').fill(LETTERHEAD);
      await pick(page, page.locator('#headLanguage'), '双语');
      await page.locator('input[type=file][aria-label="标志"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(LOGO_SIZE.width, LOGO_SIZE.height, [200, 30, 30]) });
      await page.locator('input[type=file][aria-label="信头文件"]').setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: solidPng(HEADER_SIZE.width, HEADER_SIZE.height, [20, 60, 120]) });
      await page.getByRole('button', { name: /保\s*存/ }).click();
      const saved = page.getByTestId(`letterhead-${LETTERHEAD}`);
      await saved.waitFor({ timeout: 30_000 });
      await expect.poll(() => saved.textContent()).toContain('双语');
      // the preview shows the uploaded header image
      await expect.poll(() => saved.locator('img[alt="信头文件"]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(HEADER_SIZE.width);
      expect(await findRawKeys(page)).toEqual([]);
      await saveScreenshot(page, 'documents-letterhead-zh-CN');

      // The board minutes editor: the company, bilingual side by side, the letterhead.
      await page.goto('/docAi/create/createDet?templateId=board.minutes');
      await page.getByTestId('template-rules').waitFor();
      const company = page.locator('#document-company');
      await expect
        .poll(
          async () => {
            const shown = (await company.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]').textContent()) ?? '';
            if (shown.includes('00001')) return true;
            await company.click({ timeout: 2000 }).catch(() => undefined);
            await company.fill('00001').catch(() => undefined);
            await page
              .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '00001' })
              .first()
              .click({ timeout: 5000 })
              .catch(() => undefined);
            return false;
          },
          { timeout: 45_000, interval: 1000 },
        )
        .toBe(true);
      await pick(page, page.getByRole('combobox', { name: '语言', exact: true }), '双语：英文和简体中文');
      await pick(page, page.getByRole('combobox', { name: '双语版式', exact: true }), '左右对照');
      await pick(page, page.getByRole('combobox', { name: '信头', exact: true }), LETTERHEAD);

      // The particulars (both languages for the bilingual texts).
      const fillAll = async () => {
        await fillSteady(page.getByLabel('会议日期', { exact: true }), '2026-03-25');
        await fillSteady(page.getByLabel('会议时间', { exact: true }), '10:30');
        await fillSteady(page.getByLabel('地点或视频会议链接 (英文)', { exact: true }), "1 Queen's Road Central, Hong Kong");
        await fillSteady(page.getByLabel('地点或视频会议链接 (中文)', { exact: true }), '香港皇后大道中1号');
        if ((await page.getByLabel('出席（董事） 1 英文姓名', { exact: true }).count()) === 0) await page.getByRole('button', { name: '添加董事' }).click();
        await fillSteady(page.getByLabel('出席（董事） 1 英文姓名', { exact: true }), 'Victor Li Tzar Kuoi');
        await fillSteady(page.getByLabel('出席（董事） 1 中文姓名', { exact: true }), '李泽钜');
        await fillSteady(page.getByLabel('会议主席 (英文)', { exact: true }), 'Victor Li Tzar Kuoi');
        await fillSteady(page.getByLabel('会议主席 (中文)', { exact: true }), '李泽钜');
        const item = '议程（每项一个决议或议程项目） 1';
        if ((await page.getByLabel(`${item} (英文)`, { exact: true }).count()) === 0) await page.getByRole('button', { name: '添加项目' }).click();
        await fillSteady(page.getByLabel(`${item} (英文)`, { exact: true }), 'the interim dividend of HK$0.886 per share be approved.');
        await fillSteady(page.getByLabel(`${item} (中文)`, { exact: true }), '批准派发中期股息每股0.886港元。');
      };
      await fillAll();
      await saveScreenshot(page, 'documents-minutes-form-zh-CN');

      // Generate; a refusal fails the test with its message.
      await page.getByTestId('generate-document').click();
      await page.getByTestId('document-preview').or(page.getByTestId('generate-problem')).first().waitFor({ timeout: 45_000 });
      if (await page.getByTestId('generate-problem').isVisible()) {
        await saveScreenshot(page, 'documents-minutes-problem-zh-CN');
        throw new Error(`generation refused: ${await page.getByTestId('generate-problem').innerText()}`);
      }
      await expect.poll(() => page.getByTestId('document-preview').innerText()).toContain('议决：');
      await saveScreenshot(page, 'documents-minutes-side-by-side-zh-CN');

      // The PDF as a reader finds it: the particulars in simplified Chinese and in English, the letterhead embedded.
      const pdfBytes = await fetchFile(page, 'download-pdf');
      // Side by side, a plain extraction interleaves the columns line by line: read each half of the A4 page
      // (595 × 842 pt; pdftotext crops in points at its default 72 dpi) as a reader reads a column.
      const column = (x: number) => poppler('pdftotext', pdfBytes, ['-x', String(x), '-y', '0', '-W', '298', '-H', '842']);
      const english = column(0).replace(/\s+/g, ' ');
      const chinese = column(297).replace(/\s+/g, '');
      expect(english).toContain('MINUTES of a meeting of the Board of Directors');
      expect(english).toContain("1 Queen's Road Central, Hong Kong on 25 March 2026 at 10:30");
      expect(english).toContain('Victor Li Tzar Kuoi took the chair of the meeting.');
      expect(english).toContain('IT WAS RESOLVED THAT the interim dividend of HK$0.886 per share be approved.');
      expect(chinese).toContain('董事会于二零二六年三月二十五日上午10时30分在香港皇后大道中1号举行之会议记录');
      expect(chinese).toContain('李泽钜担任会议主席');
      expect(chinese).toContain('议决：批准派发中期股息每股0.886港元。');
      expect(chinese).toContain('通知及法定人数');
      // pdfimages -list: two heading lines, then "page num type width height ..." per image
      const images = poppler('pdfimages', pdfBytes, ['-list'])
        .split('\n')
        .slice(2)
        .map((line) => line.trim().split(/\s+/))
        .filter((columns) => columns.length > 4)
        .map((columns) => ({ page: Number(columns[0]), width: Number(columns[3]), height: Number(columns[4]) }));
      const headers = images.filter((image) => image.width === HEADER_SIZE.width && image.height === HEADER_SIZE.height);
      expect(headers.length).toBeGreaterThan(0);
      // the header image is printed on every page (the logo on the first)
      const pages = Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', pdfBytes, []))?.[1]);
      expect(pages).toBeGreaterThan(0);
      expect(new Set(headers.map((image) => image.page)).size).toBe(pages);
      expect(images.some((image) => image.page === 1 && image.width === LOGO_SIZE.width && image.height === LOGO_SIZE.height)).toBe(true);

      // The Word file: the header part carries the header image.
      const word = unzipSync(new Uint8Array(await fetchFile(page, 'download-docx')));
      const media = Object.keys(word).filter((name) => name.startsWith('word/media/'));
      expect(media.length).toBeGreaterThan(0);
      const headerParts = Object.keys(word).filter((name) => /^word\/header\d*\.xml$/.test(name));
      expect(headerParts.length).toBeGreaterThan(0);
      expect(headerParts.some((name) => strFromU8(word[name]).includes('<w:drawing') || strFromU8(word[name]).includes('r:embed'))).toBe(true);
      const body = [...strFromU8(word['word/document.xml']).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
      expect(body).toContain('李泽钜');
      expect(body).toContain('Victor Li Tzar Kuoi');

      // The generated-documents list: the minutes, on the letterhead, kept in the file store.
      await page.goto('/docAi/create/createHome');
      // a bilingual document is listed by its English title
      const row = page.getByTestId('generated-documents').locator('.ant-table-row', { hasText: LETTERHEAD }).first();
      await expect
        .poll(
          async () => {
            if (await row.getByTestId('generated-in-store').isVisible()) return true;
            // the file-store copy may land a moment after generation: look again
            await page.reload();
            await row.waitFor({ timeout: 15_000 }).catch(() => undefined);
            return row.getByTestId('generated-in-store').isVisible();
          },
          { timeout: 60_000, interval: 2000 },
        )
        .toBe(true)
        .catch(async (error: unknown) => {
          await saveScreenshot(page, 'documents-generated-list-problem-zh-CN');
          throw error;
        });
      expect(await row.textContent()).toContain('Minutes of board meeting');
      expect(await row.textContent()).toContain('双语：英文和简体中文');
      expect(await row.getByTestId('generated-in-store').textContent()).toContain('已存入文件库');
      expect(await findRawKeys(page)).toEqual([]);
      await saveScreenshot(page, 'documents-generated-list-zh-CN');

      // The tag opens the file-store folder holding the Word and PDF files.
      await row.getByTestId('generated-in-store').click();
      await page.waitForURL(/\/docAi\/file\/index/);
      const files = page.getByTestId('file-table');
      await files.locator('.ant-table-row', { hasText: '.pdf' }).first().waitFor({ timeout: 30_000 });
      await files.locator('.ant-table-row', { hasText: '.docx' }).first().waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'documents-generated-in-store-zh-CN');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
