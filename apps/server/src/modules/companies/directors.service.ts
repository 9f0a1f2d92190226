import type { Database } from '../../db/client';
import { CompanyLimits, type DirectorDetail, type DirectorDetailBody, type DirectorList, type DirectorListBody, type Locale } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { QuotaService } from '../quota/quota.service';
import { presentDirector } from './companies.presenter';
import { keywordVariants, marketsOfFilter } from './company-keys';
import type { DirectorsRepository } from './directors.repository';
import type { Caller } from '../auth/actor';

type Dependencies = { directors: DirectorsRepository; quota: QuotaService; clock?: () => Date };

/** Directors of listed companies (spec §2 /disData/director): serving and resigned lists, and one director's page. */
export const createDirectorsService = ({ directors, quota, clock = () => new Date() }: Dependencies) => ({
  /** Names of the people on (or formerly on) the boards of `stockCodes` (alerts module). */
  boardNamesOf: (market: string, stockCodes: string[], tx?: Database) => directors.boardNamesOf(market, stockCodes, tx),
  /** One director's names, for following the person (alerts module); undefined when unknown. */
  personOf: async (id: string): Promise<{ nameEn: string | null; nameZh: string | null } | undefined> => {
    const row = await directors.findById(id);
    return row ? { nameEn: row.nameEn, nameZh: row.nameZh } : undefined;
  },
  /**
   * POST /au/director/list: by name (either language and script), company code, category and status; names in
   * `locale`'s script (null: as stored, for the documents module).
   */
  list: async (body: DirectorListBody, locale: Locale | null): Promise<DirectorList> => {
    const offset = (body.page - 1) * body.limit;
    if (offset >= CompanyLimits.maxOffset) return { list: [], total: 0 };
    // A company code typed without its market: up to 5 digits is Hong Kong (padded), 6 an A share.
    const stockCode = body.stockCode && body.stockCode.length <= 5 && body.market !== 'A' ? body.stockCode.padStart(5, '0') : body.stockCode;
    const { rows, total } = await directors.list({
      status: body.status,
      keywords: body.keyword ? keywordVariants(body.keyword) : undefined,
      markets: marketsOfFilter(body.market),
      stockCode,
      category: body.category,
      offset,
      limit: body.limit,
    });
    const year = clock().getUTCFullYear();
    return { list: rows.map((row) => presentDirector(row, year, locale)), total };
  },

  /**
   * POST /au/director/detail: the director and the other directorships held under the same name; counted against the company quota.
   * @throws COMPANIES_DIRECTOR_NOT_FOUND, QUOTA_COMPANY_EXCEEDED (2000)
   */
  detail: async (body: DirectorDetailBody, caller: Caller): Promise<DirectorDetail> => {
    const director = await directors.findById(body.id);
    if (!director) throw new AppError('COMPANIES_DIRECTOR_NOT_FOUND');
    const use = await quota.consume(caller, 'company');
    const others = await directors.listSameName(director);
    const year = clock().getUTCFullYear();
    return { director: presentDirector(director, year, caller.locale, 'stored'), otherDirectorships: others.map((row) => presentDirector(row, year, caller.locale)), quota: use };
  },
});

export type DirectorsService = ReturnType<typeof createDirectorsService>;
