import { DocumentDetailView } from '../../../modules/disclosure';

/** /disData/notice/detail and /disData/notice/detailA (?md5Key&langType): one announcement. */
export const NoticeDetailPage = () => <DocumentDetailView kind="announcement" />;
