import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { limitDialog, useLimitDialogState, vipDialog } from '../dialogs';

/**
 * Spec §8 1999 / 203 / 2000: the free daily limit is used up. Shows the limit
 * (from the reply, else the user's auth list, else the default 10) and offers
 * the VIP dialog.
 */
export const UsageLimitDialog = () => {
  const { t } = useTranslation();
  const state = useLimitDialogState();
  const session = useSession();
  const limit = state.limit ?? (state.kind === 'search' ? session.freeLimits.search : session.freeLimits.company);

  const handleOpenVip = () => {
    limitDialog.close();
    vipDialog.open('vip');
  };

  return (
    <Modal
      open={state.open}
      onCancel={limitDialog.close}
      title={t(state.kind === 'search' ? 'limitDialog.searchTitle' : 'limitDialog.companyTitle')}
      footer={[
        <Button key="close" onClick={limitDialog.close}>
          {t('actions.close')}
        </Button>,
        <Button key="vip" type="primary" onClick={handleOpenVip}>
          {t('vip.open')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t(state.kind === 'search' ? 'errors:codes.QUOTA_SEARCH_EXCEEDED' : 'errors:codes.QUOTA_COMPANY_EXCEEDED', { limit })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('limitDialog.vipHint')}</Typography.Paragraph>
    </Modal>
  );
};
