import { CertificationReview } from '../../modules/organisation';

/** /admin/certification: staff review of certification requests. */
export const CertificationReviewPage = () => <CertificationReview />;
