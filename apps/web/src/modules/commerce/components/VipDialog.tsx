import { CheckOutlined, CrownOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Tabs, Typography } from 'antd';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackForm, listOwnFeedback } from '../../feedback';
import { sessionKeys, useSession } from '../../auth';
import { notify } from '../../../lib/notify';
import { useVipDialogState, vipDialog, type VipDialogTab } from '../dialogs';
import { COMMERCE_NS, COMPANY_MEMBER_SOURCE } from '../constants';
import { commerceKeys } from '../queries';
import { PlanPicker } from './PlanPicker';

const VIP_BENEFIT_KEYS = ['unlimitedSearch', 'filters', 'financialData', 'downloads', 'aiTools'] as const;

/**
 * VIP purchase dialog (spec §2): tabs 'VIP member' and 'company member'.
 * The VIP tab lists the plans of /au/product/list and pays the chosen one
 * (QR and 1.5 s poll); once paid the user info reloads and the dialog closes
 * with a success message (spec §4). The company tab posts a contact request.
 */
export const VipDialog = () => {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(COMMERCE_NS);
  const state = useVipDialogState();
  const session = useSession();
  const queryClient = useQueryClient();
  const handlePaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    void queryClient.invalidateQueries({ queryKey: commerceKeys.all });
    notify.toast('success', tc('plans.paid'));
    vipDialog.close();
  }, [queryClient, tc]);
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
      {session.isVisitor ? <Typography.Paragraph>{tc('plans.signInFirst')}</Typography.Paragraph> : <PlanPicker onPaid={handlePaid} />}
    </div>
  );

  // Spec §4: an earlier request whose status is not 2 (handled) is shown read-only; submit just closes.
  const earlier = useQuery({
    queryKey: [...commerceKeys.all, 'companyMemberRequest'],
    queryFn: () => listOwnFeedback(COMPANY_MEMBER_SOURCE),
    enabled: state.open && state.tab === 'company' && session.isSignedIn,
  });
  const pending = earlier.data?.list.find((request) => request.status !== 2);

  const companyTab = pending ? (
    <div className="vip-dialog__panel" data-testid="company-request-readonly">
      <Alert type="info" showIcon title={tc('companyRequest.pending')} style={{ marginBottom: 12 }} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={tc('companyRequest.name')}>{pending.name}</Descriptions.Item>
        <Descriptions.Item label={tc('companyRequest.phone')}>{pending.phone}</Descriptions.Item>
        {pending.company && <Descriptions.Item label={tc('companyRequest.company')}>{pending.company}</Descriptions.Item>}
        <Descriptions.Item label={tc('companyRequest.content')}>{pending.content}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" style={{ marginTop: 12 }} onClick={vipDialog.close}>
        {tc('companyRequest.close')}
      </Button>
    </div>
  ) : (
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
