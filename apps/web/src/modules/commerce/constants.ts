/** Contact requests from the company-member tab are stored with this source (spec §2). */
export const COMPANY_MEMBER_SOURCE = 'companyMember';

/** The module's i18n namespace. */
export const COMMERCE_NS = 'commerce';

/** Spec §7 payWay. */
export const PAY_WAYS = [
  { payWay: 1, key: 'wechat' },
  { payWay: 2, key: 'alipay' },
] as const;
