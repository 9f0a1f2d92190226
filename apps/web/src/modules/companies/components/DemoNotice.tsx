import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANIES_NS } from '../constants';

/**
 * The notice on a page whose data is generated; `notice` 'demoProfileNotice' on a listed company, whose listing facts are real.
 * (Apart from the tags: the announcement list uses those, and AntD's Alert stays off the first page, issue 19.)
 */
export const DemoNotice = ({ source, notice = 'demoNotice' }: { source: string | null | undefined; notice?: 'demoNotice' | 'demoProfileNotice' }) => {
  const { t } = useTranslation(COMPANIES_NS);
  if (source !== 'demo') return null;
  return <Alert type="warning" showIcon title={t(notice)} data-testid="demo-notice" />;
};
