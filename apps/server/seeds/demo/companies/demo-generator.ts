import type { IsoDate } from '@app/domain';
import { generateDirectors, generateFinancials, generateShareholders, type DemoDirector, type DemoFinancial, type DemoShareholder } from './demo-company-data';
import { generateHkCompanies, generateOfferings, type DemoHkCompany, type DemoOffering } from './demo-offerings';
import { generateProfiles, type CatalogueCompany, type DemoProfile } from './demo-profiles';

/** Everything the company demo seed writes. */
export type DemoDataSet = {
  profiles: DemoProfile[];
  directors: DemoDirector[];
  financials: DemoFinancial[];
  shareholders: DemoShareholder[];
  offerings: DemoOffering[];
  hkCompanies: DemoHkCompany[];
};

/**
 * Generates the demonstration company data for a catalogue, reproducibly:
 * the same catalogue, H-share names and day give the same rows. Directors
 * are generated for Hong Kong issuers; financial statements and shareholders
 * for every issuer.
 */
export const generateDemoData = (companies: readonly CatalogueCompany[], hShareNames: ReadonlySet<string>, today: IsoDate): DemoDataSet => {
  const profiles = generateProfiles(companies, hShareNames);
  return {
    profiles,
    directors: profiles.filter((profile) => profile.market === 'HK').flatMap((profile) => generateDirectors(profile, today)),
    financials: profiles.flatMap((profile) => generateFinancials(profile, today)),
    shareholders: profiles.flatMap((profile) => generateShareholders(profile, today)),
    offerings: generateOfferings(profiles, today),
    hkCompanies: generateHkCompanies(today),
  };
};

export type { CatalogueCompany, DemoProfile } from './demo-profiles';
