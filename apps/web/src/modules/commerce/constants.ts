/** Contact requests from the company-member tab are stored with this source (spec §2). */
export const COMPANY_MEMBER_SOURCE = 'companyMember';
