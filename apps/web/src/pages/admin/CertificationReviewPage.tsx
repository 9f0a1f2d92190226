import { CertificationReview } from '../../modules/organisation';
import { OfferingReview } from '../../modules/companies';

/** /admin/certification: staff review of certification requests, and beside it of user-added new issues. */
export const CertificationReviewPage = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    <CertificationReview />
    <OfferingReview />
  </div>
);
