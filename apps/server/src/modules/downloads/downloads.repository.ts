import type { DocumentKind, Locale } from '@app/contracts';
import { inArray, sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { documentBodies } from '../../db/disclosure.schema';

/** A listed company a download is for. */
export type DownloadCompany = { stockCode: string; market: string; shortNameEn: string | null; shortNameCn: string | null; nameEn: string | null; nameCn: string | null };

/** One document row of a company's index. */
export type DownloadDocument = {
  id: number;
  kind: string;
  source: string;
  titleEn: string | null;
  titleZh: string | null;
  stockCodes: string[];
  /** 'YYYY-MM-DD HH:MM' in Hong Kong time. */
  releaseTime: string;
  category: string | null;
  fileLinkEn: string | null;
  fileLinkZh: string | null;
  /** Languages with a stored body ('en', 'zh'). */
  bodyLangs: string[];
  /** How many documents matched in all (the list itself stops at the limit). */
  total: number;
};

export type DocumentFilter = { kind?: DocumentKind; startDate?: string; endDate?: string };

// Category names per interface language (headline_categories columns).
const CATEGORY_NAME_COLUMN: Record<Locale, string> = { en: 'name_en', 'zh-HK': 'name_zh_hk', 'zh-CN': 'name_zh_cn' };

/** The only SQL of the download centre. */
export const createDownloadsRepository = (db: Database) => ({
  /** The listed companies (listed or delisted) with these stock codes. */
  findCompanies: (stockCodes: string[]) =>
    selectRows<DownloadCompany>(
      db,
      sql`select stock_code as "stockCode", market, short_name_en as "shortNameEn", short_name_cn as "shortNameCn", name_en as "nameEn", name_cn as "nameCn"
        from listed_companies where stock_code in (${sql.join(
          stockCodes.map((code) => sql`${code}`),
          sql`, `,
        )})
        order by market, stock_code`,
    ),

  /**
   * A company's documents, newest first, at most `limit`, with the category
   * name in `locale` (tier-2 headline, else tier 1, else the pre-2007 type).
   * Dates are Hong Kong calendar days.
   */
  listCompanyDocuments: (company: { stockCode: string; market: string }, filter: DocumentFilter, limit: number, locale: Locale) => {
    const name = sql.raw(CATEGORY_NAME_COLUMN[locale]);
    const conditions = [sql`d.stock_codes @> array[${company.stockCode}]::text[]`, sql`(d.market is null or d.market = ${company.market})`];
    if (filter.kind) conditions.push(sql`d.kind = ${filter.kind}`);
    if (filter.startDate) conditions.push(sql`d.release_time >= (${filter.startDate}::date)::timestamp at time zone 'Asia/Hong_Kong'`);
    if (filter.endDate) conditions.push(sql`d.release_time < (${filter.endDate}::date + 1)::timestamp at time zone 'Asia/Hong_Kong'`);
    return selectRows<DownloadDocument>(
      db,
      sql`select d.id::int as id, d.kind, d.source, d.title_en as "titleEn", d.title_zh as "titleZh", d.stock_codes as "stockCodes",
          to_char(d.release_time at time zone 'Asia/Hong_Kong', 'YYYY-MM-DD HH24:MI') as "releaseTime",
          coalesce(t2.${name}, t1.${name}, dt.${name}) as category,
          d.file_link_en as "fileLinkEn", d.file_link_zh as "fileLinkZh",
          array(select b.lang from document_bodies b where b.document_id = d.id order by b.lang) as "bodyLangs",
          (count(*) over ())::int as total
        from documents d
        left join headline_categories t1 on t1.level = 't1' and t1.code = d.t1_code
        left join headline_categories t2 on t2.level = 't2' and t2.code = d.t2_codes[1]
        left join headline_categories dt on dt.level = 'doc' and dt.code = d.doc_type
        where ${sql.join(conditions, sql` and `)}
        order by d.release_time desc, d.id desc
        limit ${limit}`,
    );
  },

  /** The stored bodies of some documents. */
  listBodies: (documentIds: number[]) =>
    db
      .select({ documentId: documentBodies.documentId, lang: documentBodies.lang, body: documentBodies.body })
      .from(documentBodies)
      .where(inArray(documentBodies.documentId, documentIds)),
});

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
