import { CheckOutlined, CrownOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Modal, Tabs, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../../feedback';
import { useSession } from '../../auth';
import { useVipDialogState, vipDialog, type VipDialogTab } from '../dialogs';
import { COMPANY_MEMBER_SOURCE } from '../constants';

const VIP_BENEFIT_KEYS = ['unlimitedSearch', 'filters', 'financialData', 'downloads', 'aiTools'] as const;

/**
 * VIP purchase dialog (spec §2): tabs 'VIP member' and 'company member'.
 * Plans and prices arrive with the payment issue; the dialog says so instead
 * of showing made-up offers. The company tab posts a contact request.
 */
export const VipDialog = () => {
  const { t } = useTranslation();
  const state = useVipDialogState();
  const session = useSession();
  const userId = session.userInfo ? String(session.userInfo.sassUser.id) : undefined;

  const vipTab = (
    <div className="vip-dialog__panel">
      <Typography.Paragraph>{t('vipDialog.vip.intro')}</Typography.Paragraph>
      <ul className="vip-dialog__benefits">
        {VIP_BENEFIT_KEYS.map((key) => (
          <li key={key}>
            <CheckOutlined aria-hidden /> {t(`vipDialog.vip.benefits.${key}`)}
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary">
        {t('vipDialog.vip.freeTier', { search: session.freeLimits.search, company: session.freeLimits.company })}
      </Typography.Paragraph>
      <Alert type="info" showIcon title={t('vipDialog.vip.plansPending.title')} description={t('vipDialog.vip.plansPending.description')} />
    </div>
  );

  const companyTab = (
    <div className="vip-dialog__panel">
      <Typography.Paragraph>{t('vipDialog.company.intro')}</Typography.Paragraph>
      <Suspense fallback={null}>
        <FeedbackForm
          variant="contact"
          source={COMPANY_MEMBER_SOURCE}
          withCompany
          userId={userId}
          contentLabel={t('vipDialog.company.needs')}
          onSubmitted={vipDialog.close}
        />
      </Suspense>
    </div>
  );

  return (
    <Modal
      open={state.open}
      onCancel={vipDialog.close}
      footer={null}
      title={t('vipDialog.title')}
      width={620}
      destroyOnHidden
    >
      <Tabs
        activeKey={state.tab}
        onChange={(key) => vipDialog.setTab(key as VipDialogTab)}
        items={[
          { key: 'vip', label: t('vipDialog.tabs.vip'), icon: <CrownOutlined />, children: vipTab },
          { key: 'company', label: t('vipDialog.tabs.company'), icon: <TeamOutlined />, children: companyTab },
        ]}
      />
    </Modal>
  );
};
