import { ControlOutlined, CrownOutlined, DownOutlined, LogoutOutlined, SafetyCertificateOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Tag, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../i18n';
import { MessageBell } from '../../modules/messages';
import { companyDisplayName } from '../../modules/organisation';
import type { UserInfo } from '@app/contracts';
import { AccountType } from '@app/domain';
import { CertificationStatus, VipStatus } from '@app/domain';
import { logOut, toNumber } from '../../modules/auth';
import { featureNotice } from '../dialogs/feature-notice';
import { buildBackOfficeMenu } from './sidebar-menu';

export type UserAreaProps = { userInfo: UserInfo; compact: boolean };

/** Spec §2: certification can be started when the status is 0 or 3. */
const canStartCertification = (status: number | undefined) =>
  status === undefined || status === CertificationStatus.Unverified || status === CertificationStatus.Failed;

/**
 * The signed-in part of the header (spec §2): company name (opens the
 * service-company switcher), membership and certification badges, the message
 * bell and the user menu.
 */
export const UserArea = ({ userInfo, compact }: UserAreaProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = userInfo.sassUser;
  const company = userInfo.sassCompany ?? undefined;
  const vipStatus = toNumber(user.vipStatus);
  const certification = toNumber(company?.certificationCheckStatus);
  const companyName = companyDisplayName(company, locale);
  const displayName = user.name || user.nickName || user.loginName || t('user.fallbackName');

  const handleCompanyClick = () => {
    // spec §2: personal-type (1) companies go to the personal page instead of the switcher
    if (toNumber(company?.type) === AccountType.ListedCompany) void navigate('/manage/person/info');
    else featureNotice.open('companySwitcher');
  };

  const handleLogout = async () => {
    await logOut(queryClient);
    void navigate('/login');
  };

  const items: MenuProps['items'] = [
    { key: 'membership', icon: <CrownOutlined />, label: t('user.membership'), onClick: () => void navigate('/manage/vip/index') },
    ...(canStartCertification(certification)
      ? [{ key: 'certification', icon: <SafetyCertificateOutlined />, label: t('user.certify'), onClick: () => featureNotice.open('certification') }]
      : []),
    ...(!user.openId && !user.unionId
      ? [{ key: 'wechat', icon: <WechatOutlined />, label: t('user.bindWeChat'), onClick: () => featureNotice.open('bindWeChat') }]
      : []),
    // staff reach the back-office pages from here (the server checks staff again on every call)
    ...(user.isStaff
      ? [
          {
            key: 'backOffice',
            icon: <ControlOutlined />,
            label: t('user.backOffice'),
            children: buildBackOfficeMenu().map((page) => ({ key: page.path, label: t(`routes:${page.titleKey}`), onClick: () => void navigate(page.path) })),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), onClick: () => void handleLogout() },
  ];

  return (
    <div className="user-area">
      {companyName && !compact && (
        <Tooltip title={t('user.switchCompany')}>
          <Button type="text" className="user-area__company" onClick={handleCompanyClick}>
            {companyName}
          </Button>
        </Tooltip>
      )}
      {vipStatus === VipStatus.CompanyMember && <Tag color="gold">{t('badges.companyMember')}</Tag>}
      {vipStatus === VipStatus.Vip && <Tag color="gold">{t('badges.vip')}</Tag>}
      {certification === CertificationStatus.Verified && <Tag color="green">{t('badges.certified')}</Tag>}
      {certification === CertificationStatus.UnderReview && <Tag color="blue">{t('badges.underReview')}</Tag>}
      <MessageBell />
      <Dropdown menu={{ items }} trigger={['hover', 'click']} placement="bottomRight">
        <Button type="text" className="user-area__menu" aria-label={t('user.menu')}>
          <Avatar size="small" src={user.headImg || undefined} icon={<UserOutlined />} />
          {!compact && <span className="user-area__name">{displayName}</span>}
          <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
};
