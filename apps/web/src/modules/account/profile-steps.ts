import { AccountType } from '@app/domain';

/**
 * The profile-completion dialog's tabs (spec §4): 0 phone, 1 company, 2
 * service companies, 3 password. Pure functions over the user-info facts.
 */
export type ProfileTab = 0 | 1 | 2 | 3;

export type ProfileFacts = {
  hasPhone: boolean;
  /** sassCompany.type, when set. */
  companyType: number | null | undefined;
  /** A service company with a stock code exists. */
  hasServiceCompany: boolean;
  passwordSet: boolean;
  /** exp3 = 2 on the user or the company: no service-company setup (tab 2) and no password step (tab 3). */
  exempt: boolean;
  /** Within the 7-day new-user window after createDate (spec §4); only then are the company tabs prompted. */
  isNewUser: boolean;
};

/** Spec §3: exp3 = 2 exempts from the setup dialogs. */
export const EXEMPT_EXP3 = 2;

/** Exempt when sassUser.exp3 or sassCompany.exp3 is 2. */
export const isExempt = (userExp3: number | null | undefined, companyExp3: number | null | undefined): boolean =>
  userExp3 === EXEMPT_EXP3 || companyExp3 === EXEMPT_EXP3;

/** Spec §4: the profile steps are prompted for 7 days after the account was created. */
export const NEW_USER_DAYS = 7;

/** True when `createDate` lies less than 7 days before `now`. */
export const isInNewUserWindow = (createDate: string | null | undefined, now: number): boolean => {
  const created = createDate ? Date.parse(createDate) : Number.NaN;
  return Number.isFinite(created) && now - created < NEW_USER_DAYS * 24 * 60 * 60 * 1000;
};

const needsPassword = (facts: Pick<ProfileFacts, 'passwordSet' | 'exempt'>) => !facts.passwordSet && !facts.exempt;

/** The tab the dialog opens on, or undefined when nothing is missing. */
export const profileStartTab = (facts: ProfileFacts): ProfileTab | undefined => {
  if (!facts.hasPhone) return 0;
  if (!facts.companyType) return facts.isNewUser ? 1 : needsPassword(facts) ? 3 : undefined;
  if (facts.companyType !== AccountType.ListedCompany && !facts.hasServiceCompany && !facts.exempt) return 2;
  if (needsPassword(facts)) return 3;
  return undefined;
};

/** Spec §4 transitions as written: 0 → 1; 1 → 3 for a listed company, else 2; 2 → 3; 3 closes. */
const followingTab = (tab: ProfileTab, companyType: number | null | undefined): ProfileTab | undefined => {
  switch (tab) {
    case 0:
      return 1;
    case 1:
      return companyType === AccountType.ListedCompany ? 3 : 2;
    case 2:
      return 3;
    case 3:
      return undefined;
  }
};

/**
 * The tab after `tab` was saved; undefined closes the dialog. Follows the
 * spec's table; an exempt user skips tabs 2 and 3. Tab 3 is shown even when a
 * password is set (it then only confirms that and finishes).
 */
export const profileNextTab = (tab: ProfileTab, facts: Pick<ProfileFacts, 'companyType' | 'exempt'>): ProfileTab | undefined => {
  const next = followingTab(tab, facts.companyType);
  // tabs 2 and 3 are the last ones, so an exempt user is done once past tab 1
  return facts.exempt && next !== undefined && next >= 2 ? undefined : next;
};
