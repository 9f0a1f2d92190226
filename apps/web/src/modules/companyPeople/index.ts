export { COMPANY_PEOPLE_NS } from './constants';
export { companyPeopleKeys } from './queries';
export { CompanyPeopleTable } from './components/CompanyPeopleTable';
