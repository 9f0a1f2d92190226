import { createExternalStore, useExternalStore } from '../../lib/store';
import { accountDialogs } from '../../modules/account';

/**
 * Dialogs whose feature comes in a later issue (account certification,
 * service-company switcher, WeChat binding): one notice dialog that names the
 * feature and says it is not available yet.
 */
export type FeatureNotice = 'certification' | 'companySwitcher' | 'bindWeChat';

type NoticeState = { open: boolean; feature: FeatureNotice };

/** Features whose dialog exists now (modules/account). */
const BUILT: ReadonlySet<FeatureNotice> = new Set<FeatureNotice>(['certification', 'companySwitcher', 'bindWeChat']);

const noticeStore = createExternalStore<NoticeState>({ open: false, feature: 'certification' });

export const featureNotice = {
  /** The built features open their real dialog; the rest the notice. */
  open: (feature: FeatureNotice) => {
    if (BUILT.has(feature)) accountDialogs.open(feature);
    else noticeStore.set({ open: true, feature });
  },
  close: () => noticeStore.set((previous) => ({ ...previous, open: false })),
};

export const useFeatureNotice = (): NoticeState => useExternalStore(noticeStore);
