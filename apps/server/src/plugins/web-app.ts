import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Web app not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.
<br>网页应用尚未构建，请运行 npm run build 后刷新。<br>網頁應用尚未建置，請執行 npm run build 後重新整理。</p>`;

/**
 * Serves the built web app: hashed assets with a long cache, and index.html
 * (never cached) for every other GET outside /api so client routes work on reload.
 * The build writes brotli and gzip copies beside each text file
 * (scripts/build-web-if-changed.mjs); a browser that accepts one gets it, with Vary: Accept-Encoding.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!options.distDir || !fs.existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
    app.decorate('serveWebFallback', async (_request, reply) => reply.code(200).type('text/html').send(NOT_BUILT_PAGE));
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('serveWebFallback', async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
});
