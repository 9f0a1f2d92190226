import { CertificationReview } from '../../modules/account';

/** /admin/certification: staff review of certification requests. */
export const CertificationReviewPage = () => <CertificationReview />;
