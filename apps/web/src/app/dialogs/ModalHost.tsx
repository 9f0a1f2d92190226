import { Modal } from 'antd';
import { useEffect } from 'react';
import { modalQueue, useModalQueue } from './modal-queue';

/** Shows queued confirm / info dialogs with AntD's context-bound modal API. */
export const ModalHost = () => {
  const [modalApi, holder] = Modal.useModal();
  const pending = useModalQueue();

  useEffect(() => {
    for (const request of modalQueue.drain()) {
      const { kind, ...options } = request;
      if (kind === 'confirm') void modalApi.confirm(options);
      else void modalApi.info(options);
    }
  }, [pending, modalApi]);

  return holder;
};
