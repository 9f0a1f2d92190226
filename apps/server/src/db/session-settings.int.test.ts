import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test/helper';
import { selectRows } from './client';

describe('database session settings', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('plans with a random page read costing about a sequential one, on every connection', async () => {
    // Several at once, so a pool hands out more than one connection.
    const rows = await Promise.all(Array.from({ length: 4 }, () => selectRows<{ random_page_cost: string }>(app.db, sql`show random_page_cost`)));
    expect(rows.map(([row]) => row!.random_page_cost)).toEqual(['1.1', '1.1', '1.1', '1.1']);
  });
});
