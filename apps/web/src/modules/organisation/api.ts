import {
  organisationEndpoints as endpoints,
  type CompanyDetail,
  type EndpointParams,
  type ServiceCompanyList,
  type StockSearchResult,
} from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** Service (client) companies, spec §7 /au/serviceCompany/* and /au/serviceIcrisCompany/*. */
export type ServiceCompanyKind = 'listed' | 'icris';

const callsOf = (kind: ServiceCompanyKind) => (kind === 'listed' ? endpoints.serviceCompany : endpoints.serviceIcrisCompany);

export const listServiceCompanies = (kind: ServiceCompanyKind, page: number, limit: number): Promise<ServiceCompanyList> =>
  callEndpoint(callsOf(kind).list, { page, limit });

/** Resolves with the new client company's id. */
export const addListedServiceCompany = (body: EndpointParams<typeof endpoints.serviceCompany.add>): Promise<string> => callEndpoint(endpoints.serviceCompany.add, body);

/** Resolves with the new client company's id. */
export const addIcrisServiceCompany = (body: EndpointParams<typeof endpoints.serviceIcrisCompany.add>): Promise<string> =>
  callEndpoint(endpoints.serviceIcrisCompany.add, body);

export const deleteServiceCompany = (kind: ServiceCompanyKind, id: string): Promise<null> => callEndpoint(callsOf(kind).delete, { id });

export const setDefaultServiceCompany = (kind: ServiceCompanyKind, id: string): Promise<null> => callEndpoint(callsOf(kind).setDefault, { id });

export const searchStocks = (queryName: string, limit = 20, signal?: AbortSignal): Promise<StockSearchResult[]> =>
  callEndpoint(endpoints.listCompanyInfo, { queryName, limit }, { signal });

/** The caller's own company (spec §7 /au/company/detail; names in the request language). */
export const getCompanyDetail = (): Promise<CompanyDetail> => callEndpoint(endpoints.companyDetail, {});

/** Administrator: the company fields the server stores. */
export const updateCompany = (body: EndpointParams<typeof endpoints.updateCompany>): Promise<CompanyDetail> => callEndpoint(endpoints.updateCompany, body);

/** Administrator: the account type, once a year (the server answers when it is too soon). */
export const updateAccountType = (body: EndpointParams<typeof endpoints.updateAccountType>): Promise<CompanyDetail> =>
  callEndpoint(endpoints.updateAccountType, body);
