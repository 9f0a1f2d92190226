import { DirectorDetailView } from '../../../modules/companies';

/** /disData/director/detail?id: one director and the other directorships of the same name. */
export const DirectorDetailPage = () => <DirectorDetailView />;
