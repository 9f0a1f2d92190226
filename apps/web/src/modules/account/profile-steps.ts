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
  /** sassUser.exp3: 2 exempts from the password step. */
  exp3: number;
  /** Within the 7-day new-user window after createDate (spec §4); only then are the company tabs prompted. */
  isNewUser: boolean;
};

/** Spec §4: the profile steps are prompted for 7 days after the account was created. */
export const NEW_USER_DAYS = 7;

/** True when `createDate` lies less than 7 days before `now`. */
export const isInNewUserWindow = (createDate: string | null | undefined, now: number): boolean => {
  const created = createDate ? Date.parse(createDate) : Number.NaN;
  return Number.isFinite(created) && now - created < NEW_USER_DAYS * 24 * 60 * 60 * 1000;
};

const needsPassword = (facts: ProfileFacts) => !facts.passwordSet && facts.exp3 !== 2;

/** The tab the dialog opens on, or undefined when nothing is missing. */
export const profileStartTab = (facts: ProfileFacts): ProfileTab | undefined => {
  if (!facts.hasPhone) return 0;
  if (!facts.companyType) return facts.isNewUser ? 1 : needsPassword(facts) ? 3 : undefined;
  if (facts.companyType !== AccountType.ListedCompany && !facts.hasServiceCompany) return 2;
  if (needsPassword(facts)) return 3;
  return undefined;
};

/**
 * The tab after `tab` was saved; undefined closes the dialog. Tab 1 goes to 3
 * for listed companies (type 1), else to 2; the password tab is skipped when
 * it is not needed.
 */
export const profileNextTab = (tab: ProfileTab, facts: Pick<ProfileFacts, 'companyType' | 'passwordSet' | 'exp3'>): ProfileTab | undefined => {
  const passwordOrClose = needsPassword({ ...facts, hasPhone: true, hasServiceCompany: true, isNewUser: true }) ? 3 : undefined;
  switch (tab) {
    case 0:
      return 1;
    case 1:
      return facts.companyType === AccountType.ListedCompany ? passwordOrClose : 2;
    case 2:
      return passwordOrClose;
    case 3:
      return undefined;
  }
};
