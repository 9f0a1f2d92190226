import { DEFAULT_LOCALE, type Locale } from '@app/contracts';
import en from './messages.en.json' with { type: 'json' };
import zhCN from './messages.zh-CN.json' with { type: 'json' };
import zhHK from './messages.zh-HK.json' with { type: 'json' };

// Text the server sends to people (SMS, e-mail), one catalogue per locale; `en` is the source of truth.
export const messageCatalogues: Record<Locale, unknown> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };

const lookup = (catalogue: unknown, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/**
 * An outgoing message text in `locale` (falling back to English) with
 * {{name}} placeholders filled; values are HTML-escaped in keys ending in "Html".
 * @throws Error when the key is in no catalogue (a programming mistake).
 */
export const renderMessage = (locale: Locale, key: string, params: Record<string, string | number> = {}): string => {
  const template = lookup(messageCatalogues[locale], key) ?? lookup(messageCatalogues[DEFAULT_LOCALE], key);
  if (template === undefined) throw new Error(`No message text for ${key}`);
  const isHtml = key.endsWith('Html');
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    return isHtml ? escapeHtml(String(params[name])) : String(params[name]);
  });
};
