import { CompanyLimits, type HkCompanyDetail, type HkCompanyDetailBody, type HkCompanyList, type HkCompanyListBody, type Locale } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { QuotaService } from '../quota/quota.service';
import { presentHkCompany, presentNameHistory } from './companies.presenter';
import { keywordVariants } from './company-keys';
import type { HkCompaniesRepository } from './hk-companies.repository';
import type { Caller } from '../auth/actor';

type Dependencies = { hkCompanies: HkCompaniesRepository; quota: QuotaService };

/** Hong Kong companies of the Companies Registry (spec §2 /disData/comp/hkCom, detailHK). */
export const createHkCompaniesService = ({ hkCompanies, quota }: Dependencies) => ({
  /** POST /au/hkCompany/list: by name (either language and script) or company number, and status. */
  list: async (body: HkCompanyListBody, locale: Locale): Promise<HkCompanyList> => {
    const offset = (body.page - 1) * body.limit;
    if (offset >= CompanyLimits.maxOffset) return { list: [], total: 0 };
    const { rows, total } = await hkCompanies.list({ keywords: body.keyword ? keywordVariants(body.keyword) : undefined, status: body.status, offset, limit: body.limit });
    return { list: rows.map((row) => presentHkCompany(row, locale)), total };
  },

  /**
   * The names a registry company is registered under, exactly as the source writes them (no reader's script,
   * no quota): what a registry order keeps, so every reader sees the name converted from the original.
   */
  registeredNames: async (companyNo: string): Promise<{ nameEn: string | null; nameZh: string | null } | null> => {
    const company = await hkCompanies.findByNumber(companyNo);
    return company ? { nameEn: company.nameEn, nameZh: company.nameZh } : null;
  },

  /**
   * POST /au/hkCompany/detail: counted against the company quota once the company is found.
   * @throws COMPANIES_HK_COMPANY_NOT_FOUND, QUOTA_COMPANY_EXCEEDED (2000)
   */
  detail: async (body: HkCompanyDetailBody, caller: Caller): Promise<HkCompanyDetail> => {
    const company = await hkCompanies.findByNumber(body.companyNo);
    if (!company) throw new AppError('COMPANIES_HK_COMPANY_NOT_FOUND', { params: { companyNo: body.companyNo } });
    const use = await quota.consume(caller, 'company');
    return {
      ...presentHkCompany(company, caller.locale),
      placeOfIncorporation: company.placeOfIncorporation,
      windingUpMode: company.windingUpMode,
      nameHistory: presentNameHistory(company.nameHistory, caller.locale),
      quota: use,
    };
  },
});

export type HkCompaniesService = ReturnType<typeof createHkCompaniesService>;
