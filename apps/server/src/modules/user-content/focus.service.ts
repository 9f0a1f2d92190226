import type { Transaction } from '../../db/client';
import { userCacheOr, type UserCacheSettings } from '../../db/user-cache';
import type { AddedFocus, AddFocusBody, DeleteFocusBody, FocusCompany, FocusCompanyList, FocusLockReason, FocusState, ListFocusBody, Locale, Market } from '@app/contracts';
import { AccountType, FocusMarketTypes, UserContentLimits } from '@app/contracts';
import { AppError } from '../../lib/errors';
import { nameForReader } from '../../lib/reader-name';
import type { UserActor } from '../auth/actor';
import { uniqueViolationOf } from './user-content.errors';
import type { CatalogueService, StockNames } from '../companies/catalogue.service';
import type { AnnouncementCountsService } from '../disclosure/announcement-counts.service';
import type { ServiceCompaniesService } from '../organisation/service-companies.service';
import type { FocusRepository } from './focus.repository';

const DAY_MS = 86_400_000;

/** A stock code as stored: upper case; a Hong Kong code of up to 4 digits padded to 5 ('700' → '00700'). */
export const normaliseStockCode = (stockCode: string): string => {
  const code = stockCode.trim().toUpperCase();
  return /^\d{1,4}$/.test(code) ? code.padStart(5, '0') : code;
};

/** One followed company before its announcement count is known. */
type Followed = Omit<FocusCompany, 'noticeNum'> & { createdAt: Date | null };

const byStockCode = (left: Followed, right: Followed) => left.stockCode.localeCompare(right.stockCode);
const byCreated = (left: Followed, right: Followed) => (left.createdAt?.getTime() ?? 0) - (right.createdAt?.getTime() ?? 0);

/** A name typed as the list shows it (the reader's script) or as stored. */
const matchesQuery = (entry: Followed, query: string, locale: Locale) =>
  [entry.stockCode, entry.shortNameEn, entry.shortNameCn, nameForReader(entry.shortNameCn, locale, entry.market)].some((text) => text?.toLowerCase().includes(query));

/**
 * Followed companies (spec §7 /au/focus/*). Spec §5: the user's own listed
 * company (account type 1) and default client company are followed
 * implicitly: they appear in the list as locked even if never added, and
 * cannot be unfollowed.
 */
export const createFocusService = (deps: {
  focus: FocusRepository;
  /** The listed-company catalogue (companies module): markets and names (the hot reads from its in-memory index). */
  catalogue: Pick<CatalogueService, 'findStocks' | 'stocksOf'>;
  /** The user's default listed client company (organisation module), followed implicitly. */
  serviceCompanies: Pick<ServiceCompaniesService, 'listedStockCodes'>;
  /** Recent announcement counts, and the documents' and catalogue's versions (disclosure module). */
  announcements: Pick<AnnouncementCountsService, 'countSince' | 'versions'>;
  /** Keeps each user's follows (read by every getUserInfo, search and followed-companies list) by the change bus's `follows`. */
  cache?: UserCacheSettings;
  clock?: () => Date;
}) => {
  const { focus, catalogue: stocks, announcements } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The rows, their codes and their creation times as the list shows them, made once per change of the user's follows.
  const follows = userCacheOr(deps.cache, 'follows', async (userId) => {
    const rows = Object.freeze(await focus.listFollowed(userId));
    return { rows, codes: Object.freeze(rows.map((row) => row.stockCode)), createDates: Object.freeze(rows.map((row) => row.createdAt.toISOString())) };
  });

  type ClientCodes = ReturnType<ServiceCompaniesService['listedStockCodes']>;
  /**
   * The codes the user may not unfollow, with the reason; the own company wins when both apply.
   * `clientCodes`: the caller's own read of the user's listed client companies, when it has one.
   */
  const lockedCodes = async (actor: UserActor, clientCodes: ClientCodes = deps.serviceCompanies.listedStockCodes(actor.user.id)): Promise<Map<string, FocusLockReason>> => {
    const locked = new Map<string, FocusLockReason>();
    const serviceCode = (await clientCodes).find((entry) => entry.isDefault)?.stockCode;
    if (serviceCode) locked.set(normaliseStockCode(serviceCode), 'defaultServiceCompany');
    const { organisation } = actor;
    if (organisation.type === AccountType.ListedCompany && organisation.stockCode) locked.set(normaliseStockCode(organisation.stockCode), 'ownCompany');
    return locked;
  };

  /**
   * Every company the user follows: the implicit (locked) ones resolved from
   * the catalogue, then those added. A locked code without a catalogue entry
   * cannot be shown (no market or name) but stays locked. `catalogueVersion`: read by the caller during its call, if it has.
   * Entries are built field by field (no object spread): this runs on every follows list (issue 19).
   */
  const listAll = async (actor: UserActor, catalogueVersion?: string): Promise<Followed[]> => {
    const [{ rows, codes, createDates }, locked] = await Promise.all([follows.get(actor.user.id), lockedCodes(actor)]);
    const addedCodes = new Set(codes);
    const implicitCodes = [...locked.keys()].filter((code) => !addedCodes.has(code));
    // One catalogue read for both: the added codes' names (matched on market and code) and the implicit codes' entries.
    const stocksRead = await stocks.stocksOf([...addedCodes, ...implicitCodes], catalogueVersion);
    const names = new Map<string, StockNames>();
    const catalogue = new Map<string, StockNames>();
    for (const stock of stocksRead) {
      names.set(`${stock.market}:${stock.stockCode}`, stock);
      if (!catalogue.has(stock.stockCode)) catalogue.set(stock.stockCode, stock);
    }
    const entries: Followed[] = [];
    for (const code of implicitCodes) {
      const stock = catalogue.get(code);
      if (!stock) continue;
      entries.push({ id: null, stockCode: code, market: stock.market, shortNameEn: stock.shortNameEn, shortNameCn: stock.shortNameCn, createDate: null, createdAt: null, locked: true, lockReason: locked.get(code) ?? null });
    }
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index]!;
      const stock = names.get(`${row.market}:${row.stockCode}`);
      const lockReason = locked.get(row.stockCode) ?? null;
      entries.push({
        id: row.id,
        stockCode: row.stockCode,
        market: row.market as Market,
        shortNameEn: stock?.shortNameEn ?? null,
        shortNameCn: stock?.shortNameCn ?? null,
        createDate: createDates[index]!,
        createdAt: row.createdAt,
        locked: lockReason !== null,
        lockReason,
      });
    }
    return entries;
  };

  const countSince = () => new Date(clock().getTime() - UserContentLimits.noticeWindowDays * DAY_MS);

  const present = (entry: Followed, counts: Map<string, number>, locale: Locale): FocusCompany => ({
    id: entry.id,
    stockCode: entry.stockCode,
    market: entry.market,
    shortNameEn: entry.shortNameEn,
    shortNameCn: nameForReader(entry.shortNameCn, locale, entry.market),
    createDate: entry.createDate,
    locked: entry.locked,
    lockReason: entry.lockReason,
    noticeNum: counts.get(entry.stockCode) ?? 0,
  });

  return {
    /** Users who follow any of `stockCodes` of `market` (the alerts module's announcementFocus fan-out). */
    followersOf: (market: string, stockCodes: string[], tx?: Transaction) => focus.followersOf(market, stockCodes.map(normaliseStockCode), tx),
    /** The stock codes the user added (not the implicit own and default client company), for disclosure search. */
    followedStockCodes: async (userId: string): Promise<readonly string[]> => (await follows.get(userId)).codes,
    /**
     * POST /au/focus/list. Default order: locked companies first, then the
     * newest follows. The announcement counts are read for the shown page
     * only (or for all matches when sorting by them). Both versions behind the names and the counts are read in one round trip.
     */
    list: async (actor: UserActor, body: ListFocusBody, locale: Locale): Promise<FocusCompanyList> => {
      const versions = await announcements.versions();
      let entries = await listAll(actor, versions.catalogue);
      if (body.type === FocusMarketTypes.hongKong) entries = entries.filter((entry) => entry.market === 'HK');
      if (body.type === FocusMarketTypes.aShares) entries = entries.filter((entry) => entry.market !== 'HK');
      const query = body.q_stockCode?.toLowerCase();
      if (query) entries = entries.filter((entry) => matchesQuery(entry, query, locale));

      const direction = body.sortType === 'asc' ? 1 : -1;
      let counts = new Map<string, number>();
      if (body.sortRule === 'noticeNum') {
        counts = await announcements.countSince(entries.map((entry) => entry.stockCode), countSince(), versions.documents);
        entries.sort((left, right) => direction * ((counts.get(left.stockCode) ?? 0) - (counts.get(right.stockCode) ?? 0)) || byStockCode(left, right));
      } else if (body.sortRule === 'stockCode') {
        entries.sort((left, right) => direction * byStockCode(left, right));
      } else if (body.sortRule === 'createDate') {
        entries.sort((left, right) => direction * byCreated(left, right) || byStockCode(left, right));
      } else {
        entries.sort((left, right) => Number(right.locked) - Number(left.locked) || -byCreated(left, right) || byStockCode(left, right));
      }

      const page = entries.slice((body.page - 1) * body.limit, body.page * body.limit);
      if (body.sortRule !== 'noticeNum') counts = await announcements.countSince(page.map((entry) => entry.stockCode), countSince(), versions.documents);
      return { list: page.map((entry) => present(entry, counts, locale)), total: entries.length };
    },

    /**
     * POST /au/focus/add {stockCode}: the stock must be in the catalogue, which gives its market.
     * @throws FOCUS_STOCK_NOT_FOUND for an unknown code, RECORD_DUPLICATE when already followed (added or implicitly).
     */
    add: async (actor: UserActor, body: AddFocusBody): Promise<AddedFocus> => {
      const stockCode = normaliseStockCode(body.stockCode);
      const [stock] = await stocks.findStocks([stockCode]);
      if (!stock) throw new AppError('FOCUS_STOCK_NOT_FOUND', { params: { stockCode } });
      if ((await lockedCodes(actor)).has(stockCode) || (await focus.findByStockCode(actor.user.id, stockCode))) throw new AppError('RECORD_DUPLICATE');
      try {
        const row = await focus.insert(actor.user.id, stock.market, stock.stockCode);
        return { id: row.id, stockCode: row.stockCode, market: row.market as Market };
      } catch (error) {
        // Two quick clicks: the unique index keeps one follow.
        if (uniqueViolationOf(error) !== undefined) throw new AppError('RECORD_DUPLICATE', { cause: error });
        throw error;
      }
    },

    /**
     * POST /au/focus/delete {id, stockCode}: by the row id, else by the code.
     * @throws RECORD_NOT_FOUND when the caller does not follow it, FOCUS_COMPANY_LOCKED for the own or default client company.
     */
    remove: async (actor: UserActor, body: DeleteFocusBody): Promise<void> => {
      const userId = actor.user.id;
      const row = body.id ? await focus.find(userId, body.id) : await focus.findByStockCode(userId, normaliseStockCode(body.stockCode ?? ''));
      const stockCode = row?.stockCode ?? (body.id ? undefined : normaliseStockCode(body.stockCode ?? ''));
      if (stockCode && (await lockedCodes(actor)).has(stockCode)) throw new AppError('FOCUS_COMPANY_LOCKED', { params: { stockCode } });
      if (!row) throw new AppError('RECORD_NOT_FOUND');
      await focus.delete(userId, row.id);
    },

    /** POST /au/focus/hasFocus {q_stockCode}: whether the caller follows the company, and whether it is locked. */
    hasFocus: async (actor: UserActor, queryCode: string): Promise<FocusState> => {
      const stockCode = normaliseStockCode(queryCode);
      const [row, locked] = await Promise.all([focus.findByStockCode(actor.user.id, stockCode), lockedCodes(actor)]);
      const lockReason = locked.get(stockCode) ?? null;
      return { hasFocus: Boolean(row) || lockReason !== null, id: row?.id ?? null, locked: lockReason !== null, lockReason };
    },

    /**
     * How many companies the user follows, implicit ones included (the session's focusNum). `clientCodes`:
     * the caller's read of the user's listed client companies (getUserInfo needs them too), else read here.
     */
    countFollowed: async (actor: UserActor, clientCodes?: ClientCodes): Promise<number> => {
      const [{ codes }, locked] = await Promise.all([follows.get(actor.user.id), lockedCodes(actor, clientCodes)]);
      const implicit = [...locked.keys()].filter((code) => !codes.includes(code));
      const known = new Set((await stocks.stocksOf(implicit)).map((stock) => stock.stockCode));
      return codes.length + implicit.filter((code) => known.has(code)).length;
    },

    /** Every followed stock (implicit ones included), for modules that read followed companies' data. */
    listFollowedStocks: async (actor: UserActor): Promise<{ market: Market; stockCode: string }[]> =>
      (await listAll(actor)).map((entry) => ({ market: entry.market, stockCode: entry.stockCode })),
  };
};

export type FocusService = ReturnType<typeof createFocusService>;
