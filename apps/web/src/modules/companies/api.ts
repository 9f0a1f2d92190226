import type {
  OfferingReviewList,
  AuditorClients,
  AuditorList,
  ContactList,
  DirectorDetail,
  DirectorList,
  DocumentSearchResult,
  HkCompanyDetail,
  HkCompanyList,
  ListedCompanyDetail,
  ListedCompanyList,
  ListedCompanyShareholders,
  ListedCompanyStatus,
  OfferingCreated,
  OfferingDetail,
  OfferingList,
} from '@app/contracts';
import { apiPost, type RequestParams } from '../../lib/http';

/** A listed company as its pages address it: market ('HK', 'SH', 'SZ', 'BJ' or 'A') and code. */
export type CompanyKey = { market?: string; stockCode: string };

/**
 * Listed or delisted companies (POST /au/listedCompany/list).
 * @throws ApiError -10 when a non-VIP caller uses a VIP-only filter (the buy-VIP dialog opens)
 */
export const listListedCompanies = (body: RequestParams, signal?: AbortSignal): Promise<ListedCompanyList> =>
  apiPost<ListedCompanyList>('/au/listedCompany/list', body, { signal });

/**
 * A company's detail page (POST /au/listedCompany/detail), counted against the free company quota.
 * @throws ApiError 404 unknown company, 2000 quota used up (the dialog or sign-in opens)
 */
export const getListedCompanyDetail = (key: CompanyKey, signal?: AbortSignal): Promise<ListedCompanyDetail> =>
  apiPost<ListedCompanyDetail>('/au/listedCompany/detail', key, { signal });

/** Every substantial shareholder (POST /au/listedCompany/shareholders), counted like the detail page. */
export const getShareholders = (key: CompanyKey, signal?: AbortSignal): Promise<ListedCompanyShareholders> =>
  apiPost<ListedCompanyShareholders>('/au/listedCompany/shareholders', key, { signal });

/** Listing-state history of a company (market, stockCode) or an applicant (offering id). */
export const getListingStatus = (key: CompanyKey | { id: string }, signal?: AbortSignal): Promise<ListedCompanyStatus> =>
  apiPost<ListedCompanyStatus>('/au/listedCompany/status', key, { signal });

export const listHkCompanies = (body: RequestParams, signal?: AbortSignal): Promise<HkCompanyList> => apiPost<HkCompanyList>('/au/hkCompany/list', body, { signal });

/** One Hong Kong registry company, counted against the company quota. */
export const getHkCompanyDetail = (companyNo: string, signal?: AbortSignal): Promise<HkCompanyDetail> =>
  apiPost<HkCompanyDetail>('/au/hkCompany/detail', { companyNo }, { signal });

export const listDirectors = (body: RequestParams, signal?: AbortSignal): Promise<DirectorList> => apiPost<DirectorList>('/au/director/list', body, { signal });

/** One director with the other directorships of the same name, counted against the company quota. */
export const getDirectorDetail = (id: string, signal?: AbortSignal): Promise<DirectorDetail> => apiPost<DirectorDetail>('/au/director/detail', { id }, { signal });

export const listOfferings = (body: RequestParams, signal?: AbortSignal): Promise<OfferingList> => apiPost<OfferingList>('/au/offering/list', body, { signal });

/** One new issue, counted against the company quota. */
export const getOfferingDetail = (id: string, signal?: AbortSignal): Promise<OfferingDetail> => apiPost<OfferingDetail>('/au/offering/detail', { id }, { signal });

/**
 * Adds a new issue (POST /au/offering/add, signed-in users).
 * @throws ApiError 400 with resultData.details per field (shown beside the fields)
 */
export const addOffering = (body: RequestParams): Promise<OfferingCreated> => apiPost<OfferingCreated>('/au/offering/add', body, { fieldErrors: true });

/** Staff: user-added new issues, pending first (status 'pending' | 'approved' | 'rejected', or all). */
export const listOfferingsForReview = (page: number, limit: number, status?: string): Promise<OfferingReviewList> =>
  apiPost<OfferingReviewList>('/au/admin/offering/list', { page, limit, status });
/** Staff: shows a pending user-added new issue to everyone. */
export const approveOffering = (id: string): Promise<unknown> => apiPost<unknown>('/au/admin/offering/approve', { id });
/** Staff: keeps a pending user-added new issue to its submitter, with an optional reason. */
export const rejectOffering = (id: string, reason?: string): Promise<unknown> => apiPost<unknown>('/au/admin/offering/reject', { id, reason });

/** A company's announcements, newest first (POST /au/document/search, kind announcement). */
export const searchCompanyAnnouncements = (stockCode: string, page: number, limit: number, signal?: AbortSignal): Promise<DocumentSearchResult> =>
  apiPost<DocumentSearchResult>('/au/document/search', { kind: 'announcement', stockCodes: stockCode, page, limit }, { signal });

/** Accounting firms of listed companies with their client counts (POST /au/auditor/list, public and free). */
export const listAuditors = (body: RequestParams, signal?: AbortSignal): Promise<AuditorList> => apiPost<AuditorList>('/au/auditor/list', body, { signal });

/** The listed companies one firm audits (POST /au/auditor/clients). */
export const listAuditorClients = (body: RequestParams, signal?: AbortSignal): Promise<AuditorClients> => apiPost<AuditorClients>('/au/auditor/clients', body, { signal });

/** Secretary, chairman, office, website and registrar of listed companies (POST /au/listedCompany/contacts, public and free). */
export const listContacts = (body: RequestParams, signal?: AbortSignal): Promise<ContactList> => apiPost<ContactList>('/au/listedCompany/contacts', body, { signal });
