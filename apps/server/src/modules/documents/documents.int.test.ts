import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { directors } from '../../db/disclosure.schema';
import { listedCompanies, outboxMessages } from '../../db/schema';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { docxText, pdfFonts, pdfText, solidPng } from './documents.test-support';

const STOCK = '00005';

const post = async (app: FastifyInstance, token: string | undefined, path: string, payload: Record<string, unknown>) => {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, payload });
  return { status: response.statusCode, body: response.json() };
};

const directorChange = (overrides: Record<string, unknown> = {}) => ({
  templateId: 'hkex.directorChange',
  stockCode: STOCK,
  docLanguage: 'en+zh-HK',
  inputs: {
    announcementDate: '2026-03-25',
    signatory: { en: 'Aileen Taylor', zh: '戴愛蓮' },
    signatoryTitle: { en: 'Company Secretary', zh: '公司秘書' },
    directors: [
      { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2 },
      { nameEn: 'Chan Tai Man', nameZh: '陳大文', category: 3 },
    ],
    changes: [
      {
        kind: 'appointment',
        nameEn: 'Chan Tai Man',
        nameZh: '陳大文',
        category: 3,
        effectiveDate: '2026-04-01',
        age: '58',
        particulars: { en: 'Mr. Chan has over 30 years of experience in banking.', zh: '陳先生於銀行業擁有逾30年經驗。' },
      },
    ],
  },
  ...overrides,
});

describe('documents API (issue 15)', () => {
  let app: FastifyInstance;
  let token: string;
  let outsiderToken: string;
  let switchedOffToken: string;

  beforeAll(async () => {
    app = await buildTestApp();
    // A listed company of the catalogue with a profile, and two serving directors.
    await app.db
      .update(listedCompanies)
      .set({ nameEn: 'HSBC Holdings plc', nameCn: '滙豐控股有限公司', board: 'main', placeOfIncorporation: 'hong-kong', profile: { companySecretary: 'Aileen Taylor' } })
      .where(eq(listedCompanies.stockCode, STOCK));
    await app.db.insert(directors).values([
      { market: 'HK', stockCode: STOCK, nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2, position: 'Group Chairman', appointedOn: '2017-03-01', source: 'test' },
      { market: 'HK', stockCode: STOCK, nameEn: 'Georges Elhedery', nameZh: '艾橋智', category: 1, position: 'Group Chief Executive', appointedOn: '2023-01-01', source: 'test' },
    ]);
    const member = { user: { vipStatus: 3, fileSwitch: 1, name: 'Ann Secretary' }, organisation: { type: 1, stockCode: STOCK, vipStatus: 3, fileSwitch: 1 } };
    ({ token } = await buildUser(app, member));
    ({ token: outsiderToken } = await buildUser(app, { ...member, organisation: { ...member.organisation, stockCode: '00700' } }));
    ({ token: switchedOffToken } = await buildUser(app, { ...member, user: { ...member.user, fileSwitch: 0 } }));
  });
  afterAll(() => closeTestApp(app));

  it('lists the catalogue to a visitor, every type built, with rule references and tags', async () => {
    const { body } = await post(app, undefined, '/au/docTemplate/list', {});
    expect(body.errCode).toBe(0);
    const change = body.resultData.list.find((template: { id: string }) => template.id === 'hkex.directorChange');
    expect(change.built).toBe(true);
    expect(change.rules.map((rule: { rule: string; tag: string }) => `${rule.rule} [${rule.tag}]`)).toEqual(expect.arrayContaining(['MB r.13.51(2) [V]', 'MB r.13.51(2)(a)-(w) item letters [M]']));
    expect(body.resultData.list.filter((template: { built: boolean }) => !template.built)).toEqual([]);
  });

  it('refuses a user whose document-generation switch is off (spec §6)', async () => {
    const { status, body } = await post(app, switchedOffToken, '/au/docTemplate/prefill', { templateId: 'board.notice' });
    expect(status).toBe(403);
    expect(body.errCode).toBe(403);
  });

  it('prefills names, board composition and the company secretary from what we hold', async () => {
    const { body } = await post(app, token, '/au/docTemplate/prefill', { templateId: 'hkex.directorChange', stockCode: '5' });
    expect(body.errCode).toBe(0);
    expect(body.resultData.company).toMatchObject({ stockCode: STOCK, nameEn: 'HSBC Holdings plc', nameZh: '滙豐控股有限公司' });
    expect(body.resultData.inputs.directors).toEqual(expect.arrayContaining([expect.objectContaining({ nameEn: 'Mark Tucker', category: 2, isChairman: true })]));
    expect(body.resultData.inputs.signatory).toEqual({ en: 'Aileen Taylor' });
  });

  it('prefills a dividend with only the announcement date as today, and the Monthly Return with last month and Section I not applicable for a Hong Kong company', async () => {
    const dividend = await post(app, token, '/au/docTemplate/prefill', { templateId: 'hkex.dividend', stockCode: STOCK });
    expect(dividend.body.errCode).toBe(0);
    const inputs = dividend.body.resultData.inputs;
    expect(inputs.announcementDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const key of ['recordDate', 'lastLodgementDate', 'paymentDate', 'agmDate', 'exDate']) expect(inputs).not.toHaveProperty(key);
    expect(inputs).toMatchObject({ dividendKind: 'final', signatory: { en: 'Aileen Taylor' } });
    const closure = await post(app, token, '/au/docTemplate/prefill', { templateId: 'financial.closureOfRegister', stockCode: STOCK });
    expect(closure.body.resultData.inputs).not.toHaveProperty('announcementDate');
    const monthly = await post(app, token, '/au/docTemplate/prefill', { templateId: 'hkex.monthlyReturn', stockCode: STOCK });
    expect(monthly.body.resultData.inputs).toMatchObject({ authorised: 'notApplicable', status: 'new' });
    expect(monthly.body.resultData.inputs.monthEnd).toMatch(/^\d{4}-\d{2}-(28|29|30|31)$/);
  });

  it('generates a closure of register with the r.13.66 announcement date and the last lodgement day from the calculator', async () => {
    const { status, body } = await post(app, token, '/au/docGenerate/add', {
      templateId: 'financial.closureOfRegister',
      stockCode: STOCK,
      docLanguage: 'zh-HK',
      inputs: {
        purpose: 'annualGeneralMeeting',
        meetingDate: '2026-05-28',
        closureStart: '2026-05-22',
        closureEnd: '2026-05-28',
        registrar: { zh: '香港中央證券登記有限公司' },
        signatory: { zh: '戴愛蓮' },
        signatoryTitle: { zh: '公司秘書' },
        directors: [{ nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2 }],
      },
    });
    expect(status).toBe(200);
    expect(body.resultData.inputs).toMatchObject({ announcementDate: '2026-05-08', lastLodgementDate: '2026-05-21' });
    const text = JSON.stringify(body.resultData.preview);
    expect(text).toContain('二零二六年五月二十一日下午四時三十分前');
    expect(text).toContain('香港，二零二六年五月八日');
  });

  it('names the NDDR figures that are not numbers through the API', async () => {
    const { status, body } = await post(app, token, '/au/docGenerate/add', {
      templateId: 'hkex.nddr',
      stockCode: STOCK,
      docLanguage: 'en',
      inputs: { submissionDate: '2026-03-26', shareClass: { en: 'Ordinary shares' }, listed: 'yes', openingIssued: 'many', eventType: 'placing', eventDate: '2026-03-25', eventTime: '17:30', shares: '850,000,000', signatory: { en: 'A' }, signatoryTitle: { en: 'B' } },
    });
    expect(status).toBe(400);
    const paths = body.resultData.details.map((detail: { path: string }) => detail.path);
    // The deadline was calculated (MB r.13.25A), so only the bad figure is named.
    expect(paths).toEqual(['inputs.openingIssued']);
    expect(body.resultMsg).toMatch(/\(a whole number\) is required/);
  });

  it('refuses a company that is neither the organisation\'s nor a client', async () => {
    const { status, body } = await post(app, outsiderToken, '/au/docGenerate/add', directorChange());
    expect(status).toBe(403);
    expect(body.resultMsg).toMatch(/your own company or your client companies/);
  });

  it('names every missing particular instead of leaving it blank (spec §5: each change needs its effective date)', async () => {
    const request = directorChange();
    const inputs = { ...request.inputs, changes: [{ kind: 'resignation', nameEn: 'Lee Siu Ming', category: 1 }] };
    const { status, body } = await post(app, token, '/au/docGenerate/add', { ...request, inputs });
    expect(status).toBe(400);
    const paths = body.resultData.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['inputs.changes.0.effectiveDate', 'inputs.changes.0.nameZh', 'inputs.changes.0.reason.en', 'inputs.changes.0.reason.zh']));
    expect(body.resultMsg).toMatch(/Effective date of change 1 is required/);
    const empty = await post(app, token, '/au/docGenerate/add', { ...request, inputs: { ...request.inputs, changes: [] } });
    expect(empty.body.resultMsg).toMatch(/at least one change/);
  });

  it('answers "translated template unavailable" for a Chinese request of an English-only template (spec §8)', async () => {
    const { status, body } = await post(app, token, '/au/docGenerate/add', {
      templateId: 'secretary.consentToAct',
      stockCode: STOCK,
      docLanguage: 'zh-HK',
      inputs: { personName: 'Chan Tai Man', correspondenceAddress: '1 Queen\'s Road Central', appointmentDate: '2026-04-01' },
    });
    expect(status).toBe(422);
    expect(body.resultMsg).toMatch(/Translated template unavailable/);
  });

  it('generates a bilingual director-change announcement on a letterhead, keeps it, and downloads Word and PDF with the particulars in each language', async () => {
    const form = new FormData();
    form.append('name', 'Harbour letterhead');
    form.append('headLanguage', 'bilingual');
    form.append('logo', new Blob([new Uint8Array(solidPng(120, 60))], { type: 'image/png' }), 'logo.png');
    form.append('header', new Blob([new Uint8Array(solidPng(1200, 160, [200, 30, 30]))], { type: 'image/png' }), 'header.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const added = await app.inject({ method: 'POST', url: '/api/au/docHead/add', headers: { token, 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) });
    expect(added.json().errCode).toBe(0);
    const letterheadId = added.json().resultData.id;

    const { body } = await post(app, token, '/au/docGenerate/add', directorChange({ letterheadId }));
    expect(body.errCode).toBe(0);
    expect(body.resultData).toMatchObject({ templateId: 'hkex.directorChange', layout: 'separate', letterheadName: 'Harbour letterhead', stockCode: STOCK });
    const id = body.resultData.id;

    const list = await post(app, token, '/au/docGenerate/list', { page: 1, limit: 10 });
    expect(list.body.resultData.list.map((document: { id: string }) => document.id)).toContain(id);

    const docx = await app.inject({ method: 'GET', url: `/api/au/docGenerate/download?id=${id}&format=docx&token=${token}` });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toMatch(/\.docx/);
    const word = docxText(docx.rawPayload);
    expect(word).toContain('CHANGE OF DIRECTORS');
    expect(word).toContain('Rule 13.51(2)(h) to (v)');
    expect(word).toContain('董事變更');
    expect(word).toContain('二零二六年四月一日');
    expect(word).toContain('By order of the Board');
    expect(word).toContain('承董事會命');

    const pdf = await app.inject({ method: 'GET', url: `/api/au/docGenerate/download?id=${id}&format=pdf&token=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Hong Kong, 25 March 2026');
    expect(text).toContain('香港，二零二六年三月二十五日');
    expect(text).toContain('滙豐控股有限公司');
    expect(text).toContain('獨立非執行董事');
    expect(pdfFonts(pdf.rawPayload)).toMatch(/NotoSansCJKhk-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);

    // Another user cannot fetch it.
    const other = await app.inject({ method: 'GET', url: `/api/au/docGenerate/download?id=${id}&format=pdf&token=${outsiderToken}` });
    expect(other.json().errCode).toBe(404);
  });

  it('e-mails the PDF through the mail provider (development outbox)', async () => {
    const { body } = await post(app, token, '/au/docGenerate/add', directorChange({ docLanguage: 'en' }));
    const sent = await post(app, token, '/common/sendEmailPdf', { id: body.resultData.id, email: 'board@example.com' });
    expect(sent.body.errCode).toBe(0);
    const [message] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'board@example.com'));
    expect(message.body).toMatch(/Attachments: .*\.pdf \(application\/pdf/);
    const bad = await post(app, token, '/common/sendEmailPdf', { id: body.resultData.id, email: 'not-an-address' });
    expect(bad.status).toBe(400);
  });

  it('rejects a letterhead without its header file, and a logo that is not an image (spec §5)', async () => {
    const form = new FormData();
    form.append('name', 'No header');
    form.append('headLanguage', 'en');
    form.append('logo', new Blob([new Uint8Array(solidPng(10, 10))], { type: 'image/png' }), 'logo.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const missing = await app.inject({ method: 'POST', url: '/api/au/docHead/add', headers: { token, 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) });
    expect(missing.json()).toMatchObject({ errCode: 400, resultMsg: 'Please upload the header file.' });

    const wrong = new FormData();
    wrong.append('name', 'Wrong logo');
    wrong.append('headLanguage', 'en');
    wrong.append('logo', new Blob(['not an image'], { type: 'image/png' }), 'logo.png');
    wrong.append('header', new Blob([new Uint8Array(solidPng(100, 20))], { type: 'image/png' }), 'header.png');
    const wrongRequest = new Request('http://localhost/', { method: 'POST', body: wrong });
    const refused = await app.inject({ method: 'POST', url: '/api/au/docHead/add', headers: { token, 'content-type': wrongRequest.headers.get('content-type')! }, payload: Buffer.from(await wrongRequest.arrayBuffer()) });
    expect(refused.json().errCode).toBe(415);
    const list = await post(app, token, '/au/docHead/list', {});
    expect(list.body.resultData.list.map((letterhead: { name: string }) => letterhead.name)).not.toContain('Wrong logo');
  });
});

describe('documents API for the visitor token (spec §6: visitors may create documents)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.update(listedCompanies).set({ nameEn: 'HSBC Holdings plc', nameCn: '滙豐控股有限公司' }).where(eq(listedCompanies.stockCode, STOCK));
  });
  afterAll(() => closeTestApp(app));

  it('generates from the public catalogue in traditional Chinese, downloads it by id, and lists nothing', async () => {
    const { body } = await post(app, undefined, '/au/docGenerate/add', directorChange({ docLanguage: 'zh-HK' }));
    expect(body.errCode).toBe(0);
    const pdf = await app.inject({ method: 'GET', url: `/api/au/docGenerate/download?id=${body.resultData.id}&format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('董事變更');
    const list = await post(app, undefined, '/au/docGenerate/list', { page: 1, limit: 10 });
    expect(list.body.errCode).not.toBe(0);
  });
});
