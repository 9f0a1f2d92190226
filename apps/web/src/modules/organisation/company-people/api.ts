import type { CompanyDepartmentList, CompanyPersonList } from '@app/contracts';
import { apiPost } from '../../../lib/http';

/** Typed calls of spec §7 /au/companyPerson/* and /au/companyDept/* (admin only). */

/** deptId also matches the people of its sub-departments. */
export type PersonListQuery = { page: number; limit: number; queryName?: string; accountStatus?: 1 | 2; deptId?: string; jobStatus?: 1 | 2 };
/** On update the optional details (deptId … label) are the whole set: a missing one is cleared. */
export type PersonFields = {
  name: string;
  phone: string;
  phoneType: number;
  email?: string;
  job?: string;
  deptId?: string;
  jobStatus?: number;
  standbyPhone?: string;
  standbyEmail?: string;
  tel?: string;
  /** Fax number (the spec's field name). */
  fox?: string;
  remark?: string;
  label?: string;
  /** The code texted to a new number (sendCode type 7): required when adding, and when the number changes. */
  code?: string;
};
/** /openClose type: 1 login access, 2 AI secretary, 3 document generation. */
export type SwitchKind = 1 | 2 | 3;

export const listPeople = (query: PersonListQuery): Promise<CompanyPersonList> => apiPost<CompanyPersonList>('/au/companyPerson/list', query);
/** Adds an account with login access; resolves with its id (-9 when the organisation is full). */
export const addPerson = (fields: PersonFields): Promise<string> => apiPost<string>('/au/companyPerson/add', fields);
export const updatePerson = (id: string, fields: Partial<PersonFields>): Promise<null> => apiPost<null>('/au/companyPerson/update', { id, ...fields });
export const deletePerson = (id: string): Promise<null> => apiPost<null>('/au/companyPerson/delete', { id });
export const switchRight = (id: string, type: SwitchKind, open: boolean): Promise<null> => apiPost<null>('/au/companyPerson/openClose', { id, type, code: open ? 1 : 0 });
export const changeAdmin = (id: string): Promise<null> => apiPost<null>('/au/companyPerson/chageAdmin', { id });

/** Departments are few; one page of the largest size holds them all. */
export const listDepartments = (): Promise<CompanyDepartmentList> => apiPost<CompanyDepartmentList>('/au/companyDept/list', { page: 1, limit: 50 });
/** Resolves with the new department's id (409 when the name is taken). */
export const addDepartment = (name: string, parentId?: string): Promise<string> => apiPost<string>('/au/companyDept/add', { name, parentId });
export const renameDepartment = (id: string, name: string): Promise<null> => apiPost<null>('/au/companyDept/update', { id, name });
/** Deletes the department and its sub-departments; their people stay, without a department. */
export const deleteDepartment = (id: string): Promise<null> => apiPost<null>('/au/companyDept/delete', { id });
