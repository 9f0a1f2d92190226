import { lazy } from 'react';
import { SHARED_NAMESPACES, withNamespaces } from '../../i18n';

export { limitDialog, useLimitDialogState, useVipDialogState, vipDialog } from './dialogs';
export type { LimitKind, VipDialogTab } from './dialogs';

export { COMPANY_MEMBER_SOURCE } from './constants';

/** The dialogs load on first use with their strings (the shared namespaces), keeping both out of the first page. */
export const VipDialog = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./components/VipDialog').then((module) => ({ default: module.VipDialog }))));
export const UsageLimitDialog = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./components/UsageLimitDialog').then((module) => ({ default: module.UsageLimitDialog }))));

// Screens of the shop, orders, memberships and the staff fulfilment queue (issue 13).
export { RegistrySearch } from './components/RegistrySearch';
export { CartTable } from './components/CartTable';
export { CheckoutForm } from './components/CheckoutForm';
export { OrderList } from './components/OrderList';
export { OrderDetailView } from './components/OrderDetailView';
export { InvoiceForm } from './components/InvoiceForm';
export { VipComparison } from './components/VipComparison';
export { FulfilmentQueue } from './components/FulfilmentQueue';
export { InvoiceQueue } from './components/InvoiceQueue';
