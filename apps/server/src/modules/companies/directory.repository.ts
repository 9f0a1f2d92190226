import type { Market } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { listedCompanies as catalogue } from '../../db/schema';
import { nameMatches } from '../../db/name-match';
import type { CompanyRow } from './company-profiles.repository';

/** An auditor with its client count, a sample of clients and whether any profile naming it is generated. */
export type AuditorRow = {
  name: string;
  nameZh: string | null;
  clients: number;
  sample: { market: Market; stockCode: string; shortNameEn: string | null; shortNameCn: string | null }[];
  isDemo: boolean;
};

export type DirectoryFilter = {
  /** The keyword in each script (see keywordVariants); undefined for none. */
  keywords?: readonly string[];
  markets?: readonly Market[];
  offset: number;
  limit: number;
};

// profile.auditor is { en, zh } from the generator; a plain string is accepted too. The English name is the firm's key.
const AUDITOR_NAME = sql`(case jsonb_typeof(company.profile->'auditor')
  when 'object' then coalesce(nullif(company.profile->'auditor'->>'en', ''), nullif(company.profile->'auditor'->>'zh', ''))
  when 'string' then nullif(company.profile->>'auditor', '') end)`;
const AUDITOR_NAME_ZH = sql`(case jsonb_typeof(company.profile->'auditor') when 'object' then nullif(company.profile->'auditor'->>'zh', '') end)`;

const marketCondition = (markets: readonly Market[] | undefined): SQL =>
  markets ? sql`company.market in (${sql.join(markets.map((market) => sql`${market}`), sql`, `)})` : sql`true`;

const anyLike = (column: SQL, keywords: readonly string[]): SQL => nameMatches(column, keywords);

/** The only SQL of the accounting-firm and contact directories; listed companies (status 1) only. */
export const createDirectoryRepository = (db: Database) => ({
  /** One page of auditors, most clients first, and the number of firms. */
  listAuditors: async (filter: DirectoryFilter, sampleSize: number): Promise<{ rows: AuditorRow[]; total: number }> => {
    const conditions = [sql`company.status = 1`, sql`${AUDITOR_NAME} is not null`, marketCondition(filter.markets)];
    if (filter.keywords?.length) conditions.push(sql`(${anyLike(AUDITOR_NAME, filter.keywords)} or ${anyLike(AUDITOR_NAME_ZH, filter.keywords)})`);
    const where = sql.join(conditions, sql` and `);
    const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(distinct ${AUDITOR_NAME})::int as total from ${catalogue} as company where ${where}`);
    // Hong Kong before the A shares in the sample, as in the company lists.
    const rows = await selectRows<AuditorRow>(
      db,
      sql`select ${AUDITOR_NAME} as name, max(${AUDITOR_NAME_ZH}) as "nameZh", count(*)::int as clients,
          bool_or(company.profile_source = 'demo') as "isDemo",
          (json_agg(json_build_object('market', company.market, 'stockCode', company.stock_code, 'shortNameEn', company.short_name_en, 'shortNameCn', company.short_name_cn)
            order by (company.market <> 'HK'), company.stock_code))::jsonb as sample
        from ${catalogue} as company
        where ${where}
        group by 1
        order by clients desc, name
        limit ${filter.limit} offset ${filter.offset}`,
    );
    return { rows: rows.map((row) => ({ ...row, sample: row.sample.slice(0, sampleSize) })), total };
  },

  /** One page of the listed companies a firm (by its stored name) audits, by code. */
  listAuditorClients: async (name: string, filter: Omit<DirectoryFilter, 'keywords'>): Promise<{ rows: CompanyRow[]; total: number }> => {
    const where = sql`company.status = 1 and ${AUDITOR_NAME} = ${name} and ${marketCondition(filter.markets)}`;
    const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${catalogue} as company where ${where}`);
    const rows = await db
      .select()
      .from(catalogue)
      .where(sql`${catalogue.id} in (select company.id from ${catalogue} as company where ${where})`)
      .orderBy(sql`(${catalogue.market} <> 'HK')`, catalogue.stockCode)
      .limit(filter.limit)
      .offset(filter.offset);
    return { rows, total };
  },

  /** One page of listed companies by code prefix or name (any of the four names), by code. */
  listContacts: async (filter: DirectoryFilter): Promise<{ rows: CompanyRow[]; total: number }> => {
    const conditions = [sql`company.status = 1`, marketCondition(filter.markets)];
    if (filter.keywords?.length) {
      const typed = filter.keywords[0]!;
      const names = [sql`company.short_name_en`, sql`company.short_name_cn`, sql`company.name_en`, sql`company.name_cn`];
      // '700' finds 00700: a code is matched as typed and padded to Hong Kong's 5 digits.
      const codes = /^\d{1,6}$/.test(typed) ? [...new Set([typed, typed.padStart(5, '0')])] : [];
      conditions.push(
        sql`(${sql.join([...codes.map((code) => sql`company.stock_code like ${`${code}%`}`), ...names.map((column) => anyLike(column, filter.keywords!))], sql` or `)})`,
      );
    }
    const where = sql.join(conditions, sql` and `);
    const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${catalogue} as company where ${where}`);
    const rows = await db
      .select()
      .from(catalogue)
      .where(sql`${catalogue.id} in (select company.id from ${catalogue} as company where ${where})`)
      .orderBy(sql`(${catalogue.market} <> 'HK')`, catalogue.stockCode)
      .limit(filter.limit)
      .offset(filter.offset);
    return { rows, total };
  },
});

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
