import { DocumentSearch } from '../../../modules/disclosure';

/** /disData/notice/list: every announcement, Hong Kong or A-share. */
export const NoticeListPage = () => (
  <DocumentSearch screen={{ kind: 'announcement' }} features={{ stocks: true, categories: true }} hasMarketSwitch defaults={{ market: 'HK' }} />
);
