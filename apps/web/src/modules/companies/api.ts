import {
  companiesEndpoints as endpoints,
  disclosureEndpoints,
  type AuditorClients,
  type AuditorList,
  type ContactList,
  type DirectorDetail,
  type DirectorList,
  type DocumentSearchResult,
  type EndpointParams,
  type HkCompanyDetail,
  type HkCompanyList,
  type ListedCompanyDetail,
  type ListedCompanyList,
  type ListedCompanyShareholders,
  type ListedCompanyStatus,
  type OfferingCreated,
  type OfferingDetail,
  type OfferingList,
  type OfferingReviewList,
} from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** A listed company as its pages address it: market ('HK', 'SH', 'SZ', 'BJ' or 'A') and code. */
export type CompanyKey = EndpointParams<typeof endpoints.listedDetail>;

/**
 * A list call's parameters as a list screen holds them: the call's own field names, with the
 * filter values as the URL query carries them (text the server validates; see list-state.ts).
 */
type UrlListParams<P> = { [K in keyof P]?: P[K] | string };

/** The server validates URL filter values like any other input (a hand-edited URL gets its 400 field message). */
const urlFilters = <P,>(body: UrlListParams<P>) => body as P;

export type ListedCompanyListParams = UrlListParams<EndpointParams<typeof endpoints.listListed>>;
export type HkCompanyListParams = UrlListParams<EndpointParams<typeof endpoints.listHk>>;
export type DirectorListParams = UrlListParams<EndpointParams<typeof endpoints.listDirectors>>;
export type OfferingListParams = UrlListParams<EndpointParams<typeof endpoints.listOfferings>>;
export type AuditorListParams = UrlListParams<EndpointParams<typeof endpoints.listAuditors>>;
export type AuditorClientsParams = UrlListParams<EndpointParams<typeof endpoints.auditorClients>>;
export type ContactListParams = UrlListParams<EndpointParams<typeof endpoints.listContacts>>;
export type OfferingCreateParams = EndpointParams<typeof endpoints.addOffering>;

/**
 * Listed or delisted companies (POST /au/listedCompany/list).
 * @throws ApiError -10 when a non-VIP caller uses a VIP-only filter (the buy-VIP dialog opens)
 */
export const listListedCompanies = (body: ListedCompanyListParams, signal?: AbortSignal): Promise<ListedCompanyList> => callEndpoint(endpoints.listListed, urlFilters(body), { signal });

/**
 * A company's detail page (POST /au/listedCompany/detail), counted against the free company quota.
 * @throws ApiError 404 unknown company, 2000 quota used up (the dialog or sign-in opens)
 */
export const getListedCompanyDetail = (key: CompanyKey, signal?: AbortSignal): Promise<ListedCompanyDetail> => callEndpoint(endpoints.listedDetail, key, { signal });

/** Every substantial shareholder (POST /au/listedCompany/shareholders), counted like the detail page. */
export const getShareholders = (key: CompanyKey, signal?: AbortSignal): Promise<ListedCompanyShareholders> =>
  callEndpoint(endpoints.listedShareholders, key, { signal });

/** Listing-state history of a company (market, stockCode) or an applicant (offering id). */
export const getListingStatus = (key: CompanyKey | { id: string }, signal?: AbortSignal): Promise<ListedCompanyStatus> =>
  callEndpoint(endpoints.listedStatus, key, { signal });

export const listHkCompanies = (body: HkCompanyListParams, signal?: AbortSignal): Promise<HkCompanyList> => callEndpoint(endpoints.listHk, urlFilters(body), { signal });

/** One Hong Kong registry company, counted against the company quota. */
export const getHkCompanyDetail = (companyNo: string, signal?: AbortSignal): Promise<HkCompanyDetail> => callEndpoint(endpoints.hkDetail, { companyNo }, { signal });

export const listDirectors = (body: DirectorListParams, signal?: AbortSignal): Promise<DirectorList> => callEndpoint(endpoints.listDirectors, urlFilters(body), { signal });

/** One director with the other directorships of the same name, counted against the company quota. */
export const getDirectorDetail = (id: string, signal?: AbortSignal): Promise<DirectorDetail> => callEndpoint(endpoints.directorDetail, { id }, { signal });

export const listOfferings = (body: OfferingListParams, signal?: AbortSignal): Promise<OfferingList> => callEndpoint(endpoints.listOfferings, urlFilters(body), { signal });

/** One new issue, counted against the company quota. */
export const getOfferingDetail = (id: string, signal?: AbortSignal): Promise<OfferingDetail> => callEndpoint(endpoints.offeringDetail, { id }, { signal });

/**
 * Adds a new issue (POST /au/offering/add, signed-in users).
 * @throws ApiError 400 with resultData.details per field (shown beside the fields)
 */
export const addOffering = (body: OfferingCreateParams): Promise<OfferingCreated> => callEndpoint(endpoints.addOffering, body, { fieldErrors: true });

/** Staff: user-added new issues, pending first (status 'pending' | 'approved' | 'rejected', or all). */
export const listOfferingsForReview = (page: number, limit: number, status?: EndpointParams<typeof endpoints.listOfferingsForReview>['status']): Promise<OfferingReviewList> =>
  callEndpoint(endpoints.listOfferingsForReview, { page, limit, status });
/** Staff: shows a pending user-added new issue to everyone. */
export const approveOffering = (id: string): Promise<null> => callEndpoint(endpoints.approveOffering, { id });
/** Staff: keeps a pending user-added new issue to its submitter, with an optional reason. */
export const rejectOffering = (id: string, reason?: string): Promise<null> => callEndpoint(endpoints.rejectOffering, { id, reason });

/** A company's announcements, newest first (POST /au/document/search, kind announcement). */
export const searchCompanyAnnouncements = (stockCode: string, page: number, limit: number, signal?: AbortSignal): Promise<DocumentSearchResult> =>
  callEndpoint(disclosureEndpoints.search, { kind: 'announcement', stockCodes: stockCode, page, limit }, { signal });

/** Accounting firms of listed companies with their client counts (POST /au/auditor/list, public and free). */
export const listAuditors = (body: AuditorListParams, signal?: AbortSignal): Promise<AuditorList> => callEndpoint(endpoints.listAuditors, urlFilters(body), { signal });

/** The listed companies one firm audits (POST /au/auditor/clients). */
export const listAuditorClients = (body: AuditorClientsParams, signal?: AbortSignal): Promise<AuditorClients> => callEndpoint(endpoints.auditorClients, urlFilters(body), { signal });

/** Secretary, chairman, office, website and registrar of listed companies (POST /au/listedCompany/contacts, public and free). */
export const listContacts = (body: ContactListParams, signal?: AbortSignal): Promise<ContactList> => callEndpoint(endpoints.listContacts, urlFilters(body), { signal });
