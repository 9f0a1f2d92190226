import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCLOSURE_NS, DocumentSearch } from '../../../modules/disclosure';

/** /disData/notice/own: announcements of the user's own listed company. */
export const OwnNoticesPage = () => {
  const { t } = useTranslation(DISCLOSURE_NS);
  return (
    <DocumentSearch
      screen={{ kind: 'announcement', owner: 'own' }}
      features={{ categories: true }}
      intro={<Typography.Paragraph type="secondary">{t('owners.own')}</Typography.Paragraph>}
    />
  );
};
