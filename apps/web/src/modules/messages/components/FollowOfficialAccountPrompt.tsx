import { wechatEndpoints } from '@app/contracts';
import { Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { callEndpoint } from '../../../lib/http';
import { QrPlaceholder } from '../../../ui';
import { useSession } from '../../auth';
import { MESSAGES_NS } from '../constants';
import { startFollowPrompt } from '../live/follow-prompt';

/** POST /au/saasuser/flag: does the signed-in WeChat user follow the official account? */
const followsOfficialAccount = async () => (await callEndpoint(wechatEndpoints.followFlag, { timeStamp: String(Date.now()) })).focusFlag;

/**
 * Spec §2/§4 follow-the-official-account dialog: for a user bound to WeChat (openId or unionId),
 * 3 minutes after each page opens, when they do not follow the official account; it closes by
 * itself once they follow (checked every 2 s, at most 150 times). (WeChat delivery of alerts is not built yet.)
 */
export const FollowOfficialAccountPrompt = () => {
  const { t } = useTranslation(MESSAGES_NS);
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const user = session.userInfo?.sassUser;
  const bound = !!(user?.openId || user?.unionId);

  useEffect(() => {
    if (!bound || dismissed) return undefined;
    return startFollowPrompt({ isFollowed: followsOfficialAccount, open: () => setOpen(true), close: () => setOpen(false) });
  }, [bound, dismissed, pathname]);

  return (
    <Modal
      open={open}
      title={t('followAccount.title')}
      footer={null}
      onCancel={() => {
        setOpen(false);
        setDismissed(true);
      }}
      width={380}
      destroyOnHidden
    >
      <div data-testid="follow-account-dialog" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <Typography.Paragraph>{t('followAccount.body')}</Typography.Paragraph>
        <QrPlaceholder label={t('followAccount.qrLabel')} note={t('followAccount.qrNotAvailable')} size={180} />
      </div>
    </Modal>
  );
};
