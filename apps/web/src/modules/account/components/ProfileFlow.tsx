import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionKeys, toNumber, useSession } from '../../session';
import { isInNewUserWindow, profileNextTab, profileStartTab, type ProfileTab } from '../profile-steps';
import { ProfileDialog } from './ProfileDialog';

/**
 * After sign-in (spec §4): opens the profile-completion dialog on the first
 * missing step and walks it through its tabs; the mandatory service-company
 * setup (tab 2) and the first-time password (tab 3) cannot be closed.
 */
export const ProfileFlow = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  const [activeTab, setActiveTab] = useState<ProfileTab>();
  const [dismissedFor, setDismissedFor] = useState<string>();
  const user = session.userInfo?.sassUser;
  const company = session.userInfo?.sassCompany;

  if (!session.isSignedIn || !user) return null;
  const companyType = toNumber(company?.type) || null;
  const facts = {
    hasPhone: Boolean(user.phone),
    companyType,
    // spec §4: a default service company (its stock code) or an English short name counts as set up
    hasServiceCompany: Boolean(session.userInfo?.stockCode || company?.shortNameEn),
    // only an explicit false prompts for the first password
    passwordSet: user.passwordSet !== false,
    exp3: toNumber(user.exp3) ?? 0,
    isNewUser: isInNewUserWindow(user.createDate, Date.now()),
  };
  const start = profileStartTab(facts);
  const dismissed = dismissedFor === session.token && start !== undefined && start <= 1;
  const tab = activeTab ?? (dismissed ? undefined : start);
  if (tab === undefined) return null;

  const onSaved = async (saved: ProfileTab, savedType?: number) => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    const next = profileNextTab(saved, { companyType: savedType ?? companyType, passwordSet: saved === 3 || facts.passwordSet, exp3: facts.exp3 });
    setActiveTab(next);
  };

  return (
    <ProfileDialog
      tab={tab}
      onSaved={onSaved}
      onClose={() => {
        setActiveTab(undefined);
        setDismissedFor(session.token);
      }}
    />
  );
};
