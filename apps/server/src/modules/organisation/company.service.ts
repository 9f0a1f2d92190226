import type { CompanyDetail, Locale, UpdateAccountTypeBody, UpdateCompanyBody } from '@app/contracts';
import { AccountType } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { OrganisationRow } from '../auth/access.policy';
import type { UserActor } from '../auth/actor';
import { accountTypeChangeableFrom, type AccountTypeService } from './account-type.service';
import type { CatalogueService } from '../companies/catalogue.service';
import { presentCompanyDetail } from './organisation.presenter';
import type { OrganisationChanges, UsersService } from '../auth/users.service';

/** The caller's own company (spec §7 /au/company/detail, updateCompany, updateAccountType). */
export const createCompanyService = (deps: {
  /** The organisations row: the auth module's. */
  organisations: Pick<UsersService, 'findOrganisation' | 'updateOrganisation'>;
  listedCompanies: Pick<CatalogueService, 'findByStockCode'>;
  accountTypes: Pick<AccountTypeService, 'change'>;
  clock?: () => Date;
}) => {
  const { organisations, listedCompanies, accountTypes } = deps;
  const clock = deps.clock ?? (() => new Date());

  const detailOf = async (organisation: OrganisationRow, locale: Locale): Promise<CompanyDetail> => {
    const isListed = organisation.type === AccountType.ListedCompany && organisation.stockCode;
    const listed = isListed ? await listedCompanies.findByStockCode(organisation.stockCode as string) : undefined;
    return presentCompanyDetail(organisation, listed, locale, accountTypeChangeableFrom(organisation, clock()));
  };

  return {
    /** POST /au/company/detail: the organisation, with its catalogue entry when it is a listed company. */
    getDetail: async (actor: UserActor, locale: Locale): Promise<CompanyDetail> =>
      detailOf((await organisations.findOrganisation(actor.organisation.id)) ?? actor.organisation, locale),

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
        ? await organisations.updateOrganisation(actor.organisation.id, changes, clock())
        : ((await organisations.findOrganisation(actor.organisation.id)) ?? actor.organisation);
      return detailOf(organisation, locale);
    },

    /**
     * POST /au/company/updateAccountType (admin): the shared account-type change (once a year, spec §4).
     * @throws as AccountTypeService.change.
     */
    updateAccountType: async (actor: UserActor, body: UpdateAccountTypeBody, locale: Locale): Promise<CompanyDetail> =>
      detailOf(await accountTypes.change(actor.organisation.id, body), locale),
  };
};

export type CompanyService = ReturnType<typeof createCompanyService>;
