import { DirectorListView } from '../../../modules/companies';

/** /disData/director/list: serving directors. */
export const DirectorListPage = () => <DirectorListView status="serving" />;
