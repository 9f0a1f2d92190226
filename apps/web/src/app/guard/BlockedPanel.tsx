import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { vipDialog } from '../../modules/commerce';
import type { RouteAccess } from '../../modules/auth';
import { StatusPanel } from '../../ui';
import { featureNotice } from '../dialogs/feature-notice';

export type BlockedKind = Extract<RouteAccess['kind'], 'vipDialog' | 'companyVipDialog' | 'certification'>;

/** What stands in the page area while a dialog asks for VIP or certification. */
export const BlockedPanel = ({ kind }: { kind: BlockedKind }) => {
  const { t } = useTranslation();
  const handleOpen = () => {
    if (kind === 'certification') featureNotice.open('certification');
    else vipDialog.open(kind === 'vipDialog' ? 'vip' : 'company');
  };
  return (
    <StatusPanel
      tone="warning"
      icon={<LockOutlined />}
      title={t(`guard.${kind}.title`)}
      description={t(`guard.${kind}.description`)}
      actions={
        <Button type="primary" onClick={handleOpen}>
          {t(`guard.${kind}.action`)}
        </Button>
      }
    />
  );
};

