import { lazy } from 'react';
import { UsageLimitDialog, VipDialog, useLimitDialogState, useVipDialogState } from '../../modules/commerce';
import { useFeatureNotice } from './feature-notice';
import { LazyMount } from './LazyMount';

const FeatureNoticeDialog = lazy(() => import('./FeatureNoticeDialog').then((module) => ({ default: module.FeatureNoticeDialog })));

/** Every app-wide dialog, rendered once under the router; each loads on first use. */
export const DialogHost = () => {
  const vip = useVipDialogState();
  const limit = useLimitDialogState();
  const notice = useFeatureNotice();
  return (
    <>
      <LazyMount open={vip.open}>
        <VipDialog />
      </LazyMount>
      <LazyMount open={limit.open}>
        <UsageLimitDialog />
      </LazyMount>
      <LazyMount open={notice.open}>
        <FeatureNoticeDialog />
      </LazyMount>
    </>
  );
};
