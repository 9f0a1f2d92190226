import { lazy } from 'react';

export { limitDialog, useLimitDialogState, useVipDialogState, vipDialog } from './dialogs';
export type { LimitKind, VipDialogTab } from './dialogs';

export { COMPANY_MEMBER_SOURCE } from './constants';

/** The dialogs load on first use, keeping their code out of the first page. */
export const VipDialog = lazy(() => import('./components/VipDialog').then((module) => ({ default: module.VipDialog })));
export const UsageLimitDialog = lazy(() => import('./components/UsageLimitDialog').then((module) => ({ default: module.UsageLimitDialog })));
