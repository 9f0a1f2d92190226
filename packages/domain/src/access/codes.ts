/**
 * The codes the spec §6 access rule reads, named once for the server, the web
 * and the contracts (which re-export them).
 */

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

/** Spec §6: the AI secretary entry is for listed companies, law firms and secretarial services companies. */
export const SECRETARY_ACCOUNT_TYPES: readonly number[] = [AccountType.ListedCompany, AccountType.LawFirm, AccountType.SecretarialServices];

/** Membership codes (spec §4): 1 VIP, 3 company member; anything else is free. */
export const VipStatus = { Free: 0, Vip: 1, CompanyMember: 3 } as const;

/** A company's certificationCheckStatus (spec §4): 0 unverified, 1 under review, 2 verified, 3 failed. */
export const CertificationStatus = { Unverified: 0, UnderReview: 1, Verified: 2, Failed: 3 } as const;

/** Roles of spec §6 ('listed' company type 1, 'isServeCom' any other type, admin) plus 'staff' for the back office. */
export const Roles = ['listed', 'isServeCom', 'admin', 'staff'] as const;
export type Role = (typeof Roles)[number];

/** The roles a route or call can be limited to (spec §2 meta.roles): the company-type roles. */
export type CompanyRole = Extract<Role, 'listed' | 'isServeCom'>;
export const ROLE_LISTED: CompanyRole = 'listed';
export const ROLE_SERVE_COM: CompanyRole = 'isServeCom';

/** Spec §4: the visitor ('sightseer') continues with the company-type role. */
export const VISITOR_ROLES: readonly CompanyRole[] = [ROLE_LISTED];
