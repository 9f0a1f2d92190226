import { MessageSource, type UserInfo } from '@app/contracts';

/** Spec §3 status values the pushed sources look at. */
const APPROVED = 2;
const COMPANY_MEMBER = 3;

/** What the page does for a pushed message (the app supplies these; tests record them). */
export type PushEffects = {
  /** Fetches the user info again (and refreshes every screen that reads it); answers it. */
  refreshUserInfo: () => Promise<Pick<UserInfo, 'sassUser' | 'sassCompany'>>;
  /** Shows an alert with `messageKey` (messages namespace); `then` runs when it is closed. */
  alert: (messageKey: string, then?: () => unknown) => void;
  /** Rebuilds the routes and menus from the new roles. */
  rebuildRoutes: () => unknown;
  navigate: (path: string) => unknown;
  logOut: () => Promise<unknown>;
};

/**
 * Spec §4 push sources 9, 10 and 11, on a message pushed over the live connection:
 * - 9 (company approved), when the company's checkStatus is now 2: refresh the user info, alert
 *   the user to re-enter, rebuild the routes and go to /home;
 * - 10 (certification passed), when certificationCheckStatus is now 2: alert that certification passed;
 * - 11 (service opened), when vipStatus is now 3: alert that the service is open, then log out.
 * Other sources only refresh the lists (useLiveMessages does). Answers what it did, for tests and logs.
 */
export const handlePushedSource = async (source: number | null, effects: PushEffects): Promise<'reEnter' | 'certificationPassed' | 'serviceOpened' | 'none'> => {
  if (source !== MessageSource.companyApproved && source !== MessageSource.certificationPassed && source !== MessageSource.serviceOpened) return 'none';
  let info: Pick<UserInfo, 'sassUser' | 'sassCompany'>;
  try {
    info = await effects.refreshUserInfo();
  } catch {
    return 'none';
  }
  if (source === MessageSource.companyApproved) {
    if (info.sassCompany.checkStatus !== APPROVED) return 'none';
    effects.alert('push.reEnter', async () => {
      await effects.rebuildRoutes();
      await effects.navigate('/home');
    });
    return 'reEnter';
  }
  if (source === MessageSource.certificationPassed) {
    if (info.sassCompany.certificationCheckStatus !== APPROVED) return 'none';
    effects.alert('push.certificationPassed');
    return 'certificationPassed';
  }
  const vipStatus = info.sassCompany.vipStatus === COMPANY_MEMBER ? COMPANY_MEMBER : info.sassUser.vipStatus;
  if (vipStatus !== COMPANY_MEMBER) return 'none';
  effects.alert('push.serviceOpened', async () => {
    await effects.logOut();
  });
  return 'serviceOpened';
};
