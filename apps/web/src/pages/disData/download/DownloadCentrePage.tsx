import { DownloadCentre } from '../../../modules/downloads';

/** /disData/download/index (VIP): bulk download of companies' documents as a zip. */
export const DownloadCentrePage = () => <DownloadCentre />;
