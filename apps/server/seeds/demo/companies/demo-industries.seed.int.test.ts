import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../src/db/client';
import { hasCatalogueFiles } from '../../../src/modules/companies/index';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { seedDemoIndustriesByName } from './demo.seed';

// Issue 18: demo profiles seeded earlier carry a random industry where the names tell none (Wharf as materials).
describe.skipIf(!hasCatalogueFiles())(seedDemoIndustriesByName.name, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    // As an earlier demo seed left them: 00004 and 00005 demo profiles with guessed industries, 00700 a real profile.
    await app.db.execute(sql`update listed_companies set profile_source = 'demo', industry = 'materials' where market = 'HK' and stock_code in ('00004', '00005')`);
    await app.db.execute(sql`update listed_companies set profile_source = 'import', industry = 'materials' where market = 'HK' and stock_code = '00700'`);
  });
  afterAll(() => closeTestApp(app));

  const industries = async () =>
    Object.fromEntries(
      (await selectRows<{ stockCode: string; industry: string | null }>(app.db, sql`select stock_code as "stockCode", industry from listed_companies where market = 'HK' and stock_code in ('00004', '00005', '00700')`)).map((row) => [row.stockCode, row.industry]),
    );

  it('gives each demo profile the industry its names tell, or none, and leaves real profiles alone', async () => {
    const report = await seedDemoIndustriesByName(app.db);
    expect(report).toBe('demo industries: 2 profiles now carry the industry their names tell, or none');
    expect(await industries()).toEqual({ '00004': null, '00005': 'financials', '00700': 'materials' });
    // Run again: nothing left to change.
    expect(await seedDemoIndustriesByName(app.db)).toBe('demo industries: 0 profiles now carry the industry their names tell, or none');
  });
});
