import { createExternalStore, useExternalStore } from '../../lib/store';

/** A confirm or info dialog waiting to be shown by ModalHost. */
export type ModalRequest =
  | { kind: 'confirm'; title?: string; content: string; okText?: string; cancelText?: string; onOk?: () => unknown }
  | { kind: 'info'; title: string; content: string; okText?: string; onOk?: () => unknown };

const queue = createExternalStore<ModalRequest[]>([]);

/** Requests from notify.confirm / notify.info; ModalHost (loaded on first use) shows them. */
export const modalQueue = {
  push: (request: ModalRequest) => queue.set((previous) => [...previous, request]),
  /** Removes and returns everything waiting. */
  drain: (): ModalRequest[] => {
    const pending = queue.get();
    if (pending.length > 0) queue.set([]);
    return pending;
  },
};

export const useModalQueue = (): ModalRequest[] => useExternalStore(queue);
