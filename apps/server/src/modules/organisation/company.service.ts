import type { CompanyDetail, Locale, UpdateAccountTypeBody, UpdateCompanyBody } from '@app/contracts';
import { AccountType, CertificationStatus } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { OrganisationRow } from '../auth/access.policy';
import type { UserActor } from '../auth/actor';
import type { ListedCompaniesRepository } from './listed-companies.repository';
import { fieldError } from './organisation.errors';
import { presentCompanyDetail } from './organisation.presenter';
import type { OrganisationChanges, OrganisationRepository } from './organisation.repository';

// Spec §4, §9: the account type may be changed once a year.
const YEAR_MS = 365 * 86_400_000;

/** When the type may change again, or null when it may change now (the first choice of a type does not count). */
export const accountTypeChangeableFrom = (organisation: OrganisationRow, now: Date): Date | null => {
  if (!organisation.accountTypeChangedAt) return null;
  const from = new Date(organisation.accountTypeChangedAt.getTime() + YEAR_MS);
  return from.getTime() > now.getTime() ? from : null;
};

/** The caller's own company (spec §7 /au/company/detail, updateCompany, updateAccountType). */
export const createCompanyService = (deps: { organisation: OrganisationRepository; listedCompanies: ListedCompaniesRepository; clock?: () => Date }) => {
  const { organisation: repository, listedCompanies } = deps;
  const clock = deps.clock ?? (() => new Date());

  const detailOf = async (organisation: OrganisationRow, locale: Locale): Promise<CompanyDetail> => {
    const isListed = organisation.type === AccountType.ListedCompany && organisation.stockCode;
    const listed = isListed ? await listedCompanies.findByStockCode(organisation.stockCode as string) : undefined;
    return presentCompanyDetail(organisation, listed, locale, accountTypeChangeableFrom(organisation, clock()));
  };

  return {
    /** POST /au/company/detail: the organisation, with its catalogue entry when it is a listed company. */
    getDetail: async (actor: UserActor, locale: Locale): Promise<CompanyDetail> =>
      detailOf((await repository.findOrganisation(actor.organisation.id)) ?? actor.organisation, locale),

    /**
     * POST /au/company/updateCompany (admin): the update fields the schema stores.
     * A listed company's names come from the catalogue and are not changed here.
     * @throws PERMISSION_DENIED when companyId names another company.
     */
    updateCompany: async (actor: UserActor, body: UpdateCompanyBody, locale: Locale): Promise<CompanyDetail> => {
      if (body.companyId && body.companyId !== actor.organisation.id) throw new AppError('PERMISSION_DENIED');
      const changes: OrganisationChanges = {};
      if (actor.organisation.type !== AccountType.ListedCompany) {
        if (body.companyNameCn !== undefined) changes.shortNameCn = body.companyNameCn;
        if (body.companyNameEn !== undefined) changes.shortNameEn = body.companyNameEn;
      }
      if (body.shortName !== undefined) changes.userCompanyName = body.shortName;
      if (body.registAddress !== undefined) changes.companyAddress = body.registAddress;
      const organisation = Object.keys(changes).length
        ? await repository.updateOrganisation(actor.organisation.id, changes, clock())
        : ((await repository.findOrganisation(actor.organisation.id)) ?? actor.organisation);
      return detailOf(organisation, locale);
    },

    /**
     * POST /au/company/updateAccountType (admin): changes the account type, at
     * most once a year (spec §4). Type 1 takes its names from the catalogue
     * entry of `stockCode`. A verified certification was for the old type and
     * company, so it is reset to unverified; a change is refused while one is under review.
     * @throws ACCOUNT_TYPE_CHANGE_TOO_SOON within a year of the last change, ORGANISATION_CERTIFICATION_PENDING
     *   while a certification is under review, VALIDATION_FAILED (stockCode / companyName) when the company is missing.
     */
    updateAccountType: async (actor: UserActor, body: UpdateAccountTypeBody, locale: Locale): Promise<CompanyDetail> => {
      const now = clock();
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const stock = body.type === AccountType.ListedCompany && body.stockCode ? await listedCompanies.findByStockCode(body.stockCode) : undefined;
      const updated = await repository.inTransaction(async (queries) => {
        const organisation = await queries.lockOrganisation(actor.organisation.id);
        if (!organisation) throw new AppError('RECORD_NOT_FOUND');
        if (organisation.type === body.type) return organisation;
        const changeableFrom = organisation.type === null ? null : accountTypeChangeableFrom(organisation, now);
        if (changeableFrom) throw new AppError('ACCOUNT_TYPE_CHANGE_TOO_SOON', { params: { date: changeableFrom.toISOString().slice(0, 10) } });
        if (organisation.checkStatus === CertificationStatus.UnderReview || organisation.certificationCheckStatus === CertificationStatus.UnderReview) {
          throw new AppError('ORGANISATION_CERTIFICATION_PENDING');
        }
        const changes: OrganisationChanges = { type: body.type, ...(organisation.type === null ? {} : { accountTypeChangedAt: now }) };
        if (body.type === AccountType.ListedCompany) {
          if (!stock) throw fieldError('stockCode', 'validation.selectCompany');
          Object.assign(changes, { stockCode: stock.stockCode, shortNameEn: stock.shortNameEn, shortNameCn: stock.shortNameCn, userCompanyName: stock.shortNameCn ?? stock.shortNameEn });
        } else {
          const wasListed = organisation.type === AccountType.ListedCompany;
          const companyName = body.companyName ?? (wasListed ? undefined : organisation.userCompanyName);
          if (!companyName) throw fieldError('companyName', 'validation.companyNameRequired');
          Object.assign(changes, { userCompanyName: companyName }, wasListed ? { stockCode: null, shortNameEn: null, shortNameCn: null } : {});
        }
        if (organisation.checkStatus === CertificationStatus.Verified || organisation.certificationCheckStatus === CertificationStatus.Verified) {
          Object.assign(changes, { certificationStatus: 0, certificationCheckStatus: 0, checkStatus: 0 });
        }
        return queries.updateOrganisation(organisation.id, changes, now);
      });
      return detailOf(updated, locale);
    },
  };
};

export type CompanyService = ReturnType<typeof createCompanyService>;
