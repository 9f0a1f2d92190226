import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RegisterForm } from '../../modules/account';
import { HOME_PATH, redirectSearch, safeRedirect } from '../../navigation';

/** /register: a new account from a phone and its SMS code; the profile dialog follows. */
export const RegisterPage = () => {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const redirect = safeRedirect(searchParams.get('redirect'));
  return (
    <Card className="account-card" style={{ maxWidth: 440, margin: '32px auto' }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {t('register.title')}
      </Typography.Title>
      <RegisterForm target={redirect ?? HOME_PATH} />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={`/login${redirectSearch(redirect)}`}>{t('register.toLogin')}</Link>
      </div>
    </Card>
  );
};
