import { describe, expect, it } from 'vitest';
import { isInNewUserWindow, profileNextTab, profileStartTab, type ProfileFacts, type ProfileTab } from './profile-steps';

const complete: ProfileFacts = { hasPhone: true, companyType: 2, hasServiceCompany: true, passwordSet: true, exp3: 0, isNewUser: true };

describe(profileStartTab.name, () => {
  it.each<[string, Partial<ProfileFacts>, ProfileTab | undefined]>([
    ['no phone', { hasPhone: false }, 0],
    ['no phone, old account', { hasPhone: false, isNewUser: false }, 0],
    ['no company type', { companyType: null }, 1],
    ['no company type, old account, password set', { companyType: null, isNewUser: false }, undefined],
    ['no company type, old account, no password', { companyType: null, isNewUser: false, passwordSet: false }, 3],
    ['type 2 without a service company', { hasServiceCompany: false }, 2],
    ['type 2 without a service company, old account', { hasServiceCompany: false, isNewUser: false }, 2],
    ['type 1 without a service company', { companyType: 1, hasServiceCompany: false, passwordSet: false }, 3],
    ['type 1 complete', { companyType: 1, hasServiceCompany: false }, undefined],
    ['no password', { passwordSet: false }, 3],
    ['no password but exempt (exp3 = 2)', { passwordSet: false, exp3: 2 }, undefined],
    ['complete', {}, undefined],
  ])('%s → %s', (_name, facts, expected) => {
    expect(profileStartTab({ ...complete, ...facts })).toBe(expected);
  });
});

describe(profileNextTab.name, () => {
  it.each<[ProfileTab, { companyType: number | null; passwordSet: boolean; exp3: number }, ProfileTab | undefined]>([
    [0, { companyType: null, passwordSet: false, exp3: 0 }, 1],
    [1, { companyType: 1, passwordSet: false, exp3: 0 }, 3],
    [1, { companyType: 1, passwordSet: true, exp3: 0 }, undefined],
    [1, { companyType: 5, passwordSet: false, exp3: 0 }, 2],
    [1, { companyType: 5, passwordSet: true, exp3: 0 }, 2],
    [2, { companyType: 5, passwordSet: false, exp3: 0 }, 3],
    [2, { companyType: 5, passwordSet: false, exp3: 2 }, undefined],
    [2, { companyType: 5, passwordSet: true, exp3: 0 }, undefined],
    [3, { companyType: 5, passwordSet: false, exp3: 0 }, undefined],
  ])('after tab %s with %j → %s', (tab, facts, expected) => {
    expect(profileNextTab(tab, facts)).toBe(expected);
  });
});

describe(isInNewUserWindow.name, () => {
  const now = Date.parse('2026-11-22T08:00:00Z');
  it.each<[string | null, boolean]>([
    ['2026-11-22T07:00:00Z', true],
    ['2026-11-15T08:00:01Z', true],
    ['2026-11-15T08:00:00Z', false],
    ['2025-01-01T00:00:00Z', false],
    [null, false],
    ['not a date', false],
  ])('created %s → %s', (createDate, expected) => {
    expect(isInNewUserWindow(createDate, now)).toBe(expected);
  });
});
