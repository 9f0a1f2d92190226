import type { BusinessCard, CertificationReviewList, CompanyCheckDetail } from '@app/contracts';
import { apiPost } from '../../../lib/http';

/** Certification calls (spec §6): the user's own request and the staff review. Server module: organisation. */
export const getCertificationDetail = (): Promise<CompanyCheckDetail> => apiPost<CompanyCheckDetail>('/au/company/companyCheckDetail');

export const uploadBusinessCard = (file: File): Promise<BusinessCard> => apiPost<BusinessCard>('/upload/businessCard', { file }, { encoding: 'multipart' });

export const submitCertification = (body: {
  name: string;
  phone: string;
  userCompanyName: string;
  job?: string;
  email?: string;
  type: number;
  stockCode?: string;
  filePath: string;
}): Promise<unknown> => apiPost<unknown>('/au/company/certificationCompany', body);

export const listCertifications = (page: number, limit: number, status?: number): Promise<CertificationReviewList> =>
  apiPost<CertificationReviewList>('/au/admin/certification/list', { page, limit, status });
export const approveCertification = (id: string): Promise<unknown> => apiPost<unknown>('/au/admin/certification/approve', { id });
export const rejectCertification = (id: string, reason: string): Promise<unknown> => apiPost<unknown>('/au/admin/certification/reject', { id, reason });
