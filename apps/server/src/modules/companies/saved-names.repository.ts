import { CollectTypes } from '@app/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { directors, hkCompanies, offerings } from '../../db/disclosure.schema';
import { listedCompanies } from '../../db/schema';

/** A saved subject's Chinese name as its source writes it, and the market it belongs to (null where it has none). */
export type SavedName = { name: string | null; market: string | null };

/** A saved item (favourite, footprint): what it is and its key (stock code, company number or row id). */
export type SavedKey = { type: number; refKey: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The keys of one type, distinct; ids that cannot be a row id are left out (nothing to find). */
const keysOf = (items: readonly SavedKey[], type: number, isKey: (key: string) => boolean = () => true) => [
  ...new Set(items.filter((item) => item.type === type && isKey(item.refKey)).map((item) => item.refKey)),
];

/**
 * The Chinese names of the companies, people and offerings that users saved (issue 18: favourites and footprints
 * keep the subject, and list it under the name its source writes, not the name in the script a page showed).
 * Read now, by `${type}:${refKey}`.
 */
export const createSavedNamesRepository = (db: Database) => ({
  namesOf: async (items: readonly SavedKey[]): Promise<Map<string, SavedName>> => {
    const codes = keysOf(items, CollectTypes.listedCompany);
    const companyNos = keysOf(items, CollectTypes.hkCompany);
    const directorIds = keysOf(items, CollectTypes.director, (key) => UUID.test(key));
    const offeringIds = keysOf(items, CollectTypes.offering, (key) => UUID.test(key));
    const [listed, registry, people, issues] = await Promise.all([
      codes.length
        ? db
            .select({ key: listedCompanies.stockCode, name: sql<string | null>`coalesce(${listedCompanies.nameCn}, ${listedCompanies.shortNameCn})`, market: listedCompanies.market })
            .from(listedCompanies)
            .where(inArray(listedCompanies.stockCode, codes))
        : [],
      companyNos.length ? db.select({ key: hkCompanies.companyNo, name: hkCompanies.nameZh }).from(hkCompanies).where(inArray(hkCompanies.companyNo, companyNos)) : [],
      directorIds.length ? db.select({ key: directors.id, name: directors.nameZh, market: directors.market }).from(directors).where(inArray(directors.id, directorIds)) : [],
      offeringIds.length ? db.select({ key: offerings.id, name: offerings.nameZh, market: offerings.market }).from(offerings).where(inArray(offerings.id, offeringIds)) : [],
    ]);
    return new Map<string, SavedName>([
      ...listed.map((row): [string, SavedName] => [`${CollectTypes.listedCompany}:${row.key}`, { name: row.name, market: row.market }]),
      ...registry.map((row): [string, SavedName] => [`${CollectTypes.hkCompany}:${row.key}`, { name: row.name, market: null }]),
      ...people.map((row): [string, SavedName] => [`${CollectTypes.director}:${row.key}`, { name: row.name, market: row.market }]),
      ...issues.map((row): [string, SavedName] => [`${CollectTypes.offering}:${row.key}`, { name: row.name, market: row.market }]),
    ]);
  },
});

export type SavedNamesRepository = ReturnType<typeof createSavedNamesRepository>;
