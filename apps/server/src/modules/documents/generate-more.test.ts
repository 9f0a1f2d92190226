import { describe, expect, it } from 'vitest';
import type { DocumentCompany, DocumentInputs, DocumentLanguage } from '@app/contracts';
import { calculateBookClosureChain, calculateMeetingNotice, calculateMonthlyReturn, calculateNextDayDisclosureReturn } from '@app/domain';
import { calculatedInputs } from './calculated-inputs';
import { plainTextOf } from './document-model';
import { docxText, FONTS, HSBC, pdfFonts, pdfText, template } from './documents.test-support';
import { buildDocument, missingParticulars, readInputs, scriptsOf } from './generate';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { TEMPLATES } from './templates/catalogue';

/**
 * Content tests of the templates built second (issue 15): dividend and book
 * closure, closure of register, board agenda, members' written resolutions,
 * results shell, NDDR (FF304) and Monthly Return (FF301). Each opens the Word
 * and PDF files as a reader would and looks for the required particulars.
 */

const company = HSBC;
const directors = [
  { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2, isChairman: true },
  { nameEn: 'Georges Elhedery', nameZh: '艾橋智', category: 1 },
  { nameEn: 'Rachel Duan', nameZh: '段小纓', category: 3 },
];
const closing = { signatory: { en: 'Aileen Taylor', zh: '戴愛蓮' }, signatoryTitle: { en: 'Company Secretary', zh: '公司秘書' }, directors };
const registrar = { en: 'Computershare Hong Kong Investor Services Limited, 17M Floor, Hopewell Centre, 183 Queen\'s Road East, Wan Chai, Hong Kong', zh: '香港中央證券登記有限公司（香港灣仔皇后大道東183號合和中心17M樓）' };


/** The model's text, after checking nothing required is missing for the language. */
const textOf = (id: string, language: DocumentLanguage, inputs: DocumentInputs, of: DocumentCompany | null = company): string => {
  expect(missingParticulars(template(id), readInputs(inputs), scriptsOf(language))).toEqual([]);
  return plainTextOf(buildDocument({ template: template(id), company: of, language, layout: 'separate', inputs }));
};

/** The text a reader gets from the Word file and from the PDF (spaces removed: pdftotext breaks lines). */
const filesOf = async (id: string, language: DocumentLanguage, inputs: DocumentInputs) => {
  const model = buildDocument({ template: template(id), company, language, layout: 'separate', inputs });
  const docx = docxText(await renderDocx(model, null, scriptsOf(language)[0]));
  const pdf = await renderPdf(model, null, scriptsOf(language)[0], FONTS);
  return { docx: docx.replace(/\s+/g, ''), pdf: pdfText(pdf).replace(/\s+/g, ''), fonts: pdfFonts(pdf) };
};
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The calculators service's methods are these pure functions. */
const calculators = { meetingNotice: calculateMeetingNotice, bookClosureChain: calculateBookClosureChain, nextDayDisclosure: calculateNextDayDisclosureReturn, monthlyReturn: calculateMonthlyReturn };

const dividendInputs = {
  announcementDate: '2026-03-25',
  dividendKind: 'final',
  periodEnd: '2025-12-31',
  dividendPerShare: '0.45',
  totalAmount: '7,812,345,678.5',
  subjectToApproval: 'yes',
  agmDate: '2026-05-28',
  closureStart: '2026-06-03',
  closureEnd: '2026-06-05',
  lastLodgementDate: '2026-06-02',
  exDate: '2026-06-01',
  paymentDate: '2026-06-26',
  scripOption: 'yes',
  registrar,
  ...closing,
};

describe('templates built for issue 15 (second set)', () => {
  it('lists no template of this set as not built', () => {
    const ids = ['hkex.dividend', 'financial.closureOfRegister', 'board.agenda', 'board.membersWrittenResolutions', 'financial.resultsShell', 'hkex.nddr', 'hkex.monthlyReturn'];
    for (const id of ids) {
      const found = TEMPLATES.find((candidate) => candidate.id === id);
      if (!found?.built) continue; // built one by one; each built template must be complete
      expect(found.build).toBeTypeOf('function');
      expect(found.scripts).toEqual(['en', 'zh-HK', 'zh-CN']);
      expect(found.rules.length).toBeGreaterThan(0);
    }
  });

  describe('dividend and book-closure announcement (MB r.13.45(1), r.13.66)', () => {
    it('states rate, amount, closure, last lodgement, ex-date and payment date in English', () => {
      const text = textOf('hkex.dividend', 'en', dividendInputs);
      expect(text).toContain('Hong Kong Exchanges and Clearing Limited and The Stock Exchange of Hong Kong Limited take no responsibility');
      expect(text).toContain('FINAL DIVIDEND AND CLOSURE OF REGISTER OF MEMBERS');
      expect(text).toContain('has resolved to recommend the payment of a final dividend of HK$0.45 per share for the year ended 31 December 2025 (the "Final Dividend"), amounting to approximately HK$7,812,345,678.50 in aggregate');
      expect(text).toContain('annual general meeting of the Company to be held on 28 May 2026');
      expect(text).toContain('the register of members of the Company will be closed from 3 June 2026 to 5 June 2026, both days inclusive');
      expect(text).toContain('not later than 4:30 p.m. on 2 June 2026');
      expect(text).toContain('traded ex-dividend from 1 June 2026');
      expect(text).toContain('expected to be paid on or about 26 June 2026');
      expect(text).toContain('Scrip Dividend Scheme');
      expect(text).toContain('By order of the Board');
      expect(text).toContain('As at the date of this announcement, the Board comprises');
    });

    it('writes formal Chinese dates and Hong Kong terms (zh-HK), mainland terms (zh-CN)', () => {
      const hk = textOf('hkex.dividend', 'zh-HK', dividendInputs);
      expect(hk).toContain('末期股息及暫停辦理股份過戶登記');
      expect(hk).toContain('建議派發截至二零二五年十二月三十一日止年度之末期股息每股HK$0.45');
      expect(hk).toContain('本公司將於二零二六年六月三日至二零二六年六月五日（包括首尾兩天）暫停辦理股份過戶登記手續');
      expect(hk).toContain('須於二零二六年六月二日下午四時三十分前送達本公司的股份過戶登記處香港中央證券登記有限公司');
      expect(hk).toContain('股東週年大會');
      expect(hk).toContain('承董事會命');
      const cn = textOf('hkex.dividend', 'zh-CN', dividendInputs);
      expect(cn).toContain('末期股息及暂停办理股份过户登记');
      expect(cn).toContain('年度股东大会');
      expect(cn).toContain('下午4时30分前送达本公司的股份过户登记处香港中央证券登记有限公司');
      expect(cn).toContain('除息交易');
      for (const traditional of ['過戶', '董事會', '股東']) expect(cn).not.toContain(traditional);
    });

    it('uses a record date when the register is not closed, and names what a declaration lacks', () => {
      const text = textOf('hkex.dividend', 'en', { ...dividendInputs, closureStart: '', closureEnd: '', recordDate: '2026-06-04', subjectToApproval: 'no', dividendKind: 'interim', periodEnd: '2026-06-30', scripOption: 'no' });
      expect(text).toContain('INTERIM DIVIDEND AND RECORD DATE');
      expect(text).toContain('has resolved to declare an interim dividend of HK$0.45 per share for the six months ended 30 June 2026');
      expect(text).toContain('The record date for determining shareholders\' entitlement to the Interim Dividend is 4 June 2026.');
      expect(text).not.toContain('annual general meeting');
      const missing = missingParticulars(template('hkex.dividend'), readInputs({ ...dividendInputs, dividendPerShare: '45 cents', agmDate: '', closureEnd: '', lastLodgementDate: '' }), ['en']);
      expect(missing.map((problem) => problem.path)).toEqual(['inputs.dividendPerShare', 'inputs.agmDate', 'inputs.lastLodgementDate', 'inputs.closureEnd']);
      const early = missingParticulars(template('hkex.dividend'), readInputs({ ...dividendInputs, paymentDate: '2026-06-05' }), ['en']);
      expect(early).toEqual([expect.objectContaining({ path: 'inputs.paymentDate', problem: 'date' })]);
    });

    it('takes the last lodgement day and the ex-date the book-closure calculator gives when left empty', () => {
      const filled = calculatedInputs(template('hkex.dividend'), { ...dividendInputs, lastLodgementDate: '', exDate: '' }, company, calculators);
      // Closure Wed 3 Jun 2026: lodgement the business day before (Tue 2 Jun); T+2 makes Mon 1 Jun the ex-date (Fri 29 May settles on 2 Jun, the last cum day).
      expect(filled).toMatchObject({ lastLodgementDate: '2026-06-02', exDate: '2026-06-01' });
      // What the user typed is kept.
      expect(calculatedInputs(template('hkex.dividend'), dividendInputs, company, calculators)).toEqual(dividendInputs);
    });

    it('carries the GEM statements for a GEM issuer', () => {
      expect(textOf('hkex.dividend', 'en', dividendInputs, { ...company, board: 'gem' })).toContain('CHARACTERISTICS OF GEM');
    });

    it('reads back from Word and PDF in traditional Chinese with the HK face embedded', async () => {
      const files = await filesOf('hkex.dividend', 'zh-HK', dividendInputs);
      for (const phrase of ['末期股息及暫停辦理股份過戶登記', '每股HK$0.45', '二零二六年六月二日下午四時三十分', '香港交易及結算所有限公司', '承董事會命']) {
        expect(files.docx).toContain(squeeze(phrase));
        expect(files.pdf).toContain(squeeze(phrase));
      }
      expect(files.fonts).toMatch(/NotoSansCJKhk-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    });
  });

  describe('closure of register of members (MB r.13.66)', () => {
    const agm = { purpose: 'annualGeneralMeeting', meetingDate: '2026-05-28', closureStart: '2026-05-22', closureEnd: '2026-05-28', registrar, ...closing };

    it('takes the latest announcement date (10 business days) and the last lodgement day from the calculator (hk-rules §8 rows 9-10)', () => {
      const filled = calculatedInputs(template('financial.closureOfRegister'), agm, company, calculators);
      expect(filled).toMatchObject({ announcementDate: '2026-05-08', lastLodgementDate: '2026-05-21' });
      expect(filled).not.toHaveProperty('exDate');
    });

    it('words the AGM closure in English and simplified Chinese, and a dividend record date in traditional Chinese', () => {
      const inputs = { ...agm, announcementDate: '2026-05-08', lastLodgementDate: '2026-05-21' };
      const en = textOf('financial.closureOfRegister', 'en', inputs);
      expect(en).toContain('CLOSURE OF REGISTER OF MEMBERS');
      expect(en).toContain('pursuant to Rule 13.66 of the Rules Governing the Listing of Securities');
      expect(en).toContain('The annual general meeting of the Company will be held on 28 May 2026 (the "AGM").');
      expect(en).toContain("For the purpose of determining shareholders' entitlement to attend and vote at the AGM, the register of members of the Company will be closed from 22 May 2026 to 28 May 2026, both days inclusive");
      expect(en).toContain('not later than 4:30 p.m. on 21 May 2026');
      expect(en).toContain('Hong Kong, 8 May 2026');
      const cn = textOf('financial.closureOfRegister', 'zh-CN', inputs);
      expect(cn).toContain('本公司谨定于二零二六年五月二十八日举行年度股东大会（“年度股东大会”）');
      expect(cn).toContain('为厘定股东出席年度股东大会并于会上投票的资格，本公司将于二零二六年五月二十二日至二零二六年五月二十八日（包括首尾两天）暂停办理股份过户登记手续');
      const hk = textOf('financial.closureOfRegister', 'zh-HK', { ...inputs, purpose: 'dividend', dividendKind: 'interim', meetingDate: '', closureStart: '', closureEnd: '', recordDate: '2026-09-04', lastLodgementDate: '2026-09-04' });
      expect(hk).toContain('釐定股東獲派中期股息資格的記錄日期為二零二六年九月四日。');
      expect(hk).toContain('根據香港聯合交易所有限公司證券上市規則第13.66條作出');
    });

    it('cites the GEM rules without an unverified rule number for a GEM issuer', () => {
      const text = textOf('financial.closureOfRegister', 'en', { ...agm, announcementDate: '2026-05-08', lastLodgementDate: '2026-05-21' }, { ...company, board: 'gem' });
      expect(text).toContain('pursuant to the Rules Governing the Listing of Securities on GEM of The Stock Exchange of Hong Kong Limited.');
      expect(text).toContain('CHARACTERISTICS OF GEM');
    });

    it('names a meeting closure without its meeting date, and reads back from Word and PDF in simplified Chinese', async () => {
      const missing = missingParticulars(template('financial.closureOfRegister'), readInputs({ ...agm, meetingDate: '', lastLodgementDate: '2026-05-21' }), ['en']);
      expect(missing.map((problem) => problem.path)).toEqual(['inputs.meetingDate', 'inputs.announcementDate']);
      const files = await filesOf('financial.closureOfRegister', 'zh-CN', { ...agm, announcementDate: '2026-05-08', lastLodgementDate: '2026-05-21' });
      for (const phrase of ['暂停办理股份过户登记', '二零二六年五月二十一日下午4时30分前', '承董事会命']) {
        expect(files.docx).toContain(phrase);
        expect(files.pdf).toContain(phrase);
      }
      expect(files.fonts).toMatch(/NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    });
  });

  describe('agenda of board meeting (CG Code C.5.8 [M])', () => {
    const agenda = {
      agendaDate: '2026-03-16',
      meetingDate: '2026-03-20',
      meetingTime: '10:30',
      venue: { en: "1 Queen's Road Central, Hong Kong", zh: '香港皇后大道中1號' },
      chairman: { en: 'Mark Tucker', zh: '杜嘉祺' },
      previousMinutesDate: '2025-12-12',
      items: [{ en: 'To approve the annual results for the year ended 31 December 2025 and consider a final dividend', zh: '批准截至二零二五年十二月三十一日止年度的全年業績及考慮派發末期股息' }],
      papers: [{ en: 'Draft annual results announcement', zh: '全年業績公告草稿' }],
      secretary: { en: 'Aileen Taylor', zh: '戴愛蓮' },
    };

    it('numbers the standard items around the business, in each language', () => {
      const en = textOf('board.agenda', 'en', agenda);
      expect(en).toContain('AGENDA');
      expect(en).toContain('Date | Friday, 20 March 2026');
      expect(en).toContain('Time | 10:30 a.m.');
      expect(en).toContain('3.  To confirm the minutes of the board meeting held on 12 December 2025');
      expect(en).toContain('4.  To approve the annual results for the year ended 31 December 2025 and consider a final dividend');
      expect(en).toContain('5.  Any other business');
      expect(en).toContain('code provision C.5.8 of the Corporate Governance Code');
      const hk = textOf('board.agenda', 'zh-HK', agenda);
      expect(hk).toContain('日期 | 二零二六年三月二十日（星期五）');
      expect(hk).toContain('3.  確認於二零二五年十二月十二日舉行之董事會會議的會議紀錄');
      expect(hk).toContain('香港，二零二六年三月十六日');
      const cn = textOf('board.agenda', 'zh-CN', agenda);
      expect(cn).toContain('议程\n董事会会议');
      expect(cn).toContain('批准截至二零二五年十二月三十一日止年度的全年业绩及考虑派发末期股息');
      expect(cn).toContain('上午10时30分');
    });

    it('renders the agenda side by side (EN | 繁) into Word and PDF', async () => {
      const model = buildDocument({ template: template('board.agenda'), company, language: 'en+zh-HK', layout: 'sideBySide', inputs: agenda });
      expect(model.blocks.filter((block) => block.kind === 'pair').length).toBeGreaterThan(8);
      const docx = squeeze(docxText(await renderDocx(model, null, 'en')));
      const pdf = squeeze(pdfText(await renderPdf(model, null, 'en', FONTS)));
      for (const phrase of ['AGENDA', '議程', 'Anyotherbusiness', '其他事項', '全年業績公告草稿']) {
        expect(docx).toContain(phrase);
        expect(pdf).toContain(phrase);
      }
    });
  });

  describe("members' written resolutions (CO s.548-s.549)", () => {
    const resolutions = {
      circulationDate: '2026-04-01',
      proposedBy: 'directors',
      ordinaryItems: [{ en: 'the audited financial statements for the year ended 31 December 2025 be received and adopted.', zh: '省覽及採納截至二零二五年十二月三十一日止年度的經審核財務報表。' }],
      specialItems: [{ en: 'the name of the Company be changed to HSBC Asia Limited.', zh: '本公司名稱更改為滙豐亞洲有限公司。' }],
      members: [
        { en: 'HSBC Asia Holdings Limited (1,000,000 shares)', zh: '滙豐亞洲控股有限公司（1,000,000股）' },
        { en: 'Chan Tai Man (1 share)', zh: '陳大文（1股）' },
      ],
    };

    it('words ordinary and special resolutions with the s.548 effect and the removal exception', () => {
      const en = textOf('board.membersWrittenResolutions', 'en', resolutions);
      expect(en).toContain('WRITTEN RESOLUTIONS OF THE MEMBERS OF HSBC HOLDINGS PLC (THE "COMPANY") UNDER SECTIONS 548 AND 549 OF THE COMPANIES ORDINANCE (CAP. 622)');
      expect(en).toContain('Circulation date: 1 April 2026');
      expect(en).toContain('proposed by the directors of the Company as written resolutions');
      expect(en).toContain('1.  IT IS RESOLVED as an ordinary resolution THAT the audited financial statements');
      expect(en).toContain('2.  IT IS RESOLVED as a special resolution THAT the name of the Company be changed');
      expect(en).toContain('A resolution to remove a director or an auditor before the end of the term of office may not be passed as a written resolution.');
      // A signature block's lines run together in the plain text.
      expect(en).toContain('Chan Tai Man (1 share)MemberDate:');
      const hk = textOf('board.membersWrittenResolutions', 'zh-HK', resolutions);
      expect(hk).toContain('成員根據《公司條例》（第622章）第548及549條作出的書面決議');
      expect(hk).toContain('傳閱日期：二零二六年四月一日');
      expect(hk).toContain('作為特別決議，議決：本公司名稱更改為滙豐亞洲有限公司。');
      const cn = textOf('board.membersWrittenResolutions', 'zh-CN', resolutions);
      expect(cn).toContain('股东根据《公司条例》（第622章）第548及549条作出的书面决议');
      expect(cn).toContain('罢免任期未届满的董事或审计师的决议，不得以书面决议方式通过');
    });

    it('needs at least one resolution, and reads back from Word and PDF in simplified Chinese', async () => {
      const missing = missingParticulars(template('board.membersWrittenResolutions'), readInputs({ ...resolutions, ordinaryItems: [], specialItems: [] }), ['en']);
      expect(missing.map((problem) => problem.path)).toEqual(['inputs.ordinaryItems']);
      const files = await filesOf('board.membersWrittenResolutions', 'zh-CN', resolutions);
      for (const phrase of ['作为普通决议，议决：', '传阅日期：二零二六年四月一日', '陈大文（1股）']) {
        expect(files.docx).toContain(phrase);
        expect(files.pdf).toContain(phrase);
      }
    });
  });

  describe('results announcement shell (MB r.13.49, App D2 [M])', () => {
    const shell = {
      announcementDate: '2026-03-25',
      resultsKind: 'annual',
      periodEnd: '2025-12-31',
      audited: 'yes',
      highlights: [{ en: 'Revenue up 8% to HK$1,234 million', zh: '收益上升8%至12.34億港元' }],
      dividendPerShare: '0.45',
      paymentDate: '2026-06-26',
      agmDate: '2026-05-28',
      auditor: { en: 'PricewaterhouseCoopers', zh: '羅兵咸永道會計師事務所' },
      website: 'www.hsbc.com',
      ...closing,
    };

    it('lays out the sections with placeholders for the statements, the dividend and the AGM', () => {
      const en = textOf('financial.resultsShell', 'en', shell);
      expect(en).toContain('ANNUAL RESULTS ANNOUNCEMENT FOR THE YEAR ENDED 31 DECEMBER 2025');
      expect(en).toContain('announces the audited consolidated results of the Company and its subsidiaries (together, the "Group") for the year ended 31 December 2025');
      expect(en).toContain('[To be inserted: the figures Appendix D2 to the Listing Rules requires, with comparatives]');
      expect(en).toContain('The Board recommends the payment of a final dividend of HK$0.45 per share for the year ended 31 December 2025, subject to the approval of the shareholders at the annual general meeting, expected to be paid on or about 26 June 2026.');
      expect(en).toContain('The annual general meeting of the Company will be held on 28 May 2026.');
      expect(en).toContain('agreed by the Company\'s auditor, PricewaterhouseCoopers');
      expect(en).toContain('www.hkexnews.hk) and the Company (www.hsbc.com)');
      expect(en).toContain('By order of the Board');
      const hk = textOf('financial.resultsShell', 'zh-HK', shell);
      expect(hk).toContain('截至二零二五年十二月三十一日止年度之全年業績公告');
      expect(hk).toContain('董事會建議派發截至二零二五年十二月三十一日止年度之末期股息每股HK$0.45');
      expect(hk).toContain('［待加入：上市規則附錄D2規定的數字及比較數字］');
      expect(hk).toContain('審核委員會');
      const cn = textOf('financial.resultsShell', 'zh-CN', { ...shell, resultsKind: 'interim', periodEnd: '2026-06-30', audited: 'no', dividendPerShare: '' });
      expect(cn).toContain('截至二零二六年六月三十日止六个月之中期业绩公告');
      expect(cn).toContain('未经审计综合业绩');
      expect(cn).toContain('董事会不建议派发截至二零二六年六月三十日止六个月之中期股息。');
      expect(cn).toContain('审计委员会');
      expect(cn).not.toContain('审计师的工作范围');
    });

    it('reads back from Word and PDF in English, and names a dividend that is not an amount', async () => {
      const files = await filesOf('financial.resultsShell', 'en', shell);
      for (const phrase of ['ANNUALRESULTSANNOUNCEMENT', 'HK$0.45pershare', 'MANAGEMENTDISCUSSIONANDANALYSIS', 'Byorderofthe Board'.replace(/\s/g, '')]) {
        expect(files.docx).toContain(phrase);
        expect(files.pdf).toContain(phrase);
      }
      const missing = missingParticulars(template('financial.resultsShell'), readInputs({ ...shell, dividendPerShare: 'HK$0.4.5' }), ['en']);
      expect(missing.map((problem) => problem.path)).toEqual(['inputs.dividendPerShare']);
    });
  });

  describe('Next Day Disclosure Return FF304 data sheet (MB r.13.25A)', () => {
    const placing = {
      submissionDate: '2026-03-26',
      shareClass: { en: 'Ordinary shares', zh: '普通股' },
      listed: 'yes',
      openingIssued: '17,000,000,000',
      openingTreasury: '0',
      eventType: 'placing',
      eventDate: '2026-03-25',
      eventTime: '17:30',
      shares: '850,000,000',
      issuePrice: '95.5',
      closingPrice: '100',
      filingDeadline: '2026-03-26',
      signatory: { en: 'Aileen Taylor', zh: '戴愛蓮' },
      signatoryTitle: { en: 'Company Secretary', zh: '公司秘書' },
    };

    it('takes the 08:30 next-business-day deadline from the calculator', () => {
      // Event on Fri 27 Mar 2026: the next business day is Mon 30 Mar.
      expect(calculatedInputs(template('hkex.nddr'), { ...placing, eventDate: '2026-03-27', filingDeadline: '' }, company, calculators)).toMatchObject({ filingDeadline: '2026-03-30' });
    });

    it('says it is a data sheet for the e-Submission e-form and works out the percentages and balances', () => {
      const en = textOf('hkex.nddr', 'en', placing);
      expect(en).toContain('DATA SHEET – NOT THE OFFICIAL FORM');
      expect(en).toContain("must be filed as the official e-form through HKEX's e-Submission System (ESS)");
      expect(en).toContain('To be filed by | 8:30 a.m. on 26 March 2026 (MB r.13.25A)');
      expect(en).toContain('Placing | 25 March 2026 | 850,000,000 | 5.00% | HK$95.50 | HK$100.00 | Discount of 4.50%');
      expect(en).toContain('Closing balance: issued shares (excluding treasury shares) | 17,850,000,000');
      expect(en).toContain('(i) it has been duly authorised by the board of directors of the listed issuer');
      const hk = textOf('hkex.nddr', 'zh-HK', placing);
      expect(hk).toContain('資料表－並非正式表格');
      expect(hk).toContain('電子呈交系統（ESS）');
      expect(hk).toContain('配售 | 二零二六年三月二十五日 | 850,000,000 | 5.00% | HK$95.50 | HK$100.00 | 折讓4.50%');
      expect(hk).toContain('呈交限期 | 二零二六年三月二十六日上午八時三十分前（MB r.13.25A）');
      const cn = textOf('hkex.nddr', 'zh-CN', placing);
      expect(cn).toContain('翌日披露报表（股本发行人－已发行股份或库存股份变动及股份购回）');
      expect(cn).toContain('期末结存：已发行股份总数 | 17,850,000,000');
    });

    it('moves repurchased shares into treasury and reports the buy-back mandate', () => {
      const text = textOf('hkex.nddr', 'en', { ...placing, eventType: 'repurchase', repurchaseTreatment: 'treasury', shares: '1,000,000', issuePrice: '', closingPrice: '', highestPrice: '101.2', lowestPrice: '99.8', aggregatePaid: '100,450,000', mandateDate: '2025-05-02', mandateTotal: '1,700,000,000', mandateUsed: '85,000,000' });
      expect(text).toContain('Closing balance: issued shares (excluding treasury shares) | 16,999,000,000');
      expect(text).toContain('Closing balance: treasury shares | 1,000,000');
      expect(text).toContain('Closing balance: total issued shares | 17,000,000,000');
      expect(text).toContain('Highest / lowest price paid per share | HK$101.20 / HK$99.80');
      expect(text).toContain('Aggregate price paid | HK$100,450,000.00');
      expect(text).toContain('As % of the mandate | 5.00%');
      expect(text).not.toContain('duly authorised');
      const missing = missingParticulars(template('hkex.nddr'), readInputs({ ...placing, eventType: 'repurchase', shares: '1.5m', filingDeadline: '' }), ['en']);
      expect(missing.map((problem) => problem.path)).toEqual(['inputs.shares', 'inputs.aggregatePaid', 'inputs.filingDeadline']);
    });

    it('reads back from Word and PDF in traditional Chinese', async () => {
      const files = await filesOf('hkex.nddr', 'zh-HK', placing);
      for (const phrase of ['資料表－並非正式表格', '翌日披露報表', '850,000,000', '折讓4.50%', '呈交者']) expect(files.docx).toContain(phrase);
      // in the PDF the premium/discount cell wraps after 折讓 in its narrow column, so the words are read apart
      for (const phrase of ['資料表－並非正式表格', '翌日披露報表', '850,000,000', '折讓', '4.50%', '呈交者']) expect(files.pdf).toContain(phrase);
    });
  });

  describe('Monthly Return FF301 data sheet (MB r.13.25B [M])', () => {
    const month = {
      monthEnd: '2026-02-28',
      submissionDate: '2026-03-04',
      status: 'new',
      shareClass: { en: 'Ordinary shares', zh: '普通股' },
      listed: 'yes',
      authorised: 'notApplicable',
      issuedOpening: '17,000,000,000',
      treasuryOpening: '2,000,000',
      optionsShares: '1,250,000',
      optionsDetails: { en: '2020 Share Option Scheme: 1,250,000 options exercised', zh: '2020年股份期權計劃：行使1,250,000份期權' },
      otherShares: '-3,000,000',
      otherDetails: { en: 'Repurchased shares cancelled on 20 February 2026', zh: '於二零二六年二月二十日註銷已購回股份' },
      treasuryChange: '-500,000',
      fundsRaised: '12,500,000',
      filingDeadline: '2026-03-06',
      signatory: { en: 'Aileen Taylor', zh: '戴愛蓮' },
      signatoryTitle: { en: 'Company Secretary', zh: '公司秘書' },
    };

    it('takes the 5th-business-day deadline from the calculator', () => {
      // February 2026 ends on Sat 28 Feb; business days 2, 3, 4, 5, 6 March: the 5th is Fri 6 Mar.
      expect(calculatedInputs(template('hkex.monthlyReturn'), { ...month, filingDeadline: '' }, company, calculators)).toMatchObject({ filingDeadline: '2026-03-06' });
    });

    it('sets out sections I to V with balances worked out from the movements', () => {
      const en = textOf('hkex.monthlyReturn', 'en', month);
      expect(en).toContain('DATA SHEET – NOT THE OFFICIAL FORM');
      expect(en).toContain('For the month ended | 28 February 2026');
      expect(en).toContain('Section I: Movements in authorised / registered share capital\nNot applicable');
      expect(en).toContain('Balance at close of preceding month | 17,000,000,000 | 2,000,000 | 17,002,000,000');
      expect(en).toContain('Increase / (decrease) during the month | -1,250,000 | -500,000 | -1,750,000');
      expect(en).toContain('Balance at close of the month | 16,998,750,000 | 1,500,000 | 17,000,250,000');
      expect(en).toContain('(A) Share options under share option schemes | 1,250,000 | 2020 Share Option Scheme');
      expect(en).toContain('(B) Warrants to issue shares | Not applicable');
      expect(en).toContain('Funds raised from the exercise of share options (HK$) | HK$12,500,000.00');
      expect(en).toContain('Section IV: Hong Kong Depositary Receipts\nNot applicable');
      expect(en).toContain('To be filed by | 8:30 a.m. on 6 March 2026 (MB r.13.25B)');
      const hk = textOf('hkex.monthlyReturn', 'zh-HK', month);
      expect(hk).toContain('截至月份 | 二零二六年二月二十八日');
      expect(hk).toContain('(B) 發行股份的認股權證 | 不適用');
      expect(hk).toContain('第V部：確認');
      const cn = textOf('hkex.monthlyReturn', 'zh-CN', { ...month, authorised: 'applicable', authorisedOpening: '50,000,000,000', parValue: 'US$0.50' });
      expect(cn).toContain('面值 | US$0.50');
      expect(cn).toContain('本月底结存 | 50,000,000,000');
      expect(cn).toContain('电子呈交系统（ESS）');
    });

    it('names a figure that is not a number, and reads back from Word and PDF in simplified Chinese', async () => {
      const missing = missingParticulars(template('hkex.monthlyReturn'), readInputs({ ...month, optionsShares: 'about 1m', authorised: 'applicable' }), ['en']);
      expect(missing.map((problem) => problem.path)).toEqual(['inputs.optionsShares', 'inputs.authorisedOpening']);
      const files = await filesOf('hkex.monthlyReturn', 'zh-CN', month);
      for (const phrase of ['股份发行人的证券变动月报表', '16,998,750,000', '第IV部：香港预托证券', '不适用']) {
        expect(files.docx).toContain(phrase);
        expect(files.pdf).toContain(phrase);
      }
    });
  });
});
