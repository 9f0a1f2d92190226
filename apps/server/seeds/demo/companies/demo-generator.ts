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

/** True when the years a company traded are known: listed, or delisted on a known day (lists name no delisting day). */
const hasKnownPeriod = (profile: DemoProfile) => profile.status === 1 || profile.delistingDate !== null;

/**
 * Generates the demonstration company data for a catalogue, reproducibly:
 * the same catalogue, H-share names and day give the same rows. Directors
 * are generated for Hong Kong issuers, financial statements and shareholders
 * for every issuer; none for a delisted one whose last year is unknown (a
 * statement of a year after its delisting would contradict it).
 */
export const generateDemoData = (companies: readonly CatalogueCompany[], hShareNames: ReadonlySet<string>, today: IsoDate): DemoDataSet => {
  const profiles = generateProfiles(companies, hShareNames, today);
  const dated = profiles.filter(hasKnownPeriod);
  return {
    profiles,
    directors: dated.filter((profile) => profile.market === 'HK').flatMap((profile) => generateDirectors(profile, today)),
    financials: dated.flatMap((profile) => generateFinancials(profile, today)),
    shareholders: dated.flatMap((profile) => generateShareholders(profile, today)),
    offerings: generateOfferings(profiles, today),
    hkCompanies: generateHkCompanies(today),
  };
};

export type { CatalogueCompany, DemoProfile } from './demo-profiles';
