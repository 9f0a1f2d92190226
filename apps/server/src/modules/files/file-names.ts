import { FilesLimits } from '@app/contracts';

// C0 and C1 control characters, DEL, and the Unicode bidirectional overrides and isolates (a name like 'invoice\u202Efdp.exe').
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Characters that Windows, macOS or zip tools refuse or read as paths.
const RESERVED = /[<>:"|?*]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A name as stored (issue 16: no path traversal, no control characters):
 * the last path segment only (an uploaded 'a/../../b.pdf' is 'b.pdf'), NFC,
 * control and bidi characters removed, reserved characters as '_', spaces
 * collapsed, no leading or trailing dots or spaces, at most FilesLimits.nameMax
 * characters with the extension kept. Returns null when nothing usable is left.
 */
export const normaliseName = (raw: string): string | null => {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  let name = lastSegment.normalize('NFC').replace(CONTROL, '').replace(RESERVED, '_').replace(/\s+/g, ' ').trim().replace(/^[.\s]+|[.\s]+$/g, '');
  if (name === '' || WINDOWS_RESERVED.test(name)) return null;
  if (name.length > FilesLimits.nameMax) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, FilesLimits.nameMax - extension.length).trimEnd() + extension;
  }
  return name;
};

/** The key names are compared by (a folder holds one 'Minutes.pdf' whatever the case). */
export const nameKeyOf = (name: string): string => name.toLowerCase();

/** The lower-case extension without the dot ('' when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** 'Board pack.pdf' → 'Board pack (2).pdf' (copies and restores into a folder that has the name). */
export const numberedName = (name: string, n: number): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
};

/** RFC 6266 / 5987 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export const contentDisposition = (disposition: 'attachment' | 'inline', name: string): string => {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};
