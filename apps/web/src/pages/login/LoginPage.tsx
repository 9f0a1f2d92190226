import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginForm } from '../../modules/account';
import { HOME_PATH, redirectSearch, safeRedirect } from '../../navigation';

/** /login (spec §2): the sign-in form; afterwards the kept `redirect` or home. */
export const LoginPage = () => {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  return (
    <Card className="account-card" style={{ maxWidth: 440, margin: '32px auto' }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {t('login.title')}
      </Typography.Title>
      {redirect && (
        <Typography.Paragraph type="secondary" data-testid="login-redirect" style={{ textAlign: 'center' }}>
          {t('login.redirectNotice')} <code className="inline-code">{redirect}</code>
        </Typography.Paragraph>
      )}
      <LoginForm target={redirect ?? HOME_PATH} linkSearch={redirectSearch(redirect)} />
    </Card>
  );
};
