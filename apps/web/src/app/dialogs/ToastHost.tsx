import { message } from 'antd';
import { useEffect } from 'react';
import { toastQueue, useToastQueue } from './toast-queue';

/** Shows queued toasts with AntD's context-bound message API (theme and locale of the ConfigProvider). */
export const ToastHost = () => {
  const [messageApi, holder] = message.useMessage();
  const pending = useToastQueue();

  useEffect(() => {
    for (const { kind, text, durationMs, key } of toastQueue.drain()) {
      void messageApi.open({ type: kind, content: text, key, duration: durationMs === undefined ? undefined : durationMs / 1000 });
    }
  }, [pending, messageApi]);

  return holder;
};
