import type { ToastKind } from '../../lib/notify';
import { createExternalStore, useExternalStore } from '../../lib/store';

/** A toast waiting to be shown by ToastHost. */
export type ToastRequest = { kind: ToastKind; text: string; durationMs?: number; key?: string };

const queue = createExternalStore<ToastRequest[]>([]);

/** Toasts from notify.toast; ToastHost (loaded with the first one) shows them. */
export const toastQueue = {
  push: (request: ToastRequest) => queue.set((previous) => [...previous, request]),
  /** Removes and returns everything waiting. */
  drain: (): ToastRequest[] => {
    const pending = queue.get();
    if (pending.length > 0) queue.set([]);
    return pending;
  },
};

export const useToastQueue = (): ToastRequest[] => useExternalStore(queue);
