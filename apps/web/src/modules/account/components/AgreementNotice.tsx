import { Typography } from 'antd';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/** "By signing in (registering) you accept …", with links to the user agreement and the privacy policy. */
export const AgreementNotice = ({ action }: { action: 'login' | 'register' }) => (
  <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }} data-testid="agreement-notice">
    <Trans
      ns="account"
      i18nKey={action === 'login' ? 'login.agreement' : 'register.agreement'}
      components={{ terms: <Link to="/agreeement" target="_blank" />, privacy: <Link to="/agreeement?type=privacy" target="_blank" /> }}
    />
  </Typography.Paragraph>
);
