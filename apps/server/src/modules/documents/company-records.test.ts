import { describe, expect, it } from 'vitest';
import type { DocumentCompany, DocumentLanguage } from '@app/contracts';
import { plainTextOf } from './document-model';
import { docxText, FONTS, HSBC, pdfText, template } from './documents.test-support';
import { buildDocument, missingParticulars, readInputs, scriptsOf } from './generate';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';

/**
 * Company-secretary data sheets (ND2A, ND2B, NR1, NAR1) and the statutory registers
 * (issue 15): the particulars reach the Word and PDF text in each language, the
 * Registry deadline is computed, and [M] items are marked unverified in words.
 */

const company: DocumentCompany = { ...HSBC, registeredOffice: '1 Queen\'s Road Central, Hong Kong' };
const build = (id: string, language: DocumentLanguage, inputs: Record<string, unknown>, withCompany: DocumentCompany | null = company) =>
  buildDocument({ template: template(id), company: withCompany, language, layout: 'separate', inputs });
/** Extracted PDF text without spaces and line breaks (table cells wrap; phrases survive). */
const squeezed = (text: string) => text.replace(/\s+/g, '');

const nd2a = {
  companyNumber: '0012345',
  changeKind: 'appointment',
  capacity: 'director',
  // 7 March 2026 + 15 days is Sunday 22 March: the deadline moves to Monday 23 March.
  effectiveDate: '2026-03-07',
  nameEn: 'CHAN Tai Man',
  nameZh: '陳大文',
  correspondenceAddress: '8 Finance Street, Central',
  email: 'chan@example.com',
  idPartial: 'A123',
  signatoryName: 'Aileen Taylor',
  signatoryCapacity: 'secretary',
};

describe('Companies Registry data sheets', () => {
  it('writes the ND2A data sheet in English: not the form, delivered to the Registry, with the rolled-forward deadline', () => {
    const text = plainTextOf(build('secretary.nd2a', 'en', nd2a));
    expect(text).toContain('DATA SHEET FOR SPECIFIED FORM ND2A');
    expect(text).toContain('this data sheet is not the specified form');
    expect(text).toContain('delivered to the Companies Registry, electronically through the e-Registry or on paper, within 15 days after the appointment or cessation');
    expect(text).toContain('Filing deadline: 23 March 2026 (moved from a Sunday or public holiday)');
    expect(text).toContain('Capacity | Director');
    expect(text).toContain('Correspondence address (no P.O. box) | 8 Finance Street, Central');
    expect(text).toContain('Company number | 0012345');
    // [M] items are said to be unverified in the document itself.
    expect(text).toContain('Form ND2A title, field list and section order | [M] UNVERIFIED: check before relying on it');
    expect(text).toContain('PI-sheet');
  });

  it('writes ND2A in traditional Chinese (Hong Kong terms) and simplified Chinese (mainland terms)', () => {
    const hk = plainTextOf(build('secretary.nd2a', 'zh-HK', nd2a));
    expect(hk).toContain('指明表格 ND2A 資料表');
    expect(hk).toContain('交付限期：二零二六年三月二十三日（因星期日或公眾假期順延）');
    expect(hk).toContain('中文姓名 | 陳大文');
    expect(hk).toContain('公司註冊處');
    expect(hk).toContain('未經核實');
    const cn = plainTextOf(build('secretary.nd2a', 'zh-CN', nd2a));
    expect(cn).toContain('提交截止日期：二零二六年三月二十三日');
    expect(cn).toContain('香港公司注册处');
    expect(cn).toContain('电子邮箱地址 | chan@example.com');
    expect(cn).not.toContain('資料表');
  });

  it('names what an ND2A appointment lacks and what a cessation lacks', () => {
    const appointment = missingParticulars(template('secretary.nd2a'), readInputs({ ...nd2a, correspondenceAddress: '', capacity: 'alternateDirector' }), ['en']);
    expect(appointment.map((problem) => problem.path)).toEqual(['inputs.correspondenceAddress', 'inputs.alternateTo']);
    const cessation = missingParticulars(template('secretary.nd2a'), readInputs({ ...nd2a, changeKind: 'cessation', correspondenceAddress: '' }), ['en']);
    expect(cessation.map((problem) => problem.path)).toEqual(['inputs.cessationReason']);
  });

  it('lists ND2B changes as rows, checks each row, and takes the deadline from the earliest change', () => {
    const inputs = {
      companyNumber: '0012345',
      capacity: 'secretary',
      nameEn: 'TAYLOR Aileen',
      signatoryName: 'Mark Tucker',
      signatoryCapacity: 'director',
      changes: [
        { particular: 'correspondenceAddress', previous: '1 Queen\'s Road Central', current: '8 Finance Street', date: '2026-04-20' },
        {},
        { particular: 'email', current: 'aileen@example.com', date: '2026-04-10' },
      ],
    };
    const text = plainTextOf(build('secretary.nd2b', 'en', inputs));
    expect(text).toContain('Particular changed | Previous particulars | New particulars | Date of change');
    expect(text).toContain('Correspondence address | 1 Queen\'s Road Central | 8 Finance Street | 20 April 2026');
    expect(text).toContain('Filing deadline: 25 April 2026');
    const missing = missingParticulars(template('secretary.nd2b'), readInputs({ ...inputs, changes: [{ particular: 'email', date: '2026-02-30' }, {}, { particular: 'nickname', current: 'x', date: '2026-04-01' }] }), ['en']);
    // Paths name the row where it was typed (the empty second row is skipped, not renumbered).
    expect(missing.map((problem) => `${problem.path} ${problem.problem}`)).toEqual(['inputs.changes.0.current missing', 'inputs.changes.0.date date', 'inputs.changes.2.particular missing']);
    expect(missing[0].label.en).toBe('Changes 1: New particulars');
    expect(missingParticulars(template('secretary.nd2b'), readInputs({ ...inputs, changes: [] }), ['en']).map((problem) => problem.path)).toEqual(['inputs.changes']);
  });

  it('prefills NR1 with the office we hold and NAR1 with the serving directors', () => {
    expect(template('secretary.nr1').prefill?.({ company, directors: [], today: '2026-05-01' })).toEqual({ previousAddress: '1 Queen\'s Road Central, Hong Kong' });
    const held = [
      { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2, appointedOn: '2017-03-01', resignedOn: null },
      { nameEn: 'Old Director', nameZh: '', category: 1, appointedOn: '2010-01-01', resignedOn: '2015-06-30' },
      { nameEn: 'Alt Person', nameZh: '', category: 4, appointedOn: '2020-01-01', resignedOn: null },
    ];
    const inputs = template('secretary.nar1').prefill?.({ company, directors: held, today: '2026-05-01' });
    expect(inputs?.directorRows).toEqual([
      { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', capacity: 'director' },
      { nameEn: 'Alt Person', nameZh: '', capacity: 'alternateDirector' },
    ]);
    expect(inputs?.secretaryName).toBe('Aileen Taylor');
  });

  it('writes the NAR1 data sheet with the 42-day deadline, the 5% members rule and the attachments', () => {
    const inputs = {
      companyNumber: '0012345',
      companyType: 'listed',
      // 30 June 2026 + 42 days = Tuesday 11 August 2026.
      dateOfReturn: '2026-06-30',
      registeredOffice: '1 Queen\'s Road Central, Hong Kong',
      shareCapital: [{ shareClass: 'Ordinary', issued: '17,000,000,000', amount: 'US$8,500,000,000', paidUp: 'US$8,500,000,000' }],
      members: [{ name: 'HKSCC Nominees Limited', shares: '12,000,000,000', shareClass: 'Ordinary' }],
      secretaryName: 'Aileen Taylor',
      directorRows: [{ nameEn: 'Mark Tucker', nameZh: '杜嘉祺', capacity: 'director' }],
      signatoryName: 'Aileen Taylor',
      signatoryCapacity: 'secretary',
    };
    const en = plainTextOf(build('secretary.nar1', 'en', inputs));
    expect(en).toContain('Filing deadline: 11 August 2026');
    expect(en).toContain('A listed company lists only the members holding 5% or more');
    expect(en).toContain('Ordinary | 17,000,000,000 | US$8,500,000,000 | US$8,500,000,000');
    expect(en).toContain('杜嘉祺 | Mark Tucker | Director |');
    expect(en).toContain('certified copies of the financial statements');
    const hk = plainTextOf(build('secretary.nar1', 'zh-HK', inputs));
    expect(hk).toContain('交付限期：二零二六年八月十一日');
    expect(hk).toContain('周年申報表');
    expect(missingParticulars(template('secretary.nar1'), readInputs({ ...inputs, directorRows: [{ capacity: 'director' }] }), ['en']).map((problem) => problem.path)).toEqual(['inputs.directorRows.0.nameEn']);
  });

  it('warns on a data sheet for a company incorporated outside Hong Kong', () => {
    const text = plainTextOf(build('secretary.nr1', 'en', { companyNumber: 'F0001', newAddress: '2 IFC', effectiveDate: '2026-03-02', signatoryName: 'A', signatoryCapacity: 'director' }, { ...company, placeOfIncorporation: 'cayman-islands' }));
    expect(text).toContain('Form NR1 is for companies incorporated in Hong Kong');
  });

  it.each(['en', 'zh-HK', 'zh-CN'] as const)('puts the ND2A particulars into the Word and PDF files (%s)', async (language) => {
    const model = build('secretary.nd2a', language, nd2a);
    const phrases = {
      en: ['CHAN Tai Man', '陳大文', '23 March 2026', 'e-Registry', '0012345', 'UNVERIFIED'],
      'zh-HK': ['CHAN Tai Man', '陳大文', '二零二六年三月二十三日', '公司註冊處', '0012345', '未經核實'],
      'zh-CN': ['CHAN Tai Man', '陳大文', '二零二六年三月二十三日', '香港公司注册处', '0012345', '未经核实'],
    }[language];
    const word = squeezed(docxText(await renderDocx(model, null, scriptsOf(language)[0])));
    const pdf = squeezed(pdfText(await renderPdf(model, null, scriptsOf(language)[0], FONTS)));
    for (const phrase of phrases) {
      expect(word).toContain(squeezed(phrase));
      expect(pdf).toContain(squeezed(phrase));
    }
  });
});

const heldDirectors = [
  { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2, appointedOn: '2017-03-01', resignedOn: null },
  { nameEn: 'Noel Quinn', nameZh: '祈耀年', category: 1, appointedOn: '2019-08-05', resignedOn: '2024-09-01' },
];

describe('statutory registers', () => {
  it('prefills the register of directors from the directors we hold, former ones with their cessation date', () => {
    expect(template('registers.directors').prefill?.({ company, directors: heldDirectors, today: '2026-05-01' })).toEqual({
      entries: [
        { nameZh: '杜嘉祺', nameEn: 'Mark Tucker', capacity: 'director', appointedOn: '2017-03-01', ceasedOn: '' },
        { nameZh: '祈耀年', nameEn: 'Noel Quinn', capacity: 'director', appointedOn: '2019-08-05', ceasedOn: '2024-09-01' },
      ],
    });
  });

  it('writes the register of directors as a table in each language', () => {
    const inputs = { asAtDate: '2026-05-01', ...template('registers.directors').prefill?.({ company, directors: heldDirectors, today: '2026-05-01' }) };
    const en = plainTextOf(build('registers.directors', 'en', inputs));
    expect(en).toContain('REGISTER OF DIRECTORS');
    expect(en).toContain('Register written up to: 1 May 2026');
    expect(en).toContain('Chinese name | English name | Former names / alias | Correspondence address | Capacity | Identification number (partial) | Date of appointment | Date of cessation');
    expect(en).toContain('祈耀年 | Noel Quinn |  |  | Director |  | 5 August 2019 | 1 September 2024');
    expect(en).toContain('CO s.642 field list | [M] UNVERIFIED');
    const hk = plainTextOf(build('registers.directors', 'zh-HK', inputs));
    expect(hk).toContain('董事登記冊');
    expect(hk).toContain('杜嘉祺 | Mark Tucker |  |  | 董事 |  | 二零一七年三月一日 | ');
    const cn = plainTextOf(build('registers.directors', 'zh-CN', inputs));
    expect(cn).toContain('董事登记册');
    expect(cn).toContain('登记册记录截至：二零二六年五月一日');
    expect(missingParticulars(template('registers.directors'), readInputs({ asAtDate: '2026-05-01', entries: [{ capacity: 'director', appointedOn: '2020-01-01' }] }), ['en']).map((problem) => problem.path)).toEqual(['inputs.entries.0.nameEn']);
  });

  it('repeats the header of a register that runs onto more pages, in Word and PDF', async () => {
    const entries = Array.from({ length: 45 }, (_unused, index) => ({ name: `Holder${index + 1}`, address: '1 Queen\'s Road Central, Hong Kong', shareClass: 'Ordinary', shares: String((index + 1) * 1000), enteredOn: '2020-01-02' }));
    const model = build('registers.members', 'en', { asAtDate: '2026-05-01', entries });
    const pdf = pdfText(await renderPdf(model, null, 'en', FONTS));
    expect(pdf).toContain('Holder45');
    expect(pdf.match(/Shares held/g)?.length).toBeGreaterThan(1);
    const word = await renderDocx(model, null, 'en');
    expect(docxText(word)).toContain('Holder45');
    // Word repeats a header row marked tblHeader on every page it reaches.
    const { unzipSync, strFromU8 } = await import('fflate');
    expect(strFromU8(unzipSync(new Uint8Array(word))['word/document.xml'])).toContain('<w:tblHeader/>');
  });

  it('names the register entries that lack a required particular', () => {
    const missing = missingParticulars(template('registers.members'), readInputs({ asAtDate: '2026-05-01', entries: [{ name: 'Ann', enteredOn: '2026-01-01' }] }), ['en']);
    expect(missing.map((problem) => problem.path)).toEqual(['inputs.entries.0.shares']);
    expect(missingParticulars(template('registers.charges'), readInputs({ asAtDate: '2026-05-01' }), ['en']).map((problem) => problem.path)).toEqual(['inputs.entries']);
  });

  it('keeps the register of significant controllers for a company typed in (listed companies are exempt)', () => {
    const inputs = {
      companyNameEn: 'Example Trading Limited',
      companyNameZh: '例子貿易有限公司',
      representativeName: 'Ann Secretary',
      representativeContact: '+852 2123 4567',
      asAtDate: '2026-05-01',
      entries: [{ name: 'CHAN Tai Man', kind: 'individual', registrableOn: '2025-11-03', control: 'shares', note: { en: 'Particulars confirmed.', zh: '詳情已確認。' } }],
    };
    expect(template('registers.significantControllers').needsCompany).toBe(false);
    const en = plainTextOf(build('registers.significantControllers', 'en', inputs, null));
    expect(en).toContain('Example Trading Limited');
    expect(en).toContain('CHAN Tai Man | Registrable individual |  |  | 3 November 2025 | More than 25% of the issued shares | Particulars confirmed.');
    expect(en).toContain('A company whose shares are listed is exempt from keeping this register.');
    expect(en).toContain('Ann Secretary, +852 2123 4567');
    const cn = plainTextOf(build('registers.significantControllers', 'zh-CN', inputs, null));
    // Names stay as typed; only bilingual texts are converted to the script.
    expect(cn).toContain('例子貿易有限公司');
    expect(cn).toContain('详情已确认。');
    expect(cn).toContain('持有超过25%的已发行股份');
  });

  it.each(['en', 'zh-HK', 'zh-CN'] as const)('puts the register of charges into the Word and PDF files (%s)', async (language) => {
    const inputs = { asAtDate: '2026-05-01', entries: [{ createdOn: '2026-02-02', description: 'Debenture', property: 'All assets', amount: 'HK$10,000,000', chargees: 'The Hongkong and Shanghai Banking Corporation Limited', registeredOn: '2026-02-20' }] };
    const model = build('registers.charges', language, inputs);
    const phrases = {
      en: ['REGISTER OF CHARGES', 'Register written up to: 1 May 2026', 'Debenture', 'HK$10,000,000', 'All assets'],
      'zh-HK': ['押記登記冊', '登記冊記錄截至：二零二六年五月一日', 'Debenture', 'HK$10,000,000', '文書描述'],
      'zh-CN': ['押记登记册', '登记册记录截至：二零二六年五月一日', 'Debenture', 'HK$10,000,000', '文书描述'],
    }[language];
    const word = squeezed(docxText(await renderDocx(model, null, scriptsOf(language)[0])));
    const pdf = squeezed(pdfText(await renderPdf(model, null, scriptsOf(language)[0], FONTS)));
    for (const phrase of phrases) {
      expect(word).toContain(squeezed(phrase));
      expect(pdf).toContain(squeezed(phrase));
    }
    // Wrapped table cells interleave in extracted PDF text; the Word text keeps each cell whole.
    expect(word).toContain(squeezed({ en: '2 February 2026', 'zh-HK': '二零二六年二月二日', 'zh-CN': '二零二六年二月二日' }[language]));
  });
});

const form1 = {
  nameEn: 'CHAN Tai Man',
  nameZh: '陳大文',
  // Friday 6 March 2026 + 3 business days = Wednesday 11 March 2026.
  eventDate: '2026-03-06',
  eventCode: '1101',
  shareClass: 'Ordinary shares',
  issuedShares: '17,000,000,000',
  positions: [{ position: 'long', capacityCode: '1201', sharesBefore: '840,000,000', percentBefore: '4.94', sharesAfter: '860,000,000', percentAfter: '5.06' }],
  highestPrice: 'HK$98.50',
  averagePrice: 'HK$97.80',
  signatoryName: 'CHAN Tai Man',
};

describe('SFO Part XV interest data sheets', () => {
  it('writes Form 1 with the DION filing statement and the 3-business-day deadline in each language', () => {
    const en = plainTextOf(build('interest.form1', 'en', form1));
    expect(en).toContain('DATA SHEET FOR SFO PART XV FORM 1');
    expect(en).toContain('The official form is filed electronically through the Disclosure of Interests Online (DION) system of the SFC and HKEX within 3 business days after the relevant event.');
    expect(en).toContain('Filing deadline: 11 March 2026');
    expect(en).toContain('Long position | 1201 | 840,000,000 | 4.94 | 860,000,000 | 5.06');
    expect(en).toContain('Filing through the DION system | [M] UNVERIFIED');
    const hk = plainTextOf(build('interest.form1', 'zh-HK', form1));
    expect(hk).toContain('《證券及期貨條例》第XV部表格1資料表');
    expect(hk).toContain('披露權益網上系統');
    expect(hk).toContain('存檔限期：二零二六年三月十一日');
    expect(hk).toContain('好倉 | 1201');
    const cn = plainTextOf(build('interest.form1', 'zh-CN', form1));
    expect(cn).toContain('提交截止日期：二零二六年三月十一日');
    expect(cn).toContain('好仓 | 1201');
    expect(missingParticulars(template('interest.form1'), readInputs({ ...form1, positions: [{ position: 'long', capacityCode: '1201' }] }), ['en']).map((problem) => problem.path)).toEqual([
      'inputs.positions.0.sharesAfter',
      'inputs.positions.0.percentAfter',
    ]);
  });

  it('lists a corporation\'s chain of controlled corporations on Form 2', () => {
    const text = plainTextOf(
      build('interest.form2', 'en', {
        ...form1,
        corporationName: 'Harbour Holdings Limited',
        placeOfIncorporation: 'British Virgin Islands',
        controlled: [{ name: 'Harbour Investments Limited', controller: 'Harbour Holdings Limited', control: '100', direct: 'yes', shares: '860,000,000' }],
      }),
    );
    expect(text).toContain('Name of the corporation | Harbour Holdings Limited');
    expect(text).toContain('Harbour Investments Limited | Harbour Holdings Limited | 100 | Yes | 860,000,000');
  });

  it.each(['en', 'zh-HK', 'zh-CN'] as const)('counts a director\'s first notice in 10 business days and puts Form 3A into Word and PDF (%s)', async (language) => {
    const model = build('interest.form3A', language, { ...form1, office: 'director', noticeKind: 'becomingDirector' });
    const phrases = {
      en: ['FORM 3A', 'DION', '20 March 2026', 'unverified [M]', 'CHAN Tai Man', '陳大文', 'Ordinary shares'],
      'zh-HK': ['表格3A資料表', 'DION', '二零二六年三月二十日', 'CHAN Tai Man', '陳大文', '成為董事或最高行政人員（首次通知）'],
      'zh-CN': ['表格3A资料表', 'DION', '二零二六年三月二十日', 'CHAN Tai Man', '陳大文', '成为董事或最高行政人员（首次通知）'],
    }[language];
    const word = squeezed(docxText(await renderDocx(model, null, scriptsOf(language)[0])));
    const pdf = squeezed(pdfText(await renderPdf(model, null, scriptsOf(language)[0], FONTS)));
    for (const phrase of phrases) {
      expect(word).toContain(squeezed(phrase));
      expect(pdf).toContain(squeezed(phrase));
    }
  });
});

describe('share certificate', () => {
  const certificate = {
    certificateNo: 'SC-0042',
    holders: { en: 'CHAN Tai Man', zh: '陳大文' },
    holderAddress: { en: '8 Finance Street, Central', zh: '中環金融街8號' },
    shares: '10000',
    shareClass: { en: 'ordinary shares', zh: '普通股' },
    distinctiveFrom: '1',
    distinctiveTo: '10,000',
    paidUp: 'full',
    issueDate: '2026-05-04',
    execution: 'seal',
  };

  it('certifies the holder, shares, distinctive numbers and seal in each language, with every source unverified', async () => {
    const en = plainTextOf(build('registers.shareCertificate', 'en', certificate));
    expect(en).toContain('This is to certify that CHAN Tai Man of 8 Finance Street, Central is the registered holder of 10,000 ordinary shares in the capital of the above-named company, numbered 1 to 10,000 inclusive, fully paid');
    expect(en).toContain('Given under the common seal of the company on 4 May 2026.');
    expect(en).toContain('CO s.144');
    expect(en).toContain('UNVERIFIED');
    const hk = build('registers.shareCertificate', 'zh-HK', certificate);
    expect(plainTextOf(hk)).toContain('茲證明陳大文（地址：中環金融街8號）為上述公司股本中10,000股普通股的登記持有人，編號由1至10,000（包括首尾兩數），均已繳足');
    expect(plainTextOf(build('registers.shareCertificate', 'zh-CN', certificate))).toContain('兹证明陈大文（地址：中环金融街8号）为上述公司股本中10,000股普通股的登记持有人');
    const pdf = squeezed(pdfText(await renderPdf(hk, null, 'zh-HK', FONTS)));
    expect(pdf).toContain('二零二六年五月四日蓋上本公司法團印章發出');
    expect(squeezed(docxText(await renderDocx(hk, null, 'zh-HK')))).toContain('股票編號');
  });

  it('says what a partly paid share carries and refuses a range that does not hold the number of shares', () => {
    const partly = plainTextOf(build('registers.shareCertificate', 'en', { ...certificate, paidUp: 'partly', paidPerShare: '0.5', execution: 'signatories', signatory1: { en: 'Ann Lee' } }));
    expect(partly).toContain('on each of which HK$0.50 has been paid');
    expect(partly).toContain('Signed on behalf of the company on 4 May 2026.');
    expect(partly).toContain('Director: Ann Lee');
    const problems = missingParticulars(template('registers.shareCertificate'), readInputs({ ...certificate, distinctiveTo: '9,999', paidUp: 'partly' }), ['en']);
    expect(problems.map((problem) => problem.path)).toEqual(['inputs.paidPerShare', 'inputs.distinctiveTo']);
  });
});
