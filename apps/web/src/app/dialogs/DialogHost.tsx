import { lazy } from 'react';
import { SHARED_NAMESPACES, withNamespaces } from '../../i18n';
import { useAccountDialog } from '../../modules/account';
import { useSession } from '../../modules/auth';
import { UsageLimitDialog, VipDialog, useLimitDialogState, useVipDialogState } from '../../modules/commerce';
import { useFeatureNotice } from './feature-notice';
import { LazyMount } from './LazyMount';

// Each dialog brings the shared namespaces (i18n), which the landing route does not load.
const AccountDialogs = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./AccountDialogs').then((module) => ({ default: module.AccountDialogs }))));
const FeatureNoticeDialog = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./FeatureNoticeDialog').then((module) => ({ default: module.FeatureNoticeDialog }))));

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
