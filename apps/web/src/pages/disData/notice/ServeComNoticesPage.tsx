import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DISCLOSURE_NS, DocumentSearch } from '../../../modules/disclosure';

/** /disData/notice/serveCom: announcements of the user's client (service) companies. */
export const ServeComNoticesPage = () => {
  const { t } = useTranslation(DISCLOSURE_NS);
  return (
    <DocumentSearch
      screen={{ kind: 'announcement', owner: 'serveCom' }}
      features={{ stocks: true, categories: true }}
      intro={
        <Typography.Paragraph type="secondary">
          {t('owners.serveCom')} <Link to="/manage/serveCom/set">{t('owners.manageServeCom')}</Link>
        </Typography.Paragraph>
      }
    />
  );
};
