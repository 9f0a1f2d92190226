import type { Readable } from 'node:stream';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import { FilesLimits } from '@app/contracts';

/** Reads a stream of at most `max` bytes into memory (a Word preview needs the whole document; files are ≤ 10 MB). */
const readAll = async (stream: Readable, max: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw new Error('document larger than the upload limit');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** What a rendered Word document may contain: text structure, tables, links and embedded (data:) images. Nothing that runs. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'br', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img', 'blockquote'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** A complete page around the rendered body; it is served with a sandboxing CSP (no script, no outside requests). */
const page = (body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:820px;margin:24px auto;padding:0 16px;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}img{max-width:100%}</style></head><body>${body}</body></html>`;

/** A .docx rendered to sanitised HTML with mammoth (the file store's Word preview). */
export const renderWordToHtml = async (stream: Readable): Promise<string> => {
  const buffer = await readAll(stream, FilesLimits.maxFileBytes);
  const { value } = await mammoth.convertToHtml({ buffer });
  return page(sanitizeHtml(value, ALLOWED));
};

/** The CSP a rendered or user-supplied document is served with: a sandbox without scripts, images from data: only. */
export const DOCUMENT_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";
