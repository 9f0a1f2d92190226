import { VipStatus } from './codes';

type Membership = { vipStatus: number; vipExpiresAt: Date | string | null };

const isLive = (membership: Membership, now: Date) =>
  membership.vipExpiresAt === null || new Date(membership.vipExpiresAt).getTime() > now.getTime();

/**
 * The membership a user enjoys now: a live company membership of their
 * organisation (3) wins over their own VIP (1); expired ones count as free.
 */
export const effectiveVipStatus = (user: Membership, organisation: Membership, now: Date): number => {
  if (organisation.vipStatus === VipStatus.CompanyMember && isLive(organisation, now)) return VipStatus.CompanyMember;
  if ((user.vipStatus === VipStatus.Vip || user.vipStatus === VipStatus.CompanyMember) && isLive(user, now)) return user.vipStatus;
  return VipStatus.Free;
};

/** Spec §4: vipStatus 1 or 3 is VIP; an unknown status is not. */
export const isVip = (vipStatus: number | undefined): boolean => vipStatus === VipStatus.Vip || vipStatus === VipStatus.CompanyMember;

/** Spec §6: isAdmin is true when userType is not 2, or userType is 2 and adminStatus is 1. */
export const isAdminUser = (user: { userType: number; adminStatus: number }): boolean => user.userType !== 2 || user.adminStatus === 1;
