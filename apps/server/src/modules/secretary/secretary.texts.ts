import type { Locale } from '@app/contracts';
import type { LocalizedText } from '@app/domain';
import en from './locales/en.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

/** Reminder, certificate and calendar-feed texts of this module, one catalogue per locale; `en` is the source of truth. */
const catalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

export const secretaryText = (locale: Locale): typeof en => catalogues[locale] ?? catalogues['zh-HK'];

/** Fills {{name}} placeholders. */
export const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);

/** A task's name in `locale`, with its period for repeated tasks (Monthly Return 2026-03). */
export const taskName = (task: { names: unknown; period: string | null }, locale: Locale): string => {
  const names = task.names as LocalizedText;
  const name = locale === 'en' ? names.en : locale === 'zh-CN' ? names.zhCN : names.zhHK;
  return task.period ? `${name} ${task.period}` : name;
};
