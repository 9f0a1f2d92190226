import { CompanyPeopleTable } from '../../../modules/companyPeople';

/** /manage/comp/staff (admin): the organisation's accounts and their rights. */
export const StaffPage = () => <CompanyPeopleTable />;
