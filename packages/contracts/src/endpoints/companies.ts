import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  DirectorDetailBodySchema,
  DirectorDetailSchema,
  DirectorListBodySchema,
  DirectorListSchema,
  HkCompanyDetailBodySchema,
  HkCompanyDetailSchema,
  HkCompanyListBodySchema,
  HkCompanyListSchema,
  ListedCompanyDetailSchema,
  ListedCompanyKeyBodySchema,
  ListedCompanyListBodySchema,
  ListedCompanyListSchema,
  ListedCompanyShareholdersSchema,
  ListedCompanyStatusBodySchema,
  ListedCompanyStatusSchema,
  OfferingCreatedSchema,
  OfferingDetailBodySchema,
  OfferingDetailSchema,
  OfferingListBodySchema,
  OfferingListSchema,
  OfferingReviewBodySchema,
  OfferingReviewListBodySchema,
  OfferingReviewListSchema,
} from '../companies';
import { OfferingCreateBodySchema } from '../offering-create';
import {
  AuditorClientsBodySchema,
  AuditorClientsSchema,
  AuditorListBodySchema,
  AuditorListSchema,
  ContactListBodySchema,
  ContactListSchema,
} from '../directory';

/** Company search, directors, new issues, auditors and contacts: /au/listedCompany/*, /au/hkCompany/*, /au/director/*, /au/offering/*, /au/auditor/*. */
export const companiesEndpoints = {
  listListed: defineEndpoint({ path: '/au/listedCompany/list', request: ListedCompanyListBodySchema, response: ListedCompanyListSchema }),
  listedDetail: defineEndpoint({ path: '/au/listedCompany/detail', request: ListedCompanyKeyBodySchema, response: ListedCompanyDetailSchema }),
  listedShareholders: defineEndpoint({ path: '/au/listedCompany/shareholders', request: ListedCompanyKeyBodySchema, response: ListedCompanyShareholdersSchema }),
  listedStatus: defineEndpoint({ path: '/au/listedCompany/status', request: ListedCompanyStatusBodySchema, response: ListedCompanyStatusSchema }),
  listHk: defineEndpoint({ path: '/au/hkCompany/list', request: HkCompanyListBodySchema, response: HkCompanyListSchema }),
  hkDetail: defineEndpoint({ path: '/au/hkCompany/detail', request: HkCompanyDetailBodySchema, response: HkCompanyDetailSchema }),
  listDirectors: defineEndpoint({ path: '/au/director/list', request: DirectorListBodySchema, response: DirectorListSchema }),
  directorDetail: defineEndpoint({ path: '/au/director/detail', request: DirectorDetailBodySchema, response: DirectorDetailSchema }),
  listOfferings: defineEndpoint({ path: '/au/offering/list', request: OfferingListBodySchema, response: OfferingListSchema }),
  offeringDetail: defineEndpoint({ path: '/au/offering/detail', request: OfferingDetailBodySchema, response: OfferingDetailSchema }),
  addOffering: defineEndpoint({ path: '/au/offering/add', request: OfferingCreateBodySchema, response: OfferingCreatedSchema }),
  /** Staff review of user-added new issues (back office). */
  listOfferingsForReview: defineEndpoint({ path: '/au/admin/offering/list', request: OfferingReviewListBodySchema, response: OfferingReviewListSchema }),
  approveOffering: defineEndpoint({ path: '/au/admin/offering/approve', request: OfferingReviewBodySchema, response: z.null() }),
  rejectOffering: defineEndpoint({ path: '/au/admin/offering/reject', request: OfferingReviewBodySchema, response: z.null() }),
  listAuditors: defineEndpoint({ path: '/au/auditor/list', request: AuditorListBodySchema, response: AuditorListSchema }),
  auditorClients: defineEndpoint({ path: '/au/auditor/clients', request: AuditorClientsBodySchema, response: AuditorClientsSchema }),
  listContacts: defineEndpoint({ path: '/au/listedCompany/contacts', request: ContactListBodySchema, response: ContactListSchema }),
};
