import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPathFor, useSession } from '../../auth';
import { PageSpinner, StatusPanel } from '../../../ui';
import { PROFILE_TAB_KEYS, ProfileSteps } from './ProfileDialog';
import { useProfileFlow } from './ProfileFlow';

export type PerfectInfoProps = {
  /** Where "back to home" goes. */
  homePath: string;
};

/**
 * /perfectInfo (spec §2): the profile-completion steps in place of the dialog.
 * Visitors are asked to sign in first (and come back here); a complete
 * profile says so.
 */
export const PerfectInfo = ({ homePath }: PerfectInfoProps) => {
  const { t } = useTranslation(['account', 'common']);
  const session = useSession();
  const location = useLocation();
  const flow = useProfileFlow({ anyAccountAge: true });

  if (session.isVisitor)
    return (
      <StatusPanel
        icon={<UserOutlined />}
        title={t('account:perfectInfo.signInTitle')}
        description={t('account:perfectInfo.signInHint')}
        actions={
          <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
            <Button type="primary">{t('account:login.submit')}</Button>
          </Link>
        }
      />
    );
  if (!session.isSignedIn) return <PageSpinner label={t('common:loading')} />;
  if (flow.tab === undefined)
    return (
      <StatusPanel
        icon={<CheckCircleOutlined />}
        title={t('account:perfectInfo.completeTitle')}
        description={t('account:perfectInfo.completeHint')}
        actions={
          <Link to={homePath}>
            <Button type="primary">{t('common:actions.backHome')}</Button>
          </Link>
        }
      />
    );
  return (
    <Card className="account-card" style={{ maxWidth: 560, margin: '32px auto' }} data-testid="perfect-info">
      <Typography.Title level={3}>{t(`account:profile.${PROFILE_TAB_KEYS[flow.tab]}.title`)}</Typography.Title>
      <ProfileSteps tab={flow.tab} passwordSet={flow.passwordSet} onSaved={flow.handleSaved} />
    </Card>
  );
};
