import {
  organisationEndpoints as endpoints,
  type CompanyDepartmentList,
  type CompanyPersonList,
  type EndpointParams,
  type PersonSwitchType,
} from '@app/contracts';
import { callEndpoint } from '../../../lib/http';

/** Typed calls of spec §7 /au/companyPerson/* and /au/companyDept/* (admin only). */

/** deptId also matches the people of its sub-departments. */
export type PersonListQuery = EndpointParams<typeof endpoints.listPeople>;
/** On update the optional details (deptId … label) are the whole set: a missing one is cleared. `fox` is the fax number (the spec's field name). */
export type PersonFields = EndpointParams<typeof endpoints.addPerson>;
/** /openClose type: 1 login access, 2 AI secretary, 3 document generation. */
export type SwitchKind = PersonSwitchType;

export const listPeople = (query: PersonListQuery): Promise<CompanyPersonList> => callEndpoint(endpoints.listPeople, query);
/** Adds an account with login access; resolves with its id (-9 when the organisation is full). */
export const addPerson = (fields: PersonFields): Promise<string> => callEndpoint(endpoints.addPerson, fields);
export const updatePerson = (id: string, fields: Partial<PersonFields>): Promise<null> => callEndpoint(endpoints.updatePerson, { id, ...fields });
export const deletePerson = (id: string): Promise<null> => callEndpoint(endpoints.deletePerson, { id });
export const switchRight = (id: string, type: SwitchKind, open: boolean): Promise<null> => callEndpoint(endpoints.openClose, { id, type, code: open ? 1 : 0 });
export const changeAdmin = (id: string): Promise<null> => callEndpoint(endpoints.changeAdmin, { id });

/** Departments are few; one page of the largest size holds them all. */
export const listDepartments = (): Promise<CompanyDepartmentList> => callEndpoint(endpoints.listDepartments, { page: 1, limit: 50 });
/** Resolves with the new department's id (409 when the name is taken). */
export const addDepartment = (name: string, parentId?: string): Promise<string> => callEndpoint(endpoints.addDepartment, { name, parentId });
export const renameDepartment = (id: string, name: string): Promise<null> => callEndpoint(endpoints.renameDepartment, { id, name });
/** Deletes the department and its sub-departments; their people stay, without a department. */
export const deleteDepartment = (id: string): Promise<null> => callEndpoint(endpoints.deleteDepartment, { id });
