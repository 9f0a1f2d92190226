/**
 * Account type codes (spec §3): 1 listed company, 2 law firm, 3 accounting firm,
 * 4 investment bank, 5 other, 6 compliance adviser, 7 independent financial
 * adviser, 8 secretarial services company, 9 securities company.
 */
export const AccountType = {
  ListedCompany: 1,
  LawFirm: 2,
  AccountingFirm: 3,
  InvestmentBank: 4,
  Other: 5,
  ComplianceAdviser: 6,
  IndependentFinancialAdviser: 7,
  SecretarialServices: 8,
  SecuritiesCompany: 9,
} as const;
export const ACCOUNT_TYPES: number[] = Object.values(AccountType);

/** Membership codes (spec §4): 1 VIP, 3 company member; anything else is free. */
export const VipStatus = { Free: 0, Vip: 1, CompanyMember: 3 } as const;

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

/** Spec §4: vipStatus 1 or 3 is VIP. */
export const isVip = (vipStatus: number): boolean => vipStatus === VipStatus.Vip || vipStatus === VipStatus.CompanyMember;

/** Spec §6: isAdmin is true when userType is not 2, or userType is 2 and adminStatus is 1. */
export const isAdminUser = (user: { userType: number; adminStatus: number }): boolean => user.userType !== 2 || user.adminStatus === 1;
