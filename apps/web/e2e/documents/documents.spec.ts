import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, saveScreenshot } from '../fixtures/browser';

/*
 * Issue 15 end to end, as the visitor token (spec §6 lets visitors create
 * documents): a director-change announcement for a real listed company
 * (00005 from the reference catalogue) in traditional Chinese and in English,
 * downloaded as Word and PDF and read as a reader would. The letterhead and the
 * side-by-side bilingual layout, which need a company member, are letterhead.spec.ts.
 */

const baseUrl = inject('baseUrl');
const browser = browserForSpec();

const pdfText = (content: Buffer): string => {
  const folder = mkdtempSync(path.join(tmpdir(), 'documents-e2e-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, content);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const docxText = (content: Buffer): string =>
  [...strFromU8(unzipSync(new Uint8Array(content))['word/document.xml']).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');

/** Fills the director-change form for one appointment (effective date 1 April 2026). */
const fillDirectorChange = async (page: Page, languageLabel: RegExp) => {
  await page.goto('/docAi/create/createDet?templateId=hkex.directorChange');
  await page.getByTestId('template-rules').waitFor();
  // The company: the stock picker searches the catalogue.
  await page.locator('#document-company').click();
  await page.locator('#document-company').fill('00005');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '00005' }).first().click();
  // The language.
  await page.getByRole('combobox', { name: /^(Language|語言|语言)$/ }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: languageLabel }).first().click();
  await page.getByRole('button', { name: /Add change|新增變更/ }).click();
  const english = /English|英文/.test(languageLabel.source) && !/中文/.test(languageLabel.source);
  await page.getByLabel(/(Change|變更) 1 (effective date|生效日期)/).fill('2026-04-01');
  if (english) {
    await page.getByLabel(/Change 1 English name/).fill('Chan Tai Man');
    await page.getByLabel(/Change 1 Age/).fill('58');
    await page.getByLabel(/Change 1 particulars.*\(English\)/).fill('Mr. Chan has over 30 years of experience in banking.');
    await page.getByLabel(/^Signatory \(name\) \(English\)$/).fill('Aileen Taylor');
    await page.getByLabel(/^Signatory's title \(English\)$/).fill('Company Secretary');
  } else {
    await page.getByLabel(/變更 1 中文姓名/).fill('陳大文');
    await page.getByLabel(/變更 1 年齡/).fill('58');
    await page.getByLabel(/變更 1 履歷資料.*\(中文\)/).fill('陳先生於銀行業擁有逾30年經驗。');
    await page.getByLabel(/^簽署人（姓名） \(中文\)$/).fill('戴愛蓮');
    await page.getByLabel(/^簽署人職銜 \(中文\)$/).fill('公司秘書');
  }
  const directorName = page.getByLabel(english ? /Board composition.* 1 English name/ : /董事會組成.* 1 中文姓名/);
  if ((await directorName.count()) === 0) await page.getByRole('button', { name: /Add director|新增董事/ }).click();
  await page.getByLabel(english ? /Board composition.* 1 English name/ : /董事會組成.* 1 中文姓名/).fill(english ? 'Mark Tucker' : '杜嘉祺');
};

/** Presses Generate and waits for the preview; a refusal fails the test with its message. */
const generate = async (page: Page) => {
  await page.getByTestId('generate-document').click();
  await page.getByTestId('document-preview').or(page.getByTestId('generate-problem')).first().waitFor();
  if (await page.getByTestId('generate-problem').isVisible()) {
    await saveScreenshot(page, 'documents-generate-problem');
    throw new Error(`generation refused: ${await page.getByTestId('generate-problem').innerText()}`);
  }
};

const fetchFile = async (page: Page, testId: string): Promise<Buffer> => {
  const href = await page.getByTestId(testId).getAttribute('href');
  if (!href) throw new Error(`no link on ${testId}`);
  const response = await fetch(new URL(href, baseUrl));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

describe('[documents] director-change announcement', () => {
  it('generates it in traditional Chinese and downloads Word and PDF with the particulars', async () => {
    const { page, context, errors } = await browser.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    try {
      await page.goto('/docAi/create/createHkex');
      await page.getByTestId('template-hkex.directorChange').waitFor();
      await saveScreenshot(page, 'documents-hkex-family-zh-HK');
      await fillDirectorChange(page, /^繁體中文（香港）$/);
      await generate(page);
      await expect.poll(() => page.getByTestId('document-preview').innerText()).toContain('董事變更');
      await saveScreenshot(page, 'documents-director-change-zh-HK');
      const pdf = pdfText(await fetchFile(page, 'download-pdf')).replace(/\s+/g, '');
      expect(pdf).toContain('董事變更');
      expect(pdf).toContain('二零二六年四月一日');
      expect(pdf).toContain('承董事會命');
      expect(pdf).toContain('第13.51(2)(h)至(v)條');
      const word = docxText(await fetchFile(page, 'download-docx'));
      expect(word).toContain('陳大文');
      expect(word).toContain('（股份代號：00005）');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('generates it in English and names a missing particular first', async () => {
    const { page, context } = await browser.open({ baseUrl, language: 'en', acceptCookies: true });
    try {
      await fillDirectorChange(page, /^English$/);
      // Without the effective date the particular is named and nothing is generated.
      await page.getByLabel(/Change 1 effective date/).fill('');
      await page.getByTestId('generate-document').click();
      await expect.poll(() => page.getByTestId('generate-problem').innerText()).toContain('Effective date of change 1 is required');
      expect(await page.getByTestId('document-preview').count()).toBe(0);
      // With it, the announcement is generated.
      await page.getByLabel(/Change 1 effective date/).fill('2026-04-01');
      await generate(page);
      const preview = await page.getByTestId('document-preview').innerText();
      expect(preview).toContain('CHANGE OF DIRECTORS');
      expect(preview).toContain('By order of the Board');
      await saveScreenshot(page, 'documents-director-change-en');
      const pdf = pdfText(await fetchFile(page, 'download-pdf')).replace(/\s+/g, ' ');
      expect(pdf).toContain('Rule 13.51(2)');
      expect(pdf).toContain('1 April 2026');
    } finally {
      await context.close();
    }
  });
});
