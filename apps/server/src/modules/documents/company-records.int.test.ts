import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { directors } from '../../db/disclosure.schema';
import { listedCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { docxText } from './documents.test-support';

const STOCK = '00005';

const post = async (app: FastifyInstance, token: string | undefined, path: string, payload: Record<string, unknown>) => {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, payload });
  return { status: response.statusCode, body: response.json() };
};

describe('documents API: registers and Registry data sheets (issue 15)', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.db
      .update(listedCompanies)
      .set({ nameEn: 'HSBC Holdings plc', nameCn: '滙豐控股有限公司', board: 'main', placeOfIncorporation: 'hong-kong', profile: { companySecretary: 'Aileen Taylor', principalOffice: '8 Canada Square, London' } })
      .where(eq(listedCompanies.stockCode, STOCK));
    await app.db.insert(directors).values([
      { market: 'HK', stockCode: STOCK, nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2, position: 'Group Chairman', appointedOn: '2017-03-01', source: 'test' },
      { market: 'HK', stockCode: STOCK, nameEn: 'Noel Quinn', nameZh: '祈耀年', category: 1, position: 'Group Chief Executive', appointedOn: '2010-08-05', resignedOn: '2024-09-01', source: 'test' },
    ]);
    ({ token } = await buildUser(app, { user: { vipStatus: 3, fileSwitch: 1 }, organisation: { type: 1, stockCode: STOCK, vipStatus: 3, fileSwitch: 1 } }));
  });
  afterAll(() => closeTestApp(app));

  it('lists the registers and data sheets as built, with their row columns', async () => {
    const { body } = await post(app, undefined, '/au/docTemplate/list', { family: 'registers' });
    const directorsRegister = body.resultData.list.find((template: { id: string }) => template.id === 'registers.directors');
    expect(directorsRegister.built).toBe(true);
    const entries = directorsRegister.fields.find((field: { key: string }) => field.key === 'entries');
    expect(entries.kind).toBe('rows');
    expect(entries.columns.map((column: { key: string }) => column.key)).toEqual(['nameZh', 'nameEn', 'formerNames', 'correspondenceAddress', 'capacity', 'idPartial', 'appointedOn', 'ceasedOn']);
    // Functions of the definition never leave the server.
    expect(directorsRegister).not.toHaveProperty('prefill');
  });

  it('prefills the register of directors with every director we hold, oldest appointment first, and generates it', async () => {
    const prefill = await post(app, token, '/au/docTemplate/prefill', { templateId: 'registers.directors', stockCode: STOCK });
    expect(prefill.body.errCode).toBe(0);
    expect(prefill.body.resultData.inputs.entries).toEqual([
      { nameZh: '祈耀年', nameEn: 'Noel Quinn', capacity: 'director', appointedOn: '2010-08-05', ceasedOn: '2024-09-01' },
      { nameZh: '杜嘉祺', nameEn: 'Mark Tucker', capacity: 'director', appointedOn: '2017-03-01', ceasedOn: '' },
    ]);
    expect(prefill.body.resultData.inputs.asAtDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const { body } = await post(app, token, '/au/docGenerate/add', { templateId: 'registers.directors', stockCode: STOCK, docLanguage: 'en+zh-HK', layout: 'sequential', inputs: { ...prefill.body.resultData.inputs, asAtDate: '2026-05-01' } });
    expect(body.errCode).toBe(0);
    const tables = body.resultData.preview.filter((block: { kind: string }) => block.kind === 'table');
    expect(tables[0].rows[1]).toEqual(['祈耀年', 'Noel Quinn', '', '', 'Director', '', '5 August 2010', '1 September 2024']);
    const docx = await app.inject({ method: 'GET', url: `/api/au/docGenerate/download?id=${body.resultData.id}&format=docx&token=${token}` });
    const word = docxText(docx.rawPayload);
    expect(word).toContain('REGISTER OF DIRECTORS');
    expect(word).toContain('董事登記冊');
    expect(word).toContain('二零一零年八月五日');
  });

  it('names the missing cells of a register entry by row and column', async () => {
    const { status, body } = await post(app, token, '/au/docGenerate/add', { templateId: 'registers.members', stockCode: STOCK, docLanguage: 'en', inputs: { asAtDate: '2026-05-01', entries: [{ name: 'Ann Holder', enteredOn: '2026-02-30' }] } });
    expect(status).toBe(400);
    expect(body.resultData.details.map((detail: { path: string }) => detail.path)).toEqual(['inputs.entries.0.shares', 'inputs.entries.0.enteredOn']);
    // A register is not a database: past the limit the field is named rather than some rows dropped.
    const entries = Array.from({ length: 501 }, (_unused, index) => ({ name: `Holder ${index}`, shares: '1', enteredOn: '2026-01-02' }));
    const tooMany = await post(app, token, '/au/docGenerate/add', { templateId: 'registers.members', stockCode: STOCK, docLanguage: 'en', inputs: { asAtDate: '2026-05-01', entries } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.resultData.details).toEqual([{ path: 'inputs.entries', message: 'Members can have at most 500 entries.' }]);
  });

  it('prefills the NR1 data sheet with the office we hold', async () => {
    const { body } = await post(app, token, '/au/docTemplate/prefill', { templateId: 'secretary.nr1', stockCode: STOCK });
    expect(body.resultData.inputs.previousAddress).toBe('8 Canada Square, London');
  });
});
