import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../modules/account';
import { redirectSearch, safeRedirect } from '../../navigation';

/** /findPsw: reset a forgotten password with an SMS code, then sign in. */
export const FindPasswordPage = () => {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = redirectSearch(safeRedirect(searchParams.get('redirect')));
  return (
    <Card className="account-card" style={{ maxWidth: 440, margin: '32px auto' }}>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {t('findPassword.title')}
      </Typography.Title>
      <ResetPasswordForm onDone={() => void navigate(`/login${search}`)} />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={`/login${search}`}>{t('register.toLogin')}</Link>
      </div>
    </Card>
  );
};
