import fs from 'node:fs';
import path from 'node:path';
import type { Market } from '@app/contracts';
import type { IsoDate } from '@app/domain';
import type { Database } from '../../../src/db/client';
import { SHARED_DATA_DIR, hasCatalogueFiles } from '../../../src/modules/companies/index';
import { generateDemoData } from './demo-generator';
import { companyNameKey } from './demo-names';
import { industryByName } from './demo-profiles';
import { EDUCATION } from './demo-vocabulary';
import { createDemoRepository } from './demo.repository';

/** Name of the company demo seed step in seed_runs. */
export const COMPANY_DEMO_SEED_NAME = '2026-11-22-companies-demo-data';

/** The Webb-site list of HK-listed issues (CC-BY 4.0): its H-share issuers decide which catalogue names are H shares. */
export const webbsiteIssuesFile = (dataDir: string = SHARED_DATA_DIR) => path.join(dataDir, 'webbsite/issues_in_ccass_holdings.csv');

/** Splits one CSV line with double-quoted fields ("a, b" stays one field; "" is a quote). */
const splitCsvLine = (line: string): string[] => {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else current += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      fields.push(current);
      current = '';
    } else current += character;
  }
  fields.push(current);
  return fields;
};

/** Name keys of the issuers with an H-share issue (typeShort 'H') in the Webb-site CSV. */
export const parseHShareIssuers = (csv: string): Set<string> => {
  const [header = '', ...lines] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const columns = splitCsvLine(header);
  const nameColumn = columns.indexOf('name1');
  const typeColumn = columns.indexOf('typeShort');
  const names = new Set<string>();
  for (const line of lines) {
    if (!line.trim()) continue;
    const fields = splitCsvLine(line);
    if (fields[typeColumn] === 'H' && fields[nameColumn]) names.add(companyNameKey(fields[nameColumn]!));
  }
  return names;
};

/** Today in Hong Kong (UTC+8). */
const hongKongToday = (): IsoDate => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Fills the catalogue companies' profiles and writes directors, financial
 * statements, shareholders, offerings and Hong Kong registry companies, all
 * marked 'demo'. Companies that already have a profile are left alone.
 * @returns a report with the counts written.
 */
export const seedCompanyDemoData = async (db: Database, options: { today?: IsoDate; dataDir?: string } = {}): Promise<string> => {
  const repository = createDemoRepository(db);
  const issuesFile = webbsiteIssuesFile(options.dataDir);
  const hShareNames = fs.existsSync(issuesFile) ? parseHShareIssuers(fs.readFileSync(issuesFile, 'utf8')) : new Set<string>();
  const companies = await repository.listCompaniesWithoutProfile();
  const data = generateDemoData(companies, hShareNames, options.today ?? hongKongToday());
  const profiles = await repository.updateProfiles(data.profiles);
  const directors = await repository.insertDirectors(data.directors);
  const financials = await repository.insertFinancials(data.financials);
  const shareholders = await repository.insertShareholders(data.shareholders);
  // Profiles, boards, statements and holders follow the companies filled now; offerings and registry companies are one set.
  const offerings = (await repository.hasDemoRows('offerings')) ? 0 : await repository.insertOfferings(data.offerings);
  const hkCompanies = (await repository.hasDemoRows('hk_companies')) ? 0 : await repository.insertHkCompanies(data.hkCompanies);
  return `company demo data: ${profiles} profiles, ${directors} directors, ${financials} statements, ${shareholders} shareholders, ${offerings} offerings, ${hkCompanies} Hong Kong companies`;
};

/** Name of the step that gives earlier demo profiles the industry their names tell, or none. */
export const DEMO_INDUSTRIES_SEED_NAME = '2026-11-27-demo-industries-by-name';

/**
 * Demo profiles seeded before issue 18 got a random industry where the names told none (Wharf as
 * materials, PCCW as healthcare): each now takes what its names tell (industryByName), or none.
 * @returns a report with the number of profiles changed.
 */
export const seedDemoIndustriesByName = async (db: Database): Promise<string> => {
  const repository = createDemoRepository(db);
  const changed = (await repository.listDemoProfileIndustries())
    .map((company) => ({ ...company, told: industryByName({ ...company, market: company.market as Market }) }))
    .filter((company) => company.told !== company.industry)
    .map((company) => ({ market: company.market, stockCode: company.stockCode, industry: company.told }));
  await repository.setDemoIndustries(changed);
  return `demo industries: ${changed.length} profiles now carry the industry their names tell, or none`;
};

/** Name of the step that gives earlier demo directors their education in Chinese. */
export const DEMO_EDUCATION_ZH_SEED_NAME = '2026-11-27-demo-directors-education-zh';

/**
 * Demo directors seeded before issue 18 carry their education in English only, which Chinese screens then
 * showed in English: each takes the Chinese of its vocabulary pair.
 * @returns a report with the number of directors changed.
 */
export const seedDemoEducationZh = async (db: Database): Promise<string> => {
  const changed = await createDemoRepository(db).setDemoEducationZh(EDUCATION);
  return `demo directors: ${changed} now carry their education in Chinese`;
};

/**
 * The company demo seed steps for seeds/index.ts, offered only when the
 * listed-company catalogue can be seeded (they run after that step).
 */
export const companyDemoSeedSteps = (): { name: string; run: (db: Database) => Promise<string> }[] =>
  hasCatalogueFiles()
    ? [
        { name: COMPANY_DEMO_SEED_NAME, run: (db) => seedCompanyDemoData(db) },
        { name: DEMO_INDUSTRIES_SEED_NAME, run: seedDemoIndustriesByName },
        { name: DEMO_EDUCATION_ZH_SEED_NAME, run: seedDemoEducationZh },
      ]
    : [];
