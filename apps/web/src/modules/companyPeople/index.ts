export { COMPANY_PEOPLE_NS } from './constants';
export { companyPeopleKeys, useDepartmentsQuery } from './queries';
export { CompanyPeopleTable } from './components/CompanyPeopleTable';
export { DepartmentTree, findDepartment } from './components/DepartmentTree';
