import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { featureNotice, useFeatureNotice } from './feature-notice';

/** The notice dialog for features of later issues (see feature-notice.ts). */
export const FeatureNoticeDialog = () => {
  const { t } = useTranslation();
  const state = useFeatureNotice();
  return (
    <Modal
      open={state.open}
      title={t(`featureNotice.${state.feature}.title`)}
      onCancel={featureNotice.close}
      onOk={featureNotice.close}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('actions.ok')}
    >
      <Typography.Paragraph>{t(`featureNotice.${state.feature}.description`)}</Typography.Paragraph>
      <Alert type="info" showIcon title={t('featureNotice.notAvailable')} />
    </Modal>
  );
};
