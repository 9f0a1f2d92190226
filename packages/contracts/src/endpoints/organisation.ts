import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  AddDepartmentBodySchema,
  CompanyDepartmentListSchema,
  DepartmentExistBodySchema,
  DepartmentIdBodySchema,
  DepartmentListBodySchema,
  UpdateDepartmentBodySchema,
} from '../company-departments';
import {
  AddCompanyPersonBodySchema,
  CompanyPersonIdBodySchema,
  CompanyPersonListBodySchema,
  CompanyPersonListSchema,
  OpenCloseBodySchema,
  UpdateCompanyPersonBodySchema,
} from '../company-people';
import {
  AddServiceCompanyBodySchema,
  AddServiceIcrisCompanyBodySchema,
  BusinessCardSchema,
  CertificationCompanyBodySchema,
  CertificationIdBodySchema,
  CertificationReviewListSchema,
  CertificationSubmittedSchema,
  CompanyCheckDetailBodySchema,
  CompanyCheckDetailSchema,
  CompanyDetailSchema,
  CreatedIdSchema,
  ListCertificationsBodySchema,
  ListCompanyInfoBodySchema,
  ListServiceCompaniesBodySchema,
  RejectCertificationBodySchema,
  ServiceCompanyIdBodySchema,
  ServiceCompanyListSchema,
  StockSearchResultListSchema,
  UpdateAccountTypeBodySchema,
  UpdateCompanyBodySchema,
} from '../organisation';

/** A file part of a multipart upload (the web sends a File; the route reads the part itself). */
const FilePartSchema = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);

const serviceCompanyCalls = (prefix: '/au/serviceCompany' | '/au/serviceIcrisCompany') => ({
  list: defineEndpoint({ path: `${prefix}/list`, request: ListServiceCompaniesBodySchema, response: ServiceCompanyListSchema }),
  delete: defineEndpoint({ path: `${prefix}/delete`, request: ServiceCompanyIdBodySchema, response: z.null() }),
  setDefault: defineEndpoint({ path: `${prefix}/serviceDefault`, request: ServiceCompanyIdBodySchema, response: z.null() }),
});

/**
 * The account's company and its certification, client (service) companies, the stock
 * picker, the business-card upload (spec §7 Company) and the back-office certification review.
 */
export const organisationEndpoints = {
  companyDetail: defineEndpoint({ path: '/au/company/detail', request: z.object({}), response: CompanyDetailSchema }),
  updateCompany: defineEndpoint({ path: '/au/company/updateCompany', request: UpdateCompanyBodySchema, response: CompanyDetailSchema }),
  updateAccountType: defineEndpoint({ path: '/au/company/updateAccountType', request: UpdateAccountTypeBodySchema, response: CompanyDetailSchema }),
  companyCheckDetail: defineEndpoint({ path: '/au/company/companyCheckDetail', request: CompanyCheckDetailBodySchema, response: CompanyCheckDetailSchema }),
  certificationCompany: defineEndpoint({ path: '/au/company/certificationCompany', request: CertificationCompanyBodySchema, response: CertificationSubmittedSchema }),
  uploadBusinessCard: defineEndpoint({ path: '/upload/businessCard', encoding: 'multipart', request: z.object({ file: FilePartSchema }), response: BusinessCardSchema }),

  listCertifications: defineEndpoint({ path: '/au/admin/certification/list', request: ListCertificationsBodySchema, response: CertificationReviewListSchema }),
  approveCertification: defineEndpoint({ path: '/au/admin/certification/approve', request: CertificationIdBodySchema, response: z.null() }),
  rejectCertification: defineEndpoint({ path: '/au/admin/certification/reject', request: RejectCertificationBodySchema, response: z.null() }),
  /** The request's business-card image (the image itself, not an envelope). */
  certificationBusinessCard: defineEndpoint({ path: '/au/admin/certification/businessCard', request: CertificationIdBodySchema }),

  serviceCompany: {
    ...serviceCompanyCalls('/au/serviceCompany'),
    add: defineEndpoint({ path: '/au/serviceCompany/add', request: AddServiceCompanyBodySchema, response: CreatedIdSchema }),
  },
  serviceIcrisCompany: {
    ...serviceCompanyCalls('/au/serviceIcrisCompany'),
    add: defineEndpoint({ path: '/au/serviceIcrisCompany/add', request: AddServiceIcrisCompanyBodySchema, response: CreatedIdSchema }),
  },
  listCompanyInfo: defineEndpoint({ path: '/common/listCompanyInfo', request: ListCompanyInfoBodySchema, response: StockSearchResultListSchema }),

  listPeople: defineEndpoint({ path: '/au/companyPerson/list', request: CompanyPersonListBodySchema, response: CompanyPersonListSchema }),
  addPerson: defineEndpoint({ path: '/au/companyPerson/add', request: AddCompanyPersonBodySchema, response: CreatedIdSchema }),
  updatePerson: defineEndpoint({ path: '/au/companyPerson/update', request: UpdateCompanyPersonBodySchema, response: z.null() }),
  deletePerson: defineEndpoint({ path: '/au/companyPerson/delete', request: CompanyPersonIdBodySchema, response: z.null() }),
  openClose: defineEndpoint({ path: '/au/companyPerson/openClose', request: OpenCloseBodySchema, response: z.null() }),
  changeAdmin: defineEndpoint({ path: '/au/companyPerson/chageAdmin', request: CompanyPersonIdBodySchema, response: z.null() }),

  listDepartments: defineEndpoint({ path: '/au/companyDept/list', request: DepartmentListBodySchema, response: CompanyDepartmentListSchema }),
  addDepartment: defineEndpoint({ path: '/au/companyDept/add', request: AddDepartmentBodySchema, response: CreatedIdSchema }),
  renameDepartment: defineEndpoint({ path: '/au/companyDept/update', request: UpdateDepartmentBodySchema, response: z.null() }),
  deleteDepartment: defineEndpoint({ path: '/au/companyDept/delete', request: DepartmentIdBodySchema, response: z.null() }),
  departmentExists: defineEndpoint({ path: '/au/companyDept/exist', request: DepartmentExistBodySchema, response: z.boolean() }),
};
