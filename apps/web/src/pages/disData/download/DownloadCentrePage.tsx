import { DownloadCentre } from '../../../modules/statistics';

/** /disData/download/index (VIP): bulk download of companies' documents as a zip. */
export const DownloadCentrePage = () => <DownloadCentre />;
