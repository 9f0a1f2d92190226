import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISCLOSURE_NS, DocumentSearch } from '../../../modules/disclosure';

/** /disData/notice/focus: announcements of the companies the user follows. */
export const FocusNoticesPage = () => {
  const { t } = useTranslation(DISCLOSURE_NS);
  return (
    <DocumentSearch
      screen={{ kind: 'announcement', owner: 'focus' }}
      features={{ stocks: true, categories: true }}
      intro={
        <Typography.Paragraph type="secondary">
          {t('owners.focus')} <Link to="/manage/person/focus">{t('owners.manageFocus')}</Link>
        </Typography.Paragraph>
      }
    />
  );
};
