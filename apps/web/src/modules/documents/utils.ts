import type { Locale, TriText } from '@app/contracts';

/** A template text in the interface language. */
export const triText = (value: TriText, locale: Locale): string => (locale === 'en' ? value.en : locale === 'zh-HK' ? value.zhHK : value.zhCN);
