import { DirectorListView } from '../../../modules/companies';

/** /disData/director/cancel: directors who resigned. */
export const ResignedDirectorsPage = () => <DirectorListView status="resigned" />;
