import { DEFAULT_LOCALE, type Locale } from '@app/contracts';
import en from '@app/contracts/locales/en/errors.json' with { type: 'json' };
import zhCN from '@app/contracts/locales/zh-CN/errors.json' with { type: 'json' };
import zhHK from '@app/contracts/locales/zh-HK/errors.json' with { type: 'json' };

// Server-side messages (resultMsg, validation details) share the catalogue the web uses.
const catalogues: Record<Locale, unknown> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

const lookup = (catalogue: unknown, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** True when `key` names a message in the catalogue. */
export const hasMessage = (key: string): boolean => lookup(catalogues[DEFAULT_LOCALE], key) !== undefined;

// The catalogues are fixed at build time: each key's template is looked up once per locale (every
// reply's resultMsg is translated, "Success" included). Bounded in case a caller passes unusual keys.
const templates = new Map<string, string>();
const MAX_TEMPLATES = 5_000;
const templateOf = (locale: Locale, key: string): string => {
  const id = `${locale}\u0000${key}`;
  let template = templates.get(id);
  if (template === undefined) {
    template = lookup(catalogues[locale], key) ?? lookup(catalogues[DEFAULT_LOCALE], key) ?? key;
    if (templates.size >= MAX_TEMPLATES) templates.clear();
    templates.set(id, template);
  }
  return template;
};

/**
 * Translates `key` into `locale`, falling back to English and then to the key,
 * and fills {{name}} placeholders from `params`.
 */
export const translate = (locale: Locale, key: string, params: Record<string, string | number> = {}): string => {
  const template = templateOf(locale, key);
  if (!template.includes('{{')) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};
