/**
 * Forms cannot nest: a form-encoded calculator body names nested inputs with
 * dotted or bracketed keys ('assets.subject', 'assets[subject]',
 * 'annualCaps[0]'). This turns them into the objects and lists the JSON body
 * carries, so one schema validates both.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parts that would reach an object's prototype instead of a field. */
const FORBIDDEN_PARTS = new Set(['__proto__', 'prototype', 'constructor']);

/** 'a.b[c][0]' → ['a', 'b', 'c', '0']. */
const splitKey = (key: string): string[] => key.split(/[.[\]]+/).filter((part) => part !== '');

/** Objects whose keys are all 0, 1, 2 … become lists. */
const listify = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(listify);
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listify(value[key])] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
};

/**
 * Expands dotted and bracketed keys into nested objects; plain keys are kept.
 * A key that clashes with a plain value (both 'assets' and 'assets.subject')
 * keeps the nested form.
 */
export const unflattenFormFields = (body: Record<string, unknown>): Record<string, unknown> => {
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const path = splitKey(key);
    if (path.some((part) => FORBIDDEN_PARTS.has(part))) continue;
    if (path.length <= 1) {
      if (!(key in output)) output[key] = value;
      continue;
    }
    let node = output;
    for (const part of path.slice(0, -1)) {
      if (!isPlainObject(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path[path.length - 1]] = value;
  }
  return listify(output) as Record<string, unknown>;
};
