import type { AddServiceCompanyBody, AddServiceIcrisCompanyBody, ListServiceCompaniesBody, Locale, ServiceCompanyList } from '@app/contracts';
import { AccountType, ServiceCompanyStatus } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { UserActor } from '../auth/actor';
import type { CatalogueService } from '../companies/catalogue.service';
import { fieldError, uniqueViolationOf } from './organisation.errors';
import { presentServiceCompany } from './organisation.presenter';
import type { OrganisationChangeNotices } from './organisation-changes';
import { maskMobile } from '@app/domain';
import type { UsersService } from '../auth/users.service';
import { userCacheOr, type UserCacheSettings } from '../../db/user-cache';
import type { NewServiceCompany, ServiceCompaniesRepository, ServiceCompanyKind, ServiceCompanyQueries } from './service-companies.repository';

// The partial unique index that allows one default per user; any other unique violation is a duplicate entry.
// The database enforces "at most one default" with it. "At least one" (while the user has any entry) would
// need a deferred constraint trigger, which the Drizzle schema cannot express portably (PGlite and PostgreSQL
// share its generated migrations), so it is kept transactionally here: every write to service_companies goes
// through this service under the user's row lock (add: the first becomes default; serviceDefault; delete:
// the oldest is promoted), as the concurrent-request tests check.
const ONE_DEFAULT_INDEX = 'service_companies_one_default_key';

/**
 * Spec §6: a listed-company (type 1, "personal-type") account has no client
 * companies and cannot switch.
 * @throws ORGANISATION_LISTED_CANNOT_SWITCH for such an account.
 */
const ensureMayHaveServiceCompanies = (actor: UserActor) => {
  if (actor.organisation.type === AccountType.ListedCompany) throw new AppError('ORGANISATION_LISTED_CANNOT_SWITCH');
};

/**
 * Client (service) companies of a user, listed (stock code) and Hong Kong
 * non-listed (company number). Spec §4: exactly one entry across both kinds
 * is the default (status 1); the first one added becomes it; choosing one
 * sets it to 1 and all others to 2; deleting the default promotes the oldest.
 */
export const createServiceCompaniesService = (deps: {
  serviceCompanies: ServiceCompaniesRepository;
  /** Locks a user's row: the users table is the auth module's. */
  users: Pick<UsersService, 'lockUser'>;
  listedCompanies: Pick<CatalogueService, 'findByStockCode'>;
  /** Tells the organisation's other members about a client company added (switch `mediation`). */
  changes?: Pick<OrganisationChangeNotices, 'notify'>;
  /** Keeps each user's listed codes (read by every getUserInfo and search) by the change bus's `clientCompanies`. */
  cache?: UserCacheSettings;
  clock?: () => Date;
}) => {
  const { serviceCompanies, users, listedCompanies, changes } = deps;

  /** After a client company is stored: the organisation's other members are told. */
  const tellMembers = async (actor: UserActor, company: { companyNameEn?: string | null; companyNameCn?: string | null; code: string }) => {
    const actorName = actor.user.name ?? (actor.user.phone ? maskMobile(actor.user.phone) : '—');
    const name = company.companyNameEn || company.companyNameCn;
    await changes?.notify(actor.organisation.id, actor.user.id, 'clientCompanyAdded', { actor: actorName, company: name ? `${name} (${company.code})` : company.code });
  };
  const clock = deps.clock ?? (() => new Date());
  const listedCodes = userCacheOr(deps.cache, 'clientCompanies', (userId) => serviceCompanies.listListedCodes(userId));

  /**
   * Runs `work` in one transaction after locking the user's row, so changes
   * to one user's companies are serialised (the default stays unique even
   * under concurrent calls; the partial unique index is the last guard).
   */
  const inUserTransaction = <T>(userId: string, work: (queries: ServiceCompanyQueries) => Promise<T>): Promise<T> =>
    serviceCompanies.inTransaction(async (queries, transaction) => {
      await users.lockUser(userId, transaction);
      return work(queries);
    });

  /** Adds one entry in the user's locked transaction; returns its id. */
  const add = async (actor: UserActor, kind: ServiceCompanyKind, key: string, values: NewServiceCompany, status: number): Promise<string> => {
    ensureMayHaveServiceCompanies(actor);
    const userId = actor.user.id;
    try {
      return await inUserTransaction(userId, async (queries) => {
        if (await queries.findSame(userId, kind, key)) throw new AppError('RECORD_DUPLICATE');
        const isDefault = status === ServiceCompanyStatus.Default || !(await queries.findDefault(userId));
        if (isDefault) await queries.clearDefault(userId, clock());
        const row = await queries.insert(userId, kind, values, isDefault);
        return row.id;
      });
    } catch (error) {
      const constraint = uniqueViolationOf(error);
      if (constraint !== undefined && constraint !== ONE_DEFAULT_INDEX) throw new AppError('RECORD_DUPLICATE', { cause: error });
      throw error;
    }
  };

  /** The catalogue entry for a typed code; HK codes may come without leading zeros. */
  const findStock = async (stockCode: string) =>
    (await listedCompanies.findByStockCode(stockCode)) ?? (/^\d{1,4}$/.test(stockCode) ? await listedCompanies.findByStockCode(stockCode.padStart(5, '0')) : undefined);

  return {
    /** The stock codes of the user's listed client companies, and which of them is the default (disclosure search, the session's stockCode and focusNum). */
    listedStockCodes: async (userId: string): Promise<{ stockCode: string; isDefault: boolean }[]> =>
      (await listedCodes.get(userId)).flatMap((row) => (row.stockCode ? [{ stockCode: row.stockCode, isDefault: row.status === ServiceCompanyStatus.Default }] : [])),

    /** One page of the user's entries of one kind, the default first, then oldest first. */
    list: async (actor: UserActor, kind: ServiceCompanyKind, body: ListServiceCompaniesBody, locale: Locale): Promise<ServiceCompanyList> => {
      const { list, total } = await serviceCompanies.list(actor.user.id, kind, { offset: (body.page - 1) * body.limit, limit: body.limit });
      return { list: list.map((row) => presentServiceCompany(row, locale)), total };
    },

    /**
     * POST /au/serviceCompany/add: a listed client company from the catalogue.
     * @throws VALIDATION_FAILED (stockCode: 'select a company') when the stock is not in the catalogue,
     *   RECORD_DUPLICATE when the user has it already, ORGANISATION_LISTED_CANNOT_SWITCH for type 1 accounts.
     */
    addListed: async (actor: UserActor, body: AddServiceCompanyBody): Promise<string> => {
      ensureMayHaveServiceCompanies(actor);
      const stock = await findStock(body.stockCode);
      if (!stock) throw fieldError('stockCode', 'validation.selectCompany');
      const values = { stockCode: stock.stockCode, companyNameCn: stock.shortNameCn, companyNameEn: stock.shortNameEn, job: body.job };
      const id = await add(actor, 'listed', stock.stockCode, values, body.status);
      await tellMembers(actor, { ...values, code: stock.stockCode });
      return id;
    },

    /**
     * POST /au/serviceIcrisCompany/add: a Hong Kong non-listed client company by its registry number.
     * @throws RECORD_DUPLICATE when the user has the number already, ORGANISATION_LISTED_CANNOT_SWITCH for type 1 accounts.
     */
    addHongKong: async (actor: UserActor, body: AddServiceIcrisCompanyBody): Promise<string> => {
      const companyNo = body.companyNo.toUpperCase();
      const values = { companyNo, companyNameCn: body.companyNameCn ?? null, companyNameEn: body.companyNameEn ?? null, job: body.job };
      const id = await add(actor, 'hk', companyNo, values, body.status);
      await tellMembers(actor, { ...values, code: companyNo });
      return id;
    },

    /**
     * …/serviceDefault {id}: makes the entry the one default (spec §4).
     * @throws RECORD_NOT_FOUND when it is not the caller's entry of this kind, ORGANISATION_LISTED_CANNOT_SWITCH for type 1 accounts.
     */
    makeDefault: async (actor: UserActor, kind: ServiceCompanyKind, id: string): Promise<void> => {
      ensureMayHaveServiceCompanies(actor);
      const userId = actor.user.id;
      await inUserTransaction(userId, async (queries) => {
        if (!(await queries.find(userId, kind, id))) throw new AppError('RECORD_NOT_FOUND');
        await queries.clearDefault(userId, clock(), id);
        await queries.setDefault(userId, id, clock());
      });
    },

    /**
     * …/delete {id}; deleting the default promotes the oldest remaining entry of either kind.
     * Allowed for every account type, so entries left from an earlier type can be removed.
     * @throws RECORD_NOT_FOUND when it is not the caller's entry of this kind.
     */
    remove: async (actor: UserActor, kind: ServiceCompanyKind, id: string): Promise<void> => {
      const userId = actor.user.id;
      await inUserTransaction(userId, async (queries) => {
        const row = await queries.find(userId, kind, id);
        if (!row) throw new AppError('RECORD_NOT_FOUND');
        await queries.delete(userId, id);
        if (row.status !== ServiceCompanyStatus.Default) return;
        const oldest = await queries.findOldest(userId);
        if (oldest) await queries.setDefault(userId, oldest.id, clock());
      });
    },
  };
};

export type ServiceCompaniesService = ReturnType<typeof createServiceCompaniesService>;
