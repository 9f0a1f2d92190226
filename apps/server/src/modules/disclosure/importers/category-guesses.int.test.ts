import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineCategories } from '../../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../../test/helper';
import { CATEGORY_FIXTURES, readFixture } from '../../../../test/disclosure-fixtures';
import { markGuessedHeadlineCategories } from '../reference/headline-categories.seed';
import { createDisclosureImporter } from './importers.service';

const keysOf = (rows: { level: string; code: string }[]) => rows.map((row) => `${row.level}:${row.code}`);

describe('guessed headline categories', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('are marked until the category files are imported, which replace them', async () => {
    const before = await app.db.select({ level: headlineCategories.level, code: headlineCategories.code, guessed: headlineCategories.guessed }).from(headlineCategories);
    const guessedBefore = keysOf(before.filter((row) => row.guessed));
    expect(guessedBefore).toEqual(expect.arrayContaining(['t1:20000', 't1:90000', 't2g:2', 't2:13100', 't2:13500', 'doc:11000']));
    expect(guessedBefore).not.toContain('t2:13300');

    const report = await createDisclosureImporter(app.db).run('hkex-categories', CATEGORY_FIXTURES.map((name) => ({ name, text: readFixture(name) })));
    expect(report.rejected).toBe(2);

    // the API is read after the import: its category list is cached for a few minutes
    const list = (await postForm(app, '/api/au/document/categories')).json().resultData.list as { level: string; code: string; name: string; isGuessed: boolean }[];
    const listed = keysOf(list);
    // guesses the files name are confirmed; guesses of a level the files list but do not name are gone
    expect(list.find((entry) => entry.level === 't2' && entry.code === '13100')).toMatchObject({ name: 'Dividend or Distribution', isGuessed: false });
    expect(list.find((entry) => entry.level === 't1' && entry.code === '20000')).toMatchObject({ isGuessed: false });
    expect(listed).not.toContain('t1:90000');
    expect(listed).not.toContain('t2:13500');
    expect(listed).not.toContain('t2g:2');
    // codes a public source confirmed stay, though this small fixture does not list them
    expect(listed).toEqual(expect.arrayContaining(['t2:18480', 't1:30000']));
    expect(list.filter((entry) => entry.isGuessed)).toEqual([]);

    // the seed step that marks guesses leaves an imported tree alone
    expect(await markGuessedHeadlineCategories(app.db)).toMatch(/imported/);
  });
});
