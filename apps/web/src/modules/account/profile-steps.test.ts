import { describe, expect, it } from 'vitest';
import { isExempt, isInNewUserWindow, profileNextTab, profileStartTab, type ProfileFacts, type ProfileTab } from './profile-steps';

const complete: ProfileFacts = { hasPhone: true, companyType: 2, hasServiceCompany: true, passwordSet: true, exempt: false, isNewUser: true };

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
    ['no password but exempt (exp3 = 2)', { passwordSet: false, exempt: true }, undefined],
    ['type 2 without a service company but exempt', { hasServiceCompany: false, exempt: true }, undefined],
    ['type 2 without a service company or password, exempt', { hasServiceCompany: false, passwordSet: false, exempt: true }, undefined],
    ['no phone, exempt', { hasPhone: false, exempt: true }, 0],
    ['no company type, exempt', { companyType: null, exempt: true }, 1],
    ['no company type, old account, no password, exempt', { companyType: null, isNewUser: false, passwordSet: false, exempt: true }, undefined],
    ['complete', {}, undefined],
  ])('%s → %s', (_name, facts, expected) => {
    expect(profileStartTab({ ...complete, ...facts })).toBe(expected);
  });
});

describe(profileNextTab.name, () => {
  // spec §4: 0 → 1; 1 → 3 (listed company) or 2; 2 → 3; 3 closes. exp3 = 2 skips 2 and 3.
  it.each<[ProfileTab, { companyType: number | null; exempt: boolean }, ProfileTab | undefined]>([
    [0, { companyType: null, exempt: false }, 1],
    [0, { companyType: null, exempt: true }, 1],
    [1, { companyType: 1, exempt: false }, 3],
    [1, { companyType: 5, exempt: false }, 2],
    [1, { companyType: 1, exempt: true }, undefined],
    [1, { companyType: 5, exempt: true }, undefined],
    [2, { companyType: 5, exempt: false }, 3],
    [2, { companyType: 5, exempt: true }, undefined],
    [3, { companyType: 5, exempt: false }, undefined],
    [3, { companyType: 1, exempt: false }, undefined],
  ])('after tab %s with %j → %s', (tab, facts, expected) => {
    expect(profileNextTab(tab, facts)).toBe(expected);
  });
});

describe(isExempt.name, () => {
  it.each<[number | null | undefined, number | null | undefined, boolean]>([
    [2, 0, true],
    [0, 2, true],
    [2, 2, true],
    [0, 0, false],
    [1, 3, false],
    [undefined, null, false],
  ])('user exp3 %s, company exp3 %s → %s', (user, company, expected) => {
    expect(isExempt(user, company)).toBe(expected);
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
