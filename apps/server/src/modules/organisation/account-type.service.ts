import { AccountType, CertificationStatus } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { OrganisationRow } from '../auth/access.policy';
import type { CatalogueService } from '../companies/catalogue.service';
import { fieldError } from './organisation.errors';
import type { OrganisationRepository } from './organisation.repository';
import type { OrganisationChanges, UsersService } from '../auth/users.service';

// Spec §4, §9: the account type may be changed once a year.
const YEAR_MS = 365 * 86_400_000;

/** When the type may change again, or null when it may change now (the first choice of a type does not count). */
export const accountTypeChangeableFrom = (organisation: OrganisationRow, now: Date): Date | null => {
  if (!organisation.accountTypeChangedAt) return null;
  const from = new Date(organisation.accountTypeChangedAt.getTime() + YEAR_MS);
  return from.getTime() > now.getTime() ? from : null;
};

/**
 * Spec §4 once-a-year rule for moving `organisation` to `type`: choosing a
 * first type and keeping the current one are free.
 * @throws ACCOUNT_TYPE_CHANGE_TOO_SOON within a year of the last change.
 */
export const assertAccountTypeChangeable = (organisation: OrganisationRow, type: number, now: Date): void => {
  if (organisation.type === null || organisation.type === type) return;
  const changeableFrom = accountTypeChangeableFrom(organisation, now);
  if (changeableFrom) throw new AppError('ACCOUNT_TYPE_CHANGE_TOO_SOON', { params: { date: changeableFrom.toISOString().slice(0, 10) } });
};

const isStatus = (organisation: OrganisationRow, status: number) => organisation.checkStatus === status || organisation.certificationCheckStatus === status;

/** The account type and the company it names (type 1: a catalogue stock code; other types: a company name). */
export type AccountTypeChoice = { type: number; stockCode?: string; companyName?: string };

/**
 * The one way an organisation's account type changes, shared by
 * /au/company/updateAccountType and the profile dialog (/au/saasuser/perfectInfo).
 * Callers decide who may call it (the administrator once a type is set).
 */
export const createAccountTypeService = (deps: {
  organisation: OrganisationRepository;
  /** The organisations row: the auth module's. */
  organisations: Pick<UsersService, 'lockOrganisation' | 'updateOrganisation'>;
  listedCompanies: Pick<CatalogueService, 'findByStockCode'>; clock?: () => Date }) => {
  const { organisation: repository, organisations, listedCompanies } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * Sets the type under a row lock, at most once a year (spec §4). Type 1 takes
     * its names from the catalogue entry of `stockCode`. A verified certification
     * was for the old type and company, so it is reset to unverified; a change is
     * refused while one is under review. Re-sending the current type changes nothing.
     * @throws ACCOUNT_TYPE_CHANGE_TOO_SOON, ORGANISATION_CERTIFICATION_PENDING,
     *   VALIDATION_FAILED (stockCode / companyName) when the company is missing, RECORD_NOT_FOUND.
     */
    change: async (organisationId: string, choice: AccountTypeChoice): Promise<OrganisationRow> => {
      const now = clock();
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const stock = choice.type === AccountType.ListedCompany && choice.stockCode ? await listedCompanies.findByStockCode(choice.stockCode) : undefined;
      return repository.inTransaction(async (_queries, transaction) => {
        const organisation = await organisations.lockOrganisation(organisationId, transaction);
        if (!organisation) throw new AppError('RECORD_NOT_FOUND');
        if (organisation.type === choice.type) return organisation;
        assertAccountTypeChangeable(organisation, choice.type, now);
        if (isStatus(organisation, CertificationStatus.UnderReview)) throw new AppError('ORGANISATION_CERTIFICATION_PENDING');
        const changes: OrganisationChanges = { type: choice.type, ...(organisation.type === null ? {} : { accountTypeChangedAt: now }) };
        if (choice.type === AccountType.ListedCompany) {
          if (!stock) throw fieldError('stockCode', 'validation.selectCompany');
          Object.assign(changes, { stockCode: stock.stockCode, shortNameEn: stock.shortNameEn, shortNameCn: stock.shortNameCn, userCompanyName: stock.shortNameCn ?? stock.shortNameEn });
        } else {
          const wasListed = organisation.type === AccountType.ListedCompany;
          const companyName = choice.companyName ?? (wasListed ? undefined : organisation.userCompanyName);
          if (!companyName) throw fieldError('companyName', 'validation.companyNameRequired');
          Object.assign(changes, { userCompanyName: companyName }, wasListed ? { stockCode: null, shortNameEn: null, shortNameCn: null } : {});
        }
        if (isStatus(organisation, CertificationStatus.Verified)) Object.assign(changes, { certificationStatus: 0, certificationCheckStatus: 0, checkStatus: 0 });
        return organisations.updateOrganisation(organisation.id, changes, now, transaction);
      });
    },
  };
};

export type AccountTypeService = ReturnType<typeof createAccountTypeService>;
