import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addOffering,
  getDirectorDetail,
  getHkCompanyDetail,
  getListedCompanyDetail,
  getListingStatus,
  getOfferingDetail,
  getShareholders,
  listAuditorClients,
  listAuditors,
  listContacts,
  listDirectors,
  listHkCompanies,
  listListedCompanies,
  listOfferings,
  searchCompanyAnnouncements,
  type AuditorClientsParams,
  type AuditorListParams,
  type CompanyKey,
  type ContactListParams,
  type DirectorListParams,
  type HkCompanyListParams,
  type ListedCompanyListParams,
  type OfferingListParams,
} from './api';

export const companiesKeys = {
  all: ['companies'] as const,
  listed: (body: ListedCompanyListParams) => [...companiesKeys.all, 'listed', body] as const,
  detail: (key: CompanyKey) => [...companiesKeys.all, 'detail', key] as const,
  shareholders: (key: CompanyKey) => [...companiesKeys.all, 'shareholders', key] as const,
  status: (key: CompanyKey | { id: string }) => [...companiesKeys.all, 'status', key] as const,
  hkList: (body: HkCompanyListParams) => [...companiesKeys.all, 'hk', body] as const,
  hkDetail: (companyNo: string) => [...companiesKeys.all, 'hkDetail', companyNo] as const,
  directors: (body: DirectorListParams) => [...companiesKeys.all, 'directors', body] as const,
  director: (id: string) => [...companiesKeys.all, 'director', id] as const,
  offerings: () => [...companiesKeys.all, 'offerings'] as const,
  offeringList: (body: OfferingListParams) => [...companiesKeys.offerings(), 'list', body] as const,
  offering: (id: string) => [...companiesKeys.offerings(), 'detail', id] as const,
  auditors: (body: AuditorListParams) => [...companiesKeys.all, 'auditors', body] as const,
  auditorClients: (body: AuditorClientsParams) => [...companiesKeys.all, 'auditorClients', body] as const,
  contacts: (body: ContactListParams) => [...companiesKeys.all, 'contacts', body] as const,
  announcements: (stockCode: string, page: number, limit: number) => [...companiesKeys.all, 'announcements', stockCode, page, limit] as const,
};

// Lists keep the previous page visible while the next loads; errors are shown by the API client's policy and not retried.
const listOptions = { retry: false, placeholderData: keepPreviousData, staleTime: 60_000 } as const;
// Detail calls count against the free quota: a page keeps its data rather than asking again.
const detailOptions = { retry: false, staleTime: 10 * 60_000, refetchOnMount: false } as const;

export const useListedCompaniesQuery = (body: ListedCompanyListParams) =>
  useQuery({ queryKey: companiesKeys.listed(body), queryFn: ({ signal }) => listListedCompanies(body, signal), ...listOptions });

export const useListedCompanyDetailQuery = (key: CompanyKey | undefined) =>
  useQuery({ queryKey: companiesKeys.detail(key ?? { stockCode: '' }), queryFn: ({ signal }) => getListedCompanyDetail(key!, signal), enabled: !!key, ...detailOptions });

export const useShareholdersQuery = (key: CompanyKey | undefined) =>
  useQuery({ queryKey: companiesKeys.shareholders(key ?? { stockCode: '' }), queryFn: ({ signal }) => getShareholders(key!, signal), enabled: !!key, ...detailOptions });

export const useListingStatusQuery = (key: CompanyKey | { id: string } | undefined) =>
  useQuery({ queryKey: companiesKeys.status(key ?? { id: '' }), queryFn: ({ signal }) => getListingStatus(key!, signal), enabled: !!key, retry: false, staleTime: 60_000 });

export const useHkCompaniesQuery = (body: HkCompanyListParams) => useQuery({ queryKey: companiesKeys.hkList(body), queryFn: ({ signal }) => listHkCompanies(body, signal), ...listOptions });

export const useHkCompanyDetailQuery = (companyNo: string | undefined) =>
  useQuery({ queryKey: companiesKeys.hkDetail(companyNo ?? ''), queryFn: ({ signal }) => getHkCompanyDetail(companyNo!, signal), enabled: !!companyNo, ...detailOptions });

export const useDirectorsQuery = (body: DirectorListParams) => useQuery({ queryKey: companiesKeys.directors(body), queryFn: ({ signal }) => listDirectors(body, signal), ...listOptions });

export const useDirectorDetailQuery = (id: string | undefined) =>
  useQuery({ queryKey: companiesKeys.director(id ?? ''), queryFn: ({ signal }) => getDirectorDetail(id!, signal), enabled: !!id, ...detailOptions });

export const useOfferingsQuery = (body: OfferingListParams) => useQuery({ queryKey: companiesKeys.offeringList(body), queryFn: ({ signal }) => listOfferings(body, signal), ...listOptions });

export const useOfferingDetailQuery = (id: string | undefined) =>
  useQuery({ queryKey: companiesKeys.offering(id ?? ''), queryFn: ({ signal }) => getOfferingDetail(id!, signal), enabled: !!id, ...detailOptions });

export const useAuditorsQuery = (body: AuditorListParams) => useQuery({ queryKey: companiesKeys.auditors(body), queryFn: ({ signal }) => listAuditors(body, signal), ...listOptions });

export const useAuditorClientsQuery = (body: AuditorClientsParams) =>
  useQuery({ queryKey: companiesKeys.auditorClients(body), queryFn: ({ signal }) => listAuditorClients(body, signal), ...listOptions });

export const useContactsQuery = (body: ContactListParams) => useQuery({ queryKey: companiesKeys.contacts(body), queryFn: ({ signal }) => listContacts(body, signal), ...listOptions });

export const useCompanyAnnouncementsQuery = (stockCode: string, page: number, limit: number, enabled: boolean) =>
  useQuery({
    queryKey: companiesKeys.announcements(stockCode, page, limit),
    queryFn: ({ signal }) => searchCompanyAnnouncements(stockCode, page, limit, signal),
    enabled,
    ...listOptions,
  });

/** Adds a new issue; the offering lists reload. */
export const useAddOfferingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addOffering, onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.offerings() }) });
};
