import type { Locale } from '@app/contracts';
import i18next from 'i18next';
import type { ReplyEffects } from '../lib/errorPolicy';
import { loadNamespaces } from '../i18n';
import { configureHttp } from '../lib/http';
import { limitDialog, vipDialog } from '../modules/commerce';
import { logOut, loginPathFor, sessionKeys, sessionStore } from '../modules/auth';
import { notify } from '../lib/notify';
import { queryClient } from './queryClient';

/** The part of the data router the effects use. */
type Navigator = {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string; search: string } };
};

const currentPath = (router: Navigator): string => `${router.state.location.pathname}${router.state.location.search}`;

/** Builds the effects of the display policy (errorPolicy.ts) for the running app. */
export const createReplyEffects = (router: Navigator): ReplyEffects => ({
  // the key collapses identical toasts from parallel calls into one
  toast: (text, durationMs) => notify.toast('warning', text, { durationMs, key: text }),
  translate: (key, options) => i18next.t(`errors:${key}`, options),
  // The messages load with the first error (not on the first page). A load that fails (the network went after the
  // page loaded) must not replace the error being handled: the policy still runs (its toast then shows the message's
  // key, until a later page or dialog brings the messages).
  prepare: () => loadNamespaces(['errors']).catch(() => undefined),
  // SessionWatcher leaves for /login (keeping the redirect), then clears token and roles
  resetSessionAndLogin: () => sessionStore.invalidate(),
  reloadUserInfoAndConfirm: (message) => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    notify.confirm({
      content: message,
      okText: i18next.t('common:actions.signInAgain'),
      cancelText: i18next.t('common:actions.later'),
      onOk: async () => {
        await logOut(queryClient);
        void router.navigate('/login');
      },
    });
  },
  openVipDialog: () => vipDialog.open('vip'),
  openCompanyVipDialog: () => vipDialog.open('company'),
  openUsageLimitDialog: (limit) => limitDialog.open('search', limit),
  openCompanyLimitDialog: (limit) => limitDialog.open('company', limit),
  goToLogin: () => {
    void router.navigate(loginPathFor(currentPath(router)));
  },
});

/** Connects the HTTP client to the app: token, locale and the policy's effects. */
export const installHttp = (router: Navigator, locale: Locale): void => {
  configureHttp({ getToken: sessionStore.getToken, getLocale: () => locale, effects: createReplyEffects(router) });
};
