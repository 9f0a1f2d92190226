import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { StatusPanel } from '../../ui';
import { HOME_PATH } from '../../navigation';

/** Spec §2/§6: 401 — no access; contact the administrator or customer service. */
export const NoAccessPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPanel
      tone="error"
      icon="401"
      title={t('noAccess.title')}
      description={t('noAccess.description')}
      actions={
        <>
          <Button onClick={() => navigate(-1)}>{t('actions.back')}</Button>
          <Link to={HOME_PATH}>
            <Button type="primary">{t('actions.backHome')}</Button>
          </Link>
        </>
      }
    />
  );
};
