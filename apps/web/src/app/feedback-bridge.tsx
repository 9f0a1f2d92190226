import { lazy, useEffect } from 'react';
import { SHARED_NAMESPACES, withNamespaces } from '../i18n';
import { registerNotify } from '../lib/notify';
import { LazyMount } from './dialogs/LazyMount';
import { modalQueue, useModalQueue } from './dialogs/modal-queue';
import { toastQueue, useToastQueue } from './dialogs/toast-queue';

// Confirm and info dialogs are rare: their code loads on first use.
const ModalHost = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./dialogs/ModalHost').then((module) => ({ default: module.ModalHost }))));
// So are toasts (AntD's message holder weighed 7 kB gzip on the first page, issue 19).
const ToastHost = lazy(() => import('./dialogs/ToastHost').then((module) => ({ default: module.ToastHost })));

/**
 * Registers the app's notify API inside the ConfigProvider (theme, locale); toasts and dialogs
 * go through lazily loaded hosts, mounted with the first of each.
 */
export const FeedbackBridge = () => {
  const pendingToasts = useToastQueue();
  const pendingModals = useModalQueue();

  useEffect(
    () =>
      registerNotify({
        toast: (kind, text, options = {}) => toastQueue.push({ kind, text, ...options }),
        confirm: (options) => modalQueue.push({ kind: 'confirm', ...options }),
        info: (options) => modalQueue.push({ kind: 'info', ...options }),
      }),
    [],
  );

  return (
    <>
      <LazyMount open={pendingToasts.length > 0}>
        <ToastHost />
      </LazyMount>
      <LazyMount open={pendingModals.length > 0}>
        <ModalHost />
      </LazyMount>
    </>
  );
};
