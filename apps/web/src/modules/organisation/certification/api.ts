import {
  organisationEndpoints,
  type BusinessCard,
  type CertificationReviewList,
  type CompanyCheckDetail,
  type EndpointParams,
  type EndpointResult,
} from '@app/contracts';
import { callEndpoint } from '../../../lib/http';

/** Certification calls (spec §6): the user's own request and the staff review. Server module: organisation. */
export const getCertificationDetail = (): Promise<CompanyCheckDetail> => callEndpoint(organisationEndpoints.companyCheckDetail, {});

export const uploadBusinessCard = (file: File): Promise<BusinessCard> => callEndpoint(organisationEndpoints.uploadBusinessCard, { file });

export const submitCertification = (body: EndpointParams<typeof organisationEndpoints.certificationCompany>): Promise<EndpointResult<typeof organisationEndpoints.certificationCompany>> =>
  callEndpoint(organisationEndpoints.certificationCompany, body);

export const listCertifications = (page: number, limit: number, status?: number): Promise<CertificationReviewList> =>
  callEndpoint(organisationEndpoints.listCertifications, { page, limit, status });
export const approveCertification = (id: string): Promise<null> => callEndpoint(organisationEndpoints.approveCertification, { id });
export const rejectCertification = (id: string, reason: string): Promise<null> => callEndpoint(organisationEndpoints.rejectCertification, { id, reason });
