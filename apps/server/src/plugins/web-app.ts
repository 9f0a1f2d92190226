import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import mime from 'mime-types';

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Web app not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.
<br>网页应用尚未构建，请运行 npm run build 后刷新。<br>網頁應用尚未建置，請執行 npm run build 後重新整理。</p>`;

type Encoding = 'br' | 'gzip' | 'identity';
type Representation = { body: Buffer; etag: string };
/** One built file held in memory: the plain bytes and the precompressed copies the build wrote beside it. */
type WebFile = { type: string; cacheControl: string; copies: Partial<Record<Encoding, Representation>> };

const COPY_SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

const representation = (body: Buffer, encoding: Encoding): Representation => ({
  body,
  // Each encoding is its own representation (RFC 9110 §8.8.3), so each has its own strong validator.
  etag: `"${createHash('sha1').update(body).digest('base64url')}${encoding === 'identity' ? '' : `-${encoding}`}"`,
});

/** Every file of the build except the compressed copies, read once; paths relative to `root` with '/'. */
const readBuild = (root: string): Map<string, WebFile> => {
  const files = new Map<string, WebFile>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      // Dot files (the build's `.build-inputs` record) are not part of the app.
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const relative = path.relative(root, full).split(path.sep).join('/');
        const copies: WebFile['copies'] = { identity: representation(fs.readFileSync(full), 'identity') };
        for (const encoding of ['br', 'gzip'] as const) {
          const copy = `${full}${COPY_SUFFIX[encoding]}`;
          if (fs.existsSync(copy)) copies[encoding] = representation(fs.readFileSync(copy), encoding);
        }
        files.set(relative, {
          type: mime.contentType(path.extname(entry.name)) || 'application/octet-stream',
          // Hashed assets never change under their name; everything else is revalidated on each use.
          cacheControl: relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          copies,
        });
      }
    }
  };
  walk(root);
  return files;
};

/** Whether an Accept-Encoding value accepts brotli and gzip (a q=0 refuses one). */
const acceptedEncodings = (accepted: string): { br: boolean; gzip: boolean } => {
  const weights = new Map<string, number>();
  for (const part of accepted.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(token, quality === undefined ? 1 : Number(quality));
  }
  const accepts = (token: string) => (weights.get(token) ?? weights.get('*') ?? 0) > 0;
  return { br: accepts('br'), gzip: accepts('gzip') };
};

// A browser sends the same Accept-Encoding on every request: each distinct value is parsed once.
const knownAccepted = new Map<string, { br: boolean; gzip: boolean }>();
const MAX_ACCEPTED = 200;

/** The best copy the browser accepts: brotli, then gzip, then the plain file. */
const chooseEncoding = (accepted: string | undefined, file: WebFile): Encoding => {
  if (!accepted) return 'identity';
  let accepts = knownAccepted.get(accepted);
  if (!accepts) {
    accepts = acceptedEncodings(accepted);
    if (knownAccepted.size >= MAX_ACCEPTED) knownAccepted.clear();
    knownAccepted.set(accepted, accepts);
  }
  if (file.copies.br && accepts.br) return 'br';
  if (file.copies.gzip && accepts.gzip) return 'gzip';
  return 'identity';
};

const send = (request: FastifyRequest, reply: FastifyReply, file: WebFile) => {
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  const copy = file.copies[encoding]!;
  reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', copy.etag);
  if (file.copies.br || file.copies.gzip) reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === copy.etag)) return reply.code(304).send();
  return reply.send(copy.body);
};

/**
 * Serves the built web app from memory: every file and its brotli and gzip copies (written by
 * scripts/build-web-if-changed.mjs) are read once at start, so a request costs no file system calls
 * (reading the file on each request was half of a static file's time, docs/PERFORMANCE.md). Hashed
 * assets get a long cache, everything else `no-cache` with an ETag; index.html answers every other GET
 * outside /api so client routes work on reload. Only the page is in the request log at `info`, not the files
 * it loads. A new build needs a restart, as it always did.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!options.distDir || !fs.existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
    app.decorate('serveWebFallback', async (_request, reply) => reply.code(200).type('text/html').send(NOT_BUILT_PAGE));
    return;
  }
  const files = readBuild(options.distDir);
  for (const [relative, file] of files) {
    // A page view fetches a dozen of the app's files: their request lines at `info` would bury the API's (writing
    // them was 6–7 % of a file's profile, too little to show in throughput: docs/PERFORMANCE.md, twelfth round).
    // The page itself (index.html, and every client route through the fallback) is logged; a failure or a slow
    // answer is, for any file.
    const logLevel = relative === 'index.html' ? undefined : 'warn';
    app.get(`/${relative}`, logLevel ? { logLevel } : {}, (request, reply) => send(request, reply, file));
  }
  const index = files.get('index.html')!;
  app.decorate('serveWebFallback', async (request, reply) => send(request, reply.code(200), index));
});
