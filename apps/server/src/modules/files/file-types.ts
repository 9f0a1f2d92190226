import type { PreviewKind } from '@app/contracts';
import { extensionOf } from './file-names';

/** A supported type, recognised from the content (magic bytes) and agreeing with the name's extension. */
export type DetectedType = { mime: string; previewKind: PreviewKind };

const startsWith = (head: Buffer, bytes: number[], offset = 0) => head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** UTF-8 text without NUL bytes (a multi-byte character cut at the end of the sample is allowed). */
const looksLikeText = (head: Buffer): boolean => {
  if (head.includes(0)) return false;
  for (let cut = 0; cut <= 3 && cut < head.length + 1; cut += 1) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try without the last bytes
    }
  }
  return false;
};

/** Extension → what its content must look like, its stored type and its preview. */
const TYPES: Record<string, { check: (head: Buffer) => boolean; mime: string; previewKind: PreviewKind }> = {
  pdf: { check: (head) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]), mime: 'application/pdf', previewKind: 'pdf' },
  png: { check: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), mime: 'image/png', previewKind: 'image' },
  jpg: { check: (head) => startsWith(head, [0xff, 0xd8, 0xff]), mime: 'image/jpeg', previewKind: 'image' },
  jpeg: { check: (head) => startsWith(head, [0xff, 0xd8, 0xff]), mime: 'image/jpeg', previewKind: 'image' },
  gif: { check: (head) => startsWith(head, [0x47, 0x49, 0x46, 0x38]), mime: 'image/gif', previewKind: 'image' },
  webp: { check: (head) => startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8), mime: 'image/webp', previewKind: 'image' },
  docx: { check: (head) => startsWith(head, ZIP), mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', previewKind: 'html' },
  xlsx: { check: (head) => startsWith(head, ZIP), mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', previewKind: 'none' },
  pptx: { check: (head) => startsWith(head, ZIP), mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', previewKind: 'none' },
  doc: { check: (head) => startsWith(head, OLE), mime: 'application/msword', previewKind: 'none' },
  xls: { check: (head) => startsWith(head, OLE), mime: 'application/vnd.ms-excel', previewKind: 'none' },
  ppt: { check: (head) => startsWith(head, OLE), mime: 'application/vnd.ms-powerpoint', previewKind: 'none' },
  txt: { check: looksLikeText, mime: 'text/plain', previewKind: 'text' },
  csv: { check: looksLikeText, mime: 'text/csv', previewKind: 'text' },
  md: { check: looksLikeText, mime: 'text/markdown', previewKind: 'text' },
};

/** The extensions the store accepts, for the message of FILES_UNSUPPORTED_TYPE and the upload box. */
export const SUPPORTED_EXTENSIONS = Object.keys(TYPES);

/**
 * The type of an upload from its first bytes, when they agree with the name's
 * extension (a script renamed 'minutes.pdf' is refused; so is a PDF named '.exe').
 * Null: unsupported. SVG and HTML are never accepted (they could run script in a preview).
 */
export const detectType = (name: string, head: Buffer): DetectedType | null => {
  const type = TYPES[extensionOf(name)];
  if (!type || head.length === 0 || !type.check(head)) return null;
  return { mime: type.mime, previewKind: type.previewKind };
};

/** The preview of a stored type. */
export const previewKindOf = (mime: string | null): PreviewKind => Object.values(TYPES).find((type) => type.mime === mime)?.previewKind ?? 'none';
