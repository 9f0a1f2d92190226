import { createExternalStore, useExternalStore } from '../../lib/store';

/** Account dialogs opened from anywhere (header, guard, menus). */
export type AccountDialog = 'login' | 'password' | 'certification' | 'companySwitcher' | 'bindWeChat';

const openStore = createExternalStore<AccountDialog | undefined>(undefined);

export const accountDialogs = {
  open: (dialog: AccountDialog) => openStore.set(dialog),
  close: () => openStore.set(undefined),
};

/** The open account dialog, if any. */
export const useAccountDialog = (): AccountDialog | undefined => useExternalStore(openStore);
