import type { CompanyPerson } from '@app/contracts';
import { signedInUserReply } from '../../../test-utils';

/** Test fixtures shared by the staff and org page tests (not a test file itself). */


/** The organisation's admin, a company member with both switches on. */
export const adminUser = signedInUserReply({
  roles: ['isServeCom', 'admin'],
  user: { vipStatus: 3, adminStatus: 0, secretarySwitch: 1, fileSwitch: 1 },
  company: { shortNameEn: 'Harbour Law', shortNameCn: '海港律師行', userCompanyName: 'Harbour Law LLP', secretarySwitch: 1, fileSwitch: 1 },
});

/** A current employee with login access and no optional details. */
export const person = (id: string, name: string, extra: Partial<CompanyPerson> = {}): CompanyPerson => ({
  id,
  type: 1,
  name,
  deptId: null,
  job: 'Associate',
  jobStatus: 1,
  phone: '85291234567',
  standbyPhone: null,
  email: null,
  standbyEmail: null,
  tel: null,
  fox: null,
  remark: null,
  label: null,
  headImage: null,
  companyName: 'Harbour Law LLP',
  isAdmin: false,
  accountStatus: 1,
  secretarySwitch: 1,
  fileSwitch: 1,
  createDate: '2026-03-01T00:00:00.000Z',
  ...extra,
});
