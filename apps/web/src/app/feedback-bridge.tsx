import { message } from 'antd';
import { lazy, useEffect } from 'react';
import { SHARED_NAMESPACES, withNamespaces } from '../i18n';
import { registerNotify } from '../lib/notify';
import { LazyMount } from './dialogs/LazyMount';
import { modalQueue, useModalQueue } from './dialogs/modal-queue';

// Confirm and info dialogs are rare: their code loads on first use.
const ModalHost = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./dialogs/ModalHost').then((module) => ({ default: module.ModalHost }))));

/**
 * Renders AntD's message holder inside the ConfigProvider (theme, locale) and
 * registers the app's notify API; dialogs go through a lazily loaded host.
 */
export const FeedbackBridge = () => {
  const [messageApi, messageHolder] = message.useMessage();
  const pendingModals = useModalQueue();

  useEffect(
    () =>
      registerNotify({
        toast: (kind, text, options = {}) => {
          void messageApi.open({ type: kind, content: text, key: options.key, duration: options.durationMs === undefined ? undefined : options.durationMs / 1000 });
        },
        confirm: (options) => modalQueue.push({ kind: 'confirm', ...options }),
        info: (options) => modalQueue.push({ kind: 'info', ...options }),
      }),
    [messageApi],
  );

  return (
    <>
      {messageHolder}
      <LazyMount open={pendingModals.length > 0}>
        <ModalHost />
      </LazyMount>
    </>
  );
};
