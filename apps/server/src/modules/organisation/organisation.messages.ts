import type { Locale } from '@app/contracts';
import en from './locales/en.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

/** Message-centre texts of this module, one catalogue per locale; `en` is the source of truth. */
export const organisationMessageCatalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

/** Message sources (spec §4 routing): 10 certification passed; 12 certification failed (this module's choice; routes like 9–11 to the person info page). */
export const CertificationMessageSource = { Passed: 10, Failed: 12 } as const;

// Message-centre type of system notices.
const SYSTEM_MESSAGE_TYPE = 1;

type CertificationOutcome = keyof typeof en;

const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * The message a user receives when their certification is reviewed: the
 * title in traditional Chinese (`title`) and English (`titleEn`); the content
 * in both, English first.
 */
export const certificationMessage = (outcome: CertificationOutcome, params: Record<string, string> = {}) => ({
  type: SYSTEM_MESSAGE_TYPE,
  source: outcome === 'certificationPassed' ? CertificationMessageSource.Passed : CertificationMessageSource.Failed,
  title: organisationMessageCatalogues['zh-HK'][outcome].title,
  titleEn: organisationMessageCatalogues.en[outcome].title,
  content: [fill(organisationMessageCatalogues.en[outcome].content, params), fill(organisationMessageCatalogues['zh-HK'][outcome].content, params)].join('\n'),
});
