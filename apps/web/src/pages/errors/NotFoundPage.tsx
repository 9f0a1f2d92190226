import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPanel } from '../../ui';
import { HOME_PATH } from '../../navigation';

/** Spec §2: 404 — check the URL, back to home. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <StatusPanel
      tone="warning"
      icon="404"
      title={t('notFound.title')}
      description={t('notFound.description')}
      actions={
        <Link to={HOME_PATH}>
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    />
  );
};
