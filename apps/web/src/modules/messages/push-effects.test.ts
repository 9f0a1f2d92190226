import { describe, expect, it } from 'vitest';
import { handlePushedSource, type PushEffects } from './push-effects';

type Status = { checkStatus?: number; certificationCheckStatus?: number; companyVip?: number; userVip?: number };

/** Effects that record what the page did, in order; alerts are closed at once. */
const recorder = (status: Status, options: { failRefresh?: boolean } = {}) => {
  const calls: string[] = [];
  const effects: PushEffects = {
    refreshUserInfo: async () => {
      calls.push('refreshUserInfo');
      if (options.failRefresh) throw new Error('offline');
      return {
        sassUser: { vipStatus: status.userVip ?? 0 },
        sassCompany: { checkStatus: status.checkStatus ?? 0, certificationCheckStatus: status.certificationCheckStatus ?? 0, vipStatus: status.companyVip ?? 0 },
      } as never;
    },
    alert: (key, then) => {
      calls.push(`alert:${key}`);
      void then?.();
    },
    rebuildRoutes: () => calls.push('rebuildRoutes'),
    navigate: (path) => calls.push(`navigate:${path}`),
    logOut: async () => {
      calls.push('logOut');
    },
  };
  return { calls, effects };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pushed sources 9, 10 and 11 (spec §4)', () => {
  it('9 with company checkStatus 2: refresh user info, alert to re-enter, rebuild routes, go to /home', async () => {
    const { calls, effects } = recorder({ checkStatus: 2 });
    expect(await handlePushedSource(9, effects)).toBe('reEnter');
    await settle();
    expect(calls).toEqual(['refreshUserInfo', 'alert:push.reEnter', 'rebuildRoutes', 'navigate:/home']);
  });

  it('9 while the company is not approved only refreshes the user info', async () => {
    const { calls, effects } = recorder({ checkStatus: 1, certificationCheckStatus: 2 });
    expect(await handlePushedSource(9, effects)).toBe('none');
    expect(calls).toEqual(['refreshUserInfo']);
  });

  it('10 with certificationCheckStatus 2: alert certification passed, nothing else', async () => {
    const { calls, effects } = recorder({ certificationCheckStatus: 2 });
    expect(await handlePushedSource(10, effects)).toBe('certificationPassed');
    await settle();
    expect(calls).toEqual(['refreshUserInfo', 'alert:push.certificationPassed']);
    const other = recorder({ certificationCheckStatus: 3 });
    expect(await handlePushedSource(10, other.effects)).toBe('none');
    expect(other.calls).toEqual(['refreshUserInfo']);
  });

  it('11 with vipStatus 3: alert service open, then log out', async () => {
    const { calls, effects } = recorder({ companyVip: 3 });
    expect(await handlePushedSource(11, effects)).toBe('serviceOpened');
    await settle();
    expect(calls).toEqual(['refreshUserInfo', 'alert:push.serviceOpened', 'logOut']);
    const vipOnly = recorder({ userVip: 1 });
    expect(await handlePushedSource(11, vipOnly.effects)).toBe('none');
    expect(vipOnly.calls).toEqual(['refreshUserInfo']);
  });

  it('other sources do nothing beyond the list refresh; a failed refresh does nothing', async () => {
    for (const source of [1, 2, 3, 5, 12, 14, null]) {
      const { calls, effects } = recorder({ checkStatus: 2, certificationCheckStatus: 2, companyVip: 3 });
      expect(await handlePushedSource(source, effects)).toBe('none');
      expect(calls).toEqual([]);
    }
    const offline = recorder({ checkStatus: 2 }, { failRefresh: true });
    expect(await handlePushedSource(9, offline.effects)).toBe('none');
    expect(offline.calls).toEqual(['refreshUserInfo']);
  });
});
