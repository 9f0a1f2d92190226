import type { Locale } from '@app/contracts';
import en from './locales/en.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

/** Message-centre texts of this module, one catalogue per locale; `en` is the source of truth. */
export const organisationMessageCatalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** Message sources (spec §4 routing): 10 certification passed; 12 certification failed (this module's choice; routes like 9–11 to the person info page). */
export const CertificationMessageSource = { Passed: 10, Failed: 12 } as const;

/** Spec §4 sources of the account events: 9 company approved, 10 certification passed, 11 company membership opened, 12 certification failed. */
const SOURCE_OF = { certificationPassed: 10, certificationFailed: 12, companyApproved: 9, serviceOpened: 11 } as const;

/** The message-centre type (MessageType.application) and the switch that turns these messages off. */
const APPLICATION_MESSAGE_TYPE = 7;
export const ACCOUNT_MESSAGE_SWITCH = 'application' as const;

type CertificationOutcome = keyof typeof en;

const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * The message a user receives when their certification is reviewed (10 passed, 12 failed), when
 * their company is approved (9, the other members) or its membership opens (11): the Chinese
 * title (`title`) in the recipient's script (simplified for a zh-CN reader, traditional otherwise)
 * and English (`titleEn`); the content in both, English first.
 * @param locale the recipient's language (`recipientLocale`)
 */
export const certificationMessage = (outcome: CertificationOutcome, params: Record<string, string> = {}, locale: Locale = 'zh-HK') => {
  const chinese = organisationMessageCatalogues[locale === 'zh-CN' ? 'zh-CN' : 'zh-HK'][outcome];
  return {
    type: APPLICATION_MESSAGE_TYPE,
    source: SOURCE_OF[outcome],
    title: chinese.title,
    titleEn: organisationMessageCatalogues.en[outcome].title,
    content: [fill(organisationMessageCatalogues.en[outcome].content, params), fill(chinese.content, params)].join('\n'),
  };
};
