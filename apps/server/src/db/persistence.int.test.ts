import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { feedbacks } from './schema';
import { openDatabase } from './client';

// Only the embedded database keeps data in a folder; the server variant is covered by CI's second run.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded PGlite data folder', () => {
  const dataDir = path.join(os.tmpdir(), `pglite-persist-${process.pid}-${Date.now()}`);
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('finds on a second open what the first one wrote, without re-running migrations', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(feedbacks).values({ name: 'Persisted', phone: '85291234567', content: 'still here', type: 2, locale: 'en' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.select({ name: feedbacks.name }).from(feedbacks);
    await second.close();
    expect(rows).toEqual([{ name: 'Persisted' }]);
  });
});
