import type { CompanyPersonList } from '@app/contracts';
import { apiPost } from '../../lib/http';

/** Typed calls of spec §7 /au/companyPerson/* (admin only). */

export type PersonListQuery = { page: number; limit: number; queryName?: string; accountStatus?: 1 | 2 };
export type PersonFields = { name: string; phone: string; phoneType: number; email?: string; job?: string };
/** /openClose type: 1 login access, 2 AI secretary, 3 document generation. */
export type SwitchKind = 1 | 2 | 3;

export const listPeople = (query: PersonListQuery): Promise<CompanyPersonList> => apiPost<CompanyPersonList>('/au/companyPerson/list', query);
/** Adds an account with login access; resolves with its id (-9 when the organisation is full). */
export const addPerson = (fields: PersonFields): Promise<string> => apiPost<string>('/au/companyPerson/add', fields);
export const updatePerson = (id: string, fields: Partial<PersonFields>): Promise<null> => apiPost<null>('/au/companyPerson/update', { id, ...fields });
export const deletePerson = (id: string): Promise<null> => apiPost<null>('/au/companyPerson/delete', { id });
export const switchRight = (id: string, type: SwitchKind, open: boolean): Promise<null> => apiPost<null>('/au/companyPerson/openClose', { id, type, code: open ? 1 : 0 });
export const changeAdmin = (id: string): Promise<null> => apiPost<null>('/au/companyPerson/chageAdmin', { id });
