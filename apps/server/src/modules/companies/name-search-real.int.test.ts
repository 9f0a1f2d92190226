import fs from 'node:fs';
import { nameMatchPattern } from '@app/domain/chinese-script';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Converter } from 'opencc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { listedCompanies } from '../../db/schema';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';
import { catalogueFiles } from './listed-companies.catalogue';

/**
 * Every real Hong Kong issuer typed in simplified characters is found (issue 18: 4.1 % of them, 匯豐控股 among
 * them, were missed when the keyword was converted cn → hk, which gives 滙豐 for HKEX's 匯豐). The simplified
 * input is what OpenCC's Hong Kong → mainland conversion makes of the name HKEX writes.
 */
const file = catalogueFiles().hongKong;
const records = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { symbol: number; zhName: string }[]).filter((row) => row.zhName) : [];
const toSimplified = Converter({ from: 'hk', to: 'cn' });
const typed = records.map((row) => ({ stockCode: String(row.symbol).padStart(5, '0'), name: row.zhName, simplified: toSimplified(row.zhName) }));

describe.skipIf(records.length === 0)('name search with simplified input over the real Hong Kong list', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('the catalogue (company lists, stock picker) finds every one', async () => {
    expect(typed.length).toBeGreaterThan(2000);
    const missed: string[] = [];
    for (const row of typed) if (!(await app.container.catalogue.match(row.simplified, 1)).some((match) => match.market === 'HK' && match.stockCode === row.stockCode)) missed.push(row.name);
    expect(missed).toEqual([]);
    const { body } = await postFrom(app, '/au/listedCompany/list', { keyword: '汇丰控股' });
    expect(body.resultData.list.map((row: { stockCode: string }) => row.stockCode)).toContain('00005');
  });

  it('the stored-name match of the registry, directors, directory and offerings (PostgreSQL ~*) finds every one', async () => {
    // One statement: each real name against the pattern its simplified spelling makes (db/name-match nameMatches).
    const values = sql.join(
      typed.map((row) => sql`(${row.stockCode}, ${nameMatchPattern(row.simplified)})`),
      sql`, `,
    );
    const missed = await selectRows<{ stockCode: string }>(
      app.db,
      sql`select typed.code as "stockCode" from (values ${values}) as typed(code, pattern)
        join ${listedCompanies} as company on company.market = 'HK' and company.stock_code = typed.code
        where not (company.short_name_cn ~* typed.pattern)`,
    );
    expect(missed).toEqual([]);
    const [{ total }] = await selectRows<{ total: number }>(
      app.db,
      sql`select count(*)::int as total from (values ${values}) as typed(code, pattern) join ${listedCompanies} as company on company.market = 'HK' and company.stock_code = typed.code`,
    );
    expect(total).toBe(typed.length);
  });
});
