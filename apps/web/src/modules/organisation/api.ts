import { apiPost } from '../../lib/http';
import type { CompanyDetail, ServiceCompanyList, StockSearchResult, UpdateAccountTypeBody, UpdateCompanyBody } from '@app/contracts';

/** Service (client) companies, spec §7 /au/serviceCompany/* and /au/serviceIcrisCompany/*. */
export type ServiceCompanyKind = 'listed' | 'icris';

const base = (kind: ServiceCompanyKind) => (kind === 'listed' ? '/au/serviceCompany' : '/au/serviceIcrisCompany');

export const listServiceCompanies = (kind: ServiceCompanyKind, page: number, limit: number): Promise<ServiceCompanyList> =>
  apiPost<ServiceCompanyList>(`${base(kind)}/list`, { page, limit });

export const addListedServiceCompany = (body: { stockCode: string; job: string; status: 1 | 2 }): Promise<unknown> =>
  apiPost<unknown>('/au/serviceCompany/add', body);

export const addIcrisServiceCompany = (body: { companyNo: string; companyNameCn?: string; companyNameEn?: string; job: string; status: 1 | 2 }): Promise<unknown> =>
  apiPost<unknown>('/au/serviceIcrisCompany/add', body);

export const deleteServiceCompany = (kind: ServiceCompanyKind, id: string): Promise<unknown> => apiPost<unknown>(`${base(kind)}/delete`, { id });

export const setDefaultServiceCompany = (kind: ServiceCompanyKind, id: string): Promise<unknown> => apiPost<unknown>(`${base(kind)}/serviceDefault`, { id });

export const searchStocks = (queryName: string, limit = 20): Promise<StockSearchResult[]> =>
  apiPost<StockSearchResult[]>('/common/listCompanyInfo', { queryName, limit });

/** The caller's own company (spec §7 /au/company/detail; names in the request language). */
export const getCompanyDetail = (): Promise<CompanyDetail> => apiPost<CompanyDetail>('/au/company/detail');

/** Administrator: the company fields the server stores. */
export const updateCompany = (body: UpdateCompanyBody): Promise<CompanyDetail> => apiPost<CompanyDetail>('/au/company/updateCompany', body);

/** Administrator: the account type, once a year (the server answers when it is too soon). */
export const updateAccountType = (body: UpdateAccountTypeBody): Promise<CompanyDetail> => apiPost<CompanyDetail>('/au/company/updateAccountType', body);
