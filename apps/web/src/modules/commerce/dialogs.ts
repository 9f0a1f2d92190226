import { createExternalStore, useExternalStore } from '../../lib/store';

/**
 * Open state of the membership dialogs (client UI state). The display policy
 * and the route guard open them; they are rendered once by the app.
 */
export type VipDialogTab = 'vip' | 'company';
export type VipDialogState = { open: boolean; tab: VipDialogTab };

/** 'search' is the daily search quota (1999), 'company' the company look-up quota (203/2000). */
export type LimitKind = 'search' | 'company';
export type LimitDialogState = { open: boolean; kind: LimitKind; limit: number | undefined };

const vipStore = createExternalStore<VipDialogState>({ open: false, tab: 'vip' });
const limitStore = createExternalStore<LimitDialogState>({ open: false, kind: 'search', limit: undefined });

export const vipDialog = {
  open: (tab: VipDialogTab = 'vip') => vipStore.set({ open: true, tab }),
  close: () => vipStore.set((previous) => ({ ...previous, open: false })),
  setTab: (tab: VipDialogTab) => vipStore.set((previous) => ({ ...previous, tab })),
};

export const limitDialog = {
  open: (kind: LimitKind, limit: number | undefined) => limitStore.set({ open: true, kind, limit }),
  close: () => limitStore.set((previous) => ({ ...previous, open: false })),
};

export const useVipDialogState = (): VipDialogState => useExternalStore(vipStore);
export const useLimitDialogState = (): LimitDialogState => useExternalStore(limitStore);
