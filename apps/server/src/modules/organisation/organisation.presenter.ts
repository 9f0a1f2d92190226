import type { CertificationRequest, CertificationReviewItem, CompanyDetail, ListedCompany, Locale, Market, ServiceCompany } from '@app/contracts';
import { maskMobile } from '@app/domain';
import { nameForReader } from '../../lib/reader-name';
import type { OrganisationRow } from '../auth/access.policy';
import type { CertificationRequestRow } from './organisation.repository';
import type { CatalogueCompany as ListedCompanyRow } from '../companies/catalogue.service';
import type { ServiceCompanyRow } from './service-companies.repository';

/**
 * The name to show in `locale`: English for en, Chinese (in the reader's script) otherwise, each falling back
 * to the other. Only for display: the stored companyNameCn / companyNameEn beside it are what forms edit.
 */
export const nameInLocale = (locale: Locale, chinese: string | null, english: string | null): string | null =>
  (locale === 'en' ? (english ?? chinese) : (nameForReader(chinese, locale) ?? english)) ?? null;

/** service_companies row → spec §3 service company (allow-list). */
export const presentServiceCompany = (row: ServiceCompanyRow, locale: Locale): ServiceCompany => ({
  id: row.id,
  stockCode: row.stockCode,
  companyNo: row.companyNo,
  name: nameInLocale(locale, row.companyNameCn, row.companyNameEn) ?? row.stockCode ?? row.companyNo ?? '',
  companyNameCn: row.companyNameCn,
  companyNameEn: row.companyNameEn,
  job: row.job,
  status: row.status,
});

/** listed_companies row → catalogue entry (allow-list). */
export const presentListedCompany = (row: ListedCompanyRow): ListedCompany => ({
  stockCode: row.stockCode,
  market: row.market as Market,
  shortNameEn: row.shortNameEn,
  shortNameCn: row.shortNameCn,
  status: row.status,
  listingDate: row.listingDate,
});

/** organisations row (+ catalogue entry for type 1) → company detail (allow-list). */
export const presentCompanyDetail = (
  organisation: OrganisationRow,
  listed: ListedCompanyRow | undefined,
  locale: Locale,
  typeChangeableFrom: Date | null,
): CompanyDetail => ({
  companyId: organisation.id,
  type: organisation.type,
  stockCode: organisation.stockCode,
  companyName: nameInLocale(locale, organisation.shortNameCn, organisation.shortNameEn) ?? organisation.userCompanyName,
  companyNameCn: organisation.shortNameCn,
  companyNameEn: organisation.shortNameEn,
  shortName: organisation.userCompanyName,
  registAddress: organisation.companyAddress,
  province: organisation.province,
  city: organisation.city,
  district: organisation.district,
  headImageUrl: organisation.headImageUrl,
  certificationStatus: organisation.certificationStatus,
  certificationCheckStatus: organisation.certificationCheckStatus,
  checkStatus: organisation.checkStatus,
  accountTypeChangeableFrom: typeChangeableFrom ? typeChangeableFrom.toISOString().slice(0, 10) : null,
  listedCompany: listed ? presentListedCompany(listed) : null,
});

const presentRequestFields = (row: CertificationRequestRow) => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  name: row.name,
  userCompanyName: row.userCompanyName,
  job: row.job,
  email: row.email,
  type: row.accountType,
  stockCode: row.stockCode,
  checkType: row.checkType,
  filePath: row.cardFileId,
  createDate: row.createdAt.toISOString(),
  reviewDate: row.reviewedAt?.toISOString() ?? null,
});

/** certification_requests row → what its submitter sees; the phone masked 3 + 4 (spec §9). */
export const presentCertificationRequest = (row: CertificationRequestRow): CertificationRequest => ({
  ...presentRequestFields(row),
  phone: maskMobile(row.phone),
});

/** certification_requests row → what a reviewer sees: the full phone (to verify against the card) and the submitter. */
export const presentCertificationReviewItem = (row: CertificationRequestRow): CertificationReviewItem => ({
  ...presentRequestFields(row),
  phone: row.phone,
  userId: row.userId,
  organisationId: row.organisationId,
  reviewedBy: row.reviewedBy,
});
