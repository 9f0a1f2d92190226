import { useQuery } from '@tanstack/react-query';
import { getCompanyDetail, listServiceCompanies, searchStocks, type ServiceCompanyKind } from './api';

export const organisationKeys = {
  all: ['organisation'] as const,
  serviceCompanies: (kind: ServiceCompanyKind, page: number, limit: number) => [...organisationKeys.all, 'serviceCompanies', kind, page, limit] as const,
  stocks: (query: string) => [...organisationKeys.all, 'stocks', query] as const,
  companyDetail: () => [...organisationKeys.all, 'companyDetail'] as const,
};

export const useServiceCompaniesQuery = (kind: ServiceCompanyKind, page: number, limit: number, enabled = true) =>
  useQuery({ queryKey: organisationKeys.serviceCompanies(kind, page, limit), queryFn: () => listServiceCompanies(kind, page, limit), enabled });

export const useStockSearchQuery = (query: string) =>
  useQuery({ queryKey: organisationKeys.stocks(query), queryFn: () => searchStocks(query), enabled: query.trim().length > 0, staleTime: 60_000 });

export const useCompanyDetailQuery = () => useQuery({ queryKey: organisationKeys.companyDetail(), queryFn: getCompanyDetail });
