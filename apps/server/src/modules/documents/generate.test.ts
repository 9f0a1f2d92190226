import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { plainTextOf } from './document-model';
import { docxParts, docxText, FONTS, HSBC, pdfFonts, pdfImages, pdfPageOne, pdfText, solidPng, template } from './documents.test-support';
import { buildDocument, missingParticulars, readInputs } from './generate';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

const company = HSBC;
const directors = [
  { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2, isChairman: true },
  { nameEn: 'Georges Elhedery', nameZh: '艾橋智', category: 1 },
  { nameEn: 'Rachel Duan', nameZh: '段小纓', category: 3 },
];

const noticeInputs = {
  noticeDate: '2026-03-02',
  meetingDate: '2026-03-20',
  meetingTime: '10:30',
  venue: { en: '1 Queen\'s Road Central, Hong Kong', zh: '香港皇后大道中1號' },
  items: [{ en: 'To approve the annual results for the year ended 31 December 2025.', zh: '批准截至二零二五年十二月三十一日止年度的全年業績。' }],
  secretary: { en: 'Aileen Taylor', zh: '戴愛蓮' },
};

/** A two-language director change that runs over several pages. */
const directorChangeInputs = {
  announcementDate: '2026-03-25',
  signatory: { en: 'Aileen Taylor', zh: '戴愛蓮' },
  signatoryTitle: { en: 'Company Secretary', zh: '公司秘書' },
  directors: [
    { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2 },
    { nameEn: 'Chan Tai Man', nameZh: '陳大文', category: 3 },
  ],
  changes: [
    { kind: 'appointment', nameEn: 'Chan Tai Man', nameZh: '陳大文', category: 3, effectiveDate: '2026-04-01', age: '58', particulars: { en: 'Mr. Chan has over 30 years of experience in banking.', zh: '陳先生於銀行業擁有逾30年經驗。' } },
    { kind: 'resignation', nameEn: 'Lee Siu Ming', nameZh: '李小明', category: 1, effectiveDate: '2026-03-31', reason: { en: 'to devote more time to other commitments', zh: '以投放更多時間處理其他事務' } },
  ],
};

const minutesRequest = {
  template: template('board.minutes'),
  company,
  language: 'en+zh-CN' as const,
  layout: 'sideBySide' as const,
  inputs: {
    meetingDate: '2026-03-20',
    meetingTime: '10:30',
    venue: { en: '1 Queen\'s Road Central, Hong Kong', zh: '香港皇后大道中1號' },
    present: directors,
    chairman: { en: 'Mark Tucker', zh: '杜嘉祺' },
    items: [{ en: 'the annual results for the year ended 31 December 2025 be approved.', zh: '批准截至二零二五年十二月三十一日止年度的全年業績。' }],
    closeTime: '11:45',
  },
};

describe('document generation (issue 15)', () => {
  it('writes the board-meeting notice in traditional Chinese with formal dates and the CG Code C.5.3 citation', () => {
    const text = plainTextOf(buildDocument({ template: template('board.notice'), company, language: 'zh-HK', layout: 'separate', inputs: noticeInputs }));
    expect(text).toContain('董事會會議通告');
    expect(text).toContain('二零二六年三月二十日（星期五）上午十時三十分');
    expect(text).toContain('守則條文第C.5.3條');
    expect(text).toContain('香港，二零二六年三月二日');
  });

  it('writes simplified Chinese in mainland terms and converts what the user typed in traditional script', () => {
    const text = plainTextOf(buildDocument({ template: template('board.notice'), company, language: 'zh-CN', layout: 'separate', inputs: noticeInputs }));
    expect(text).toContain('董事会会议通知');
    expect(text).toContain('批准截至二零二五年十二月三十一日止年度的全年业绩');
    expect(text).toContain('香港皇后大道中1号');
    expect(text).not.toContain('董事會');
  });

  it('never converts what is already in the document’s script; names follow the reader’s script, name-safe (issue 18)', () => {
    const typed = { ...noticeInputs, venue: { en: 'Taikoo Place, Quarry Bay', zh: '香港鰂魚涌英皇道979號太古坊' }, secretary: { en: 'Yu Wai Man', zh: '余慧敏' } };
    const hongKong = plainTextOf(buildDocument({ template: template('board.notice'), company, language: 'zh-HK', layout: 'separate', inputs: typed }));
    // The old simplified → Hong Kong conversion of traditional text gave 鰂魚湧, 餘慧敏 and 滙豐 for HKEX's 匯豐.
    expect(hongKong).toContain('香港鰂魚涌英皇道979號太古坊');
    expect(hongKong).toContain('余慧敏');
    expect(hongKong).toContain(company.nameZh);
    const mainland = plainTextOf(buildDocument({ template: template('board.notice'), company, language: 'zh-CN', layout: 'separate', inputs: { ...typed, secretary: { en: 'Chen Dawen', zh: '陈大文' } } }));
    expect(mainland).toContain('汇丰控股有限公司');
    expect(mainland).toContain('香港鲗鱼涌英皇道979号太古坊');
    expect(mainland).toContain('陈大文');
    const aShare = { ...company, stockCode: '000001', nameZh: '平安银行股份有限公司' };
    const aShareInHongKong = plainTextOf(buildDocument({ template: template('board.notice'), company: aShare, language: 'zh-HK', layout: 'separate', inputs: typed }));
    expect(aShareInHongKong).toContain('平安銀行股份有限公司');
  });

  it('puts the board minutes side by side (EN | 简), block by block', () => {
    const model = buildDocument(minutesRequest);
    const pairs = model.blocks.filter((block) => block.kind === 'pair');
    expect(pairs.length).toBeGreaterThan(8);
    expect(plainTextOf(model)).toContain('IT WAS RESOLVED THAT the annual results for the year ended 31 December 2025 be approved. | 议决：批准截至二零二五年十二月三十一日止年度的全年业绩。');
  });

  it('adds the GEM statements for a GEM issuer, and the board composition by category', () => {
    const text = plainTextOf(
      buildDocument({
        template: template('financial.boardMeetingDate'),
        company: { ...company, board: 'gem' },
        language: 'en',
        layout: 'separate',
        inputs: { meetingDate: '2026-03-20', periodEnd: '2025-12-31', resultsKind: 'annual', considerDividend: 'yes', announcementDate: '2026-03-06', signatory: { en: 'Mark Tucker' }, signatoryTitle: { en: 'Chairman' }, directors },
      }),
    );
    expect(text).toContain('CHARACTERISTICS OF GEM');
    expect(text).toContain('Rule 13.43');
    expect(text).toContain('considering the payment of a final dividend, if any');
    expect(text).toContain('the Board comprises Georges Elhedery as executive Director, Mark Tucker as non-executive Director and Rachel Duan as independent non-executive Director.');
  });

  it('names the r.13.51(2) particulars an appointment lacks', () => {
    const missing = missingParticulars(template('hkex.directorChange'), readInputs({ announcementDate: '2026-03-25', signatory: { en: 'A' }, signatoryTitle: { en: 'B' }, directors, changes: [{ kind: 'appointment', nameEn: 'Chan Tai Man', category: 1, effectiveDate: '2026-13-01' }] }), ['en']);
    expect(missing.map((problem) => problem.path)).toEqual(['inputs.changes.0.age', 'inputs.changes.0.particulars.en']);
    const dates = missingParticulars(template('board.notice'), readInputs({ ...noticeInputs, meetingDate: '2026-02-30' }), ['en']);
    expect(dates).toEqual([expect.objectContaining({ path: 'inputs.meetingDate', problem: 'date' })]);
  });

  it('renders Word with the letterhead in the header and the bilingual text a reader sees', async () => {
    const letterhead = { header: { data: solidPng(1200, 160, [200, 30, 30]), type: 'png' as const, width: 1200, height: 160 }, logo: { data: solidPng(120, 60), type: 'png' as const, width: 120, height: 60 } };
    const content = await renderDocx(buildDocument(minutesRequest), letterhead, 'en');
    expect(docxParts(content)).toEqual(expect.arrayContaining(['word/header1.xml', 'word/footer1.xml']));
    expect(docxParts(content).filter((part) => part.startsWith('word/media/'))).toHaveLength(2);
    const text = docxText(content);
    expect(text).toContain('MINUTES of a meeting of the Board of Directors of HSBC Holdings plc');
    expect(text).toContain('汇丰控股有限公司（“本公司”）董事会于二零二六年三月二十日上午10时30分');
  });

  it('renders a PDF that embeds subset Noto CJK faces (HK and SC) and reads back in both scripts', async () => {
    const content = await renderPdf(buildDocument(minutesRequest), null, 'en', FONTS);
    const fonts = pdfFonts(content);
    expect(fonts).toMatch(/NotoSansCJKhk-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    const text = pdfText(content).replace(/\s+/g, '');
    // Side-by-side columns interleave their lines in extracted text: check phrases, not whole sentences.
    for (const phrase of ['议决：批准截至二零二五年', '全年业绩', '会议记录', '汇丰控股有限公司', 'ITWASRESOLVEDTHAT', 'Page1of']) expect(text).toContain(phrase);
  });

  it('draws the letterhead header on every PDF page from one embedded image, and PDFs made one after another each carry their own letterhead', async () => {
    const letterheadIn = (rgb: [number, number, number]) => ({ header: { data: solidPng(1200, 160, rgb), type: 'png' as const, width: 1200, height: 160 }, logo: { data: solidPng(120, 60, rgb), type: 'png' as const, width: 120, height: 60 } });
    const model = () => buildDocument({ template: template('hkex.directorChange'), company: HSBC, language: 'en+zh-HK', layout: 'separate', inputs: directorChangeInputs });
    const red = await renderPdf(model(), letterheadIn([200, 30, 30]), 'en', FONTS);
    const blue = await renderPdf(model(), letterheadIn([30, 30, 200]), 'en', FONTS);
    const redAgain = await renderPdf(model(), letterheadIn([200, 30, 30]), 'en', FONTS);
    for (const content of [red, blue, redAgain]) {
      const headers = pdfImages(content).filter((image) => image.type === 'image' && image.width === 1200);
      // pdftotext ends every page with a form feed.
      const pages = pdfText(content).split('\f').length - 1;
      expect(pages).toBeGreaterThan(1);
      expect(headers.map((image) => image.page)).toEqual(Array.from({ length: pages }, (_unused, index) => index + 1));
      expect(new Set(headers.map((image) => image.object)).size).toBe(1);
      expect(pdfImages(content).filter((image) => image.type === 'image' && image.width === 120).map((image) => image.page)).toEqual([1]);
      expect(pdfFonts(content)).toMatch(/NotoSansCJKhk-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    }
    // The header's colour at the top centre of page 1 (50 dpi): each document shows its own letterhead.
    const topCentre = (content: Buffer) => {
      const page = PNG.sync.read(pdfPageOne(content));
      const index = (Math.round(page.height * 0.05) * page.width + Math.round(page.width / 2)) * 4;
      return [...page.data.subarray(index, index + 3)];
    };
    // Within a few levels: poppler's scaling rounds the colour.
    const near = (rgb: number[], expected: number[]) => rgb.every((channel, index) => Math.abs(channel - expected[index]) <= 4);
    expect(near(topCentre(red), [200, 30, 30])).toBe(true);
    expect(near(topCentre(blue), [30, 30, 200])).toBe(true);
    expect(pdfPageOne(redAgain)).toEqual(pdfPageOne(red));
    expect(pdfText(redAgain)).toEqual(pdfText(red));
  });

  it('renders page 1 of the side-by-side minutes (zh-CN) like the reference image', async () => {
    const reference = fileURLToPath(new URL('./__fixtures__/minutes-side-by-side-zh-CN.png', import.meta.url));
    const letterhead = { header: { data: solidPng(1200, 160, [200, 30, 30]), type: 'png' as const, width: 1200, height: 160 }, logo: { data: solidPng(120, 60), type: 'png' as const, width: 120, height: 60 } };
    const page = pdfPageOne(await renderPdf(buildDocument(minutesRequest), letterhead, 'en', FONTS));
    if (process.env.UPDATE_DOCUMENT_REFERENCE === 'true') fs.writeFileSync(reference, page);
    const actual = PNG.sync.read(page);
    const expected = PNG.sync.read(fs.readFileSync(reference));
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    let different = 0;
    for (let index = 0; index < actual.data.length; index += 4) {
      const delta = Math.abs(actual.data[index] - expected.data[index]) + Math.abs(actual.data[index + 1] - expected.data[index + 1]) + Math.abs(actual.data[index + 2] - expected.data[index + 2]);
      if (delta > 96) different += 1;
    }
    // The same fonts and text draw the same page; a missing glyph or a moved column changes far more than 1 %.
    expect(different / (actual.width * actual.height)).toBeLessThan(0.01);
  });
});
