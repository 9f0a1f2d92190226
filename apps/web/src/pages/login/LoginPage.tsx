import { LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../routes';
import { StatusPanel } from '../../ui';

/** Only same-site paths are shown and followed as redirects. */
export const safeRedirect = (value: string | null): string | undefined =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

/**
 * Sign-in comes with the next issue. Until then this page says so and shows
 * where the user will return after signing in, so the redirect flow is visible.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));

  return (
    <StatusPanel
      className="login-placeholder"
      icon={<LoginOutlined />}
      title={t('login.title')}
      description={t('login.notAvailable')}
      actions={
        <Link to={HOME_PATH}>
          <Button type="primary">{t('actions.backHome')}</Button>
        </Link>
      }
    >
      <p>{t('login.methods')}</p>
      {redirect ? (
        <p data-testid="login-redirect">
          {t('login.redirectNotice')} <code className="inline-code">{redirect}</code>
        </p>
      ) : (
        <p className="text-secondary">{t('login.noRedirect')}</p>
      )}
    </StatusPanel>
  );
};
