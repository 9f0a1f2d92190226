import { createExternalStore, useExternalStore } from '../../lib/store';

/**
 * Dialogs whose feature comes in a later issue (account certification,
 * service-company switcher, WeChat binding): one notice dialog that names the
 * feature and says it is not available yet.
 */
export type FeatureNotice = 'certification' | 'companySwitcher' | 'bindWeChat';

type NoticeState = { open: boolean; feature: FeatureNotice };

const noticeStore = createExternalStore<NoticeState>({ open: false, feature: 'certification' });

export const featureNotice = {
  open: (feature: FeatureNotice) => noticeStore.set({ open: true, feature }),
  close: () => noticeStore.set((previous) => ({ ...previous, open: false })),
};

export const useFeatureNotice = (): NoticeState => useExternalStore(noticeStore);
