import { CompanyPeopleTable } from '../../../modules/organisation';

/** /manage/comp/staff (admin): the organisation's accounts and their rights. */
export const StaffPage = () => <CompanyPeopleTable />;
