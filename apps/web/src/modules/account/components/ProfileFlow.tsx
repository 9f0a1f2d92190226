import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@app/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserPage, savedRedirectOf, sessionKeys, toNumber, useSession } from '../../auth';
import { isExempt, isInNewUserWindow, profileNextTab, profileStartTab, type ProfileFacts, type ProfileTab } from '../profile-steps';
import { ProfileDialog } from './ProfileDialog';

/** The public page that shows the same steps in place (spec §2 /perfectInfo); the dialog stays away from it. */
export const PERFECT_INFO_PATH = '/perfectInfo';

/** The spec §4 facts of a signed-in user; `anyAccountAge` ignores the 7-day new-user window. */
const profileFactsOf = (userInfo: UserInfo, anyAccountAge: boolean): ProfileFacts => {
  const user = userInfo.sassUser;
  const company = userInfo.sassCompany;
  return {
    hasPhone: Boolean(user.phone),
    companyType: toNumber(company.type) || null,
    // spec §4: a default service company (its stock code) or an English short name counts as set up
    hasServiceCompany: Boolean(userInfo.stockCode || company.shortNameEn),
    // only an explicit false prompts for the first password
    passwordSet: user.passwordSet !== false,
    exempt: isExempt(toNumber(user.exp3), toNumber(company.exp3)),
    isNewUser: anyAccountAge || isInNewUserWindow(user.createDate, Date.now()),
  };
};

export type ProfileFlowState = {
  /** The tab to show; undefined when nothing is missing, the steps were left for later, or nobody is signed in. */
  tab: ProfileTab | undefined;
  passwordSet: boolean;
  /** Saves a step's outcome and moves on (spec §4 transitions). */
  handleSaved: (tab: ProfileTab, companyType?: number) => Promise<void>;
  /** Leaves the (closable) first tabs for later in this session. */
  handleDismiss: () => void;
};

/**
 * The profile-completion steps (spec §4): start on the first missing tab, walk
 * the transitions, and after the last tab go to the redirect the login guard
 * kept, or reload (user info and routes start afresh, and whatever step is
 * still missing opens next). The dialog prompts new accounts only (7 days);
 * /perfectInfo, opened on purpose, passes `anyAccountAge`.
 */
export const useProfileFlow = ({ anyAccountAge = false }: { anyAccountAge?: boolean } = {}): ProfileFlowState => {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [activeTab, setActiveTab] = useState<ProfileTab>();
  const [dismissedFor, setDismissedFor] = useState<string>();
  const facts = session.isSignedIn && session.userInfo ? profileFactsOf(session.userInfo, anyAccountAge) : undefined;
  const start = facts && profileStartTab(facts);
  const dismissed = dismissedFor === session.token && start !== undefined && start <= 1;

  const finish = () => {
    const redirect = savedRedirectOf(location.search);
    if (redirect) void navigate(redirect, { replace: true });
    else browserPage.reload();
  };

  const handleSaved = async (saved: ProfileTab, savedType?: number) => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    const next = profileNextTab(saved, { companyType: savedType ?? facts?.companyType, exempt: facts?.exempt ?? false });
    setActiveTab(next);
    if (next === undefined) finish();
  };

  return {
    tab: facts ? (activeTab ?? (dismissed ? undefined : start)) : undefined,
    passwordSet: facts?.passwordSet ?? false,
    handleSaved,
    handleDismiss: () => {
      setActiveTab(undefined);
      setDismissedFor(session.token);
    },
  };
};

/**
 * After sign-in (spec §4): the profile-completion dialog on the first missing
 * step; the mandatory service-company setup (tab 2) and the first-time
 * password (tab 3) cannot be closed.
 */
export const ProfileFlow = () => {
  const location = useLocation();
  const flow = useProfileFlow();
  if (flow.tab === undefined || location.pathname === PERFECT_INFO_PATH) return null;
  return <ProfileDialog tab={flow.tab} passwordSet={flow.passwordSet} onSaved={flow.handleSaved} onClose={flow.handleDismiss} />;
};
