import { lazy } from 'react';
import { useAccountDialog } from '../../modules/account';
import { useSession } from '../../modules/auth';
import { UsageLimitDialog, VipDialog, useLimitDialogState, useVipDialogState } from '../../modules/commerce';
import { useFeatureNotice } from './feature-notice';
import { LazyMount } from './LazyMount';

const AccountDialogs = lazy(() => import('./AccountDialogs').then((module) => ({ default: module.AccountDialogs })));
const FeatureNoticeDialog = lazy(() => import('./FeatureNoticeDialog').then((module) => ({ default: module.FeatureNoticeDialog })));

/** Every app-wide dialog, rendered once under the router; each loads on first use. */
export const DialogHost = () => {
  const vip = useVipDialogState();
  const limit = useLimitDialogState();
  const notice = useFeatureNotice();
  const session = useSession();
  const accountDialog = useAccountDialog();
  return (
    <>
      <LazyMount open={vip.open}>
        <VipDialog />
      </LazyMount>
      <LazyMount open={limit.open}>
        <UsageLimitDialog />
      </LazyMount>
      <LazyMount open={session.isSignedIn || accountDialog !== undefined}>
        <AccountDialogs />
      </LazyMount>
      <LazyMount open={notice.open}>
        <FeatureNoticeDialog />
      </LazyMount>
    </>
  );
};
