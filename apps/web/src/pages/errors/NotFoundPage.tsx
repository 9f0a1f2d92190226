import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../routes';
import { StatusPanel } from '../../ui';

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
