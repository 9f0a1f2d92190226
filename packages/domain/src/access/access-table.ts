import type { AccessDecision, AccessRequirement, AccessUserFields } from './rule';

/**
 * The one table of spec §6 access cases that all three sides run: the domain
 * test asks decideAccess, the server test asks the access policy (and checks
 * the errCode it answers), the web test asks the route guard (and checks the
 * redirect or dialog it performs). Each side maps a requirement below to its
 * own declaration (`config.access` on the server, route metadata on the web)
 * and a subject to its own caller (the server's rows, the web's user info).
 *
 * Only requirements both sides can declare are here. Two behaviours are one
 * side's own and tested there: an expired token (server, 9999) and a user whose
 * company has no type yet passing the page guard (web, `untypedCompanyPasses`).
 */

/** The requirements both sides can declare, in the domain's words. */
export const SHARED_REQUIREMENTS = {
  /** server 'public'; web a public route */
  public: { isPublic: true },
  /** server 'user'; web needRegist */
  signedIn: { needRegist: true },
  /** server { vip: 'member' }; web needVip */
  vip: { needVip: true },
  /** server { vip: 'company' }; web vipPageC */
  companyVip: { vipPageC: true },
  /** server { feature: 'secretary' }; web aiSecretary */
  secretary: { aiSecretary: true },
  /** server { feature: 'file', visitorsAllowed: true }; web aiFile */
  documents: { aiFile: true, visitorsAllowed: true },
  /** server { role: 'listed' }; web needRegist + roles ['listed'] */
  listedRole: { needRegist: true, roles: ['listed'] },
  /** server { role: 'isServeCom' }; web needRegist + roles ['isServeCom'] */
  serviceRole: { needRegist: true, roles: ['isServeCom'] },
  /** server { admin: true }; web needRegist + isAdmin */
  admin: { needRegist: true, isAdmin: true },
  /** server { staff: true }; web needRegist + staffOnly */
  staff: { needRegist: true, staff: true },
  /** server { certified: true }; web needRegist + rzPage */
  certified: { needRegist: true, rzPage: true },
} as const satisfies Record<string, AccessRequirement>;

export type SharedRequirement = keyof typeof SHARED_REQUIREMENTS;

/** Who asks: the visitor, or a user's stored fields (the server's rows and the web's user info carry the same values). */
export type SharedSubject = 'visitor' | AccessUserFields;

type Row = { subject: string; who: SharedSubject; decisions: Record<SharedRequirement, AccessDecision> };

/** A law firm's (type 2) administrator, free, certified, every switch on, not staff; each row changes what it names. */
const user = (changes: Partial<AccessUserFields> = {}): AccessUserFields => ({
  vipStatus: 0,
  userType: 1,
  adminStatus: 0,
  companyType: 2,
  certificationCheckStatus: 2,
  secretarySwitch: { company: 1, user: 1 },
  fileSwitch: { company: 1, user: 1 },
  isStaff: false,
  ...changes,
});
const member = (changes: Partial<AccessUserFields> = {}) => user({ vipStatus: 3, ...changes });

// prettier-ignore
const ROWS: Row[] = [
  { subject: 'visitor', who: 'visitor',
    decisions: { public: 'allow', signedIn: 'signIn', vip: 'buyVip', companyVip: 'buyCompanyVip', secretary: 'notCompanyMember', documents: 'allow', listedRole: 'signIn', serviceRole: 'signIn', admin: 'signIn', staff: 'signIn', certified: 'signIn' } },
  { subject: 'free user', who: user(),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'buyVip', companyVip: 'buyCompanyVip', secretary: 'notCompanyMember', documents: 'notCompanyMember', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'VIP (1)', who: user({ vipStatus: 1 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'buyCompanyVip', secretary: 'notCompanyMember', documents: 'notCompanyMember', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), listed company (type 1)', who: member({ companyType: 1 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'allow', serviceRole: 'wrongRole', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), law firm (type 2)', who: member({ companyType: 2 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), accounting firm (type 3)', who: member({ companyType: 3 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'accountTypeNotEligible', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), investment bank (type 4)', who: member({ companyType: 4 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'accountTypeNotEligible', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), other (type 5)', who: member({ companyType: 5 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'accountTypeNotEligible', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), compliance adviser (type 6)', who: member({ companyType: 6 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'accountTypeNotEligible', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), independent financial adviser (type 7)', who: member({ companyType: 7 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'accountTypeNotEligible', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), secretarial services company (type 8)', who: member({ companyType: 8 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company member (3), securities company (type 9)', who: member({ companyType: 9 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'accountTypeNotEligible', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'sub-account (userType 2) without adminStatus 1', who: member({ userType: 2, adminStatus: 0 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'notAdmin', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'sub-account (userType 2) with adminStatus 1', who: member({ userType: 2, adminStatus: 1 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'unverified company (certification 0)', who: member({ certificationCheckStatus: 0 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'notCertified' } },
  { subject: 'company under review (certification 1)', who: member({ certificationCheckStatus: 1 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'certificationUnderReview' } },
  { subject: 'company whose certification failed (3)', who: member({ certificationCheckStatus: 3 }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'notCertified' } },
  { subject: 'company secretary switch off', who: member({ secretarySwitch: { company: 0, user: 1 } }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'secretarySwitchedOff', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'user secretary switch off', who: member({ secretarySwitch: { company: 1, user: 0 } }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'secretarySwitchedOff', documents: 'allow', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'company file switch off', who: member({ fileSwitch: { company: 0, user: 1 } }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'fileSwitchedOff', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'user file switch off', who: member({ fileSwitch: { company: 1, user: 0 } }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'allow', companyVip: 'allow', secretary: 'allow', documents: 'fileSwitchedOff', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'staffOnly', certified: 'allow' } },
  { subject: 'staff (free)', who: user({ isStaff: true }),
    decisions: { public: 'allow', signedIn: 'allow', vip: 'buyVip', companyVip: 'buyCompanyVip', secretary: 'notCompanyMember', documents: 'notCompanyMember', listedRole: 'wrongRole', serviceRole: 'allow', admin: 'allow', staff: 'allow', certified: 'allow' } },
];

export type SharedAccessCase = { name: string; who: SharedSubject; requirement: SharedRequirement; decision: AccessDecision };

/** Every subject against every shared requirement: one case per cell of the table above. */
export const SHARED_ACCESS_CASES: readonly SharedAccessCase[] = ROWS.flatMap((row) =>
  (Object.keys(SHARED_REQUIREMENTS) as SharedRequirement[]).map((requirement) => ({
    name: `${row.subject} on ${requirement}`,
    who: row.who,
    requirement,
    decision: row.decisions[requirement],
  })),
);
