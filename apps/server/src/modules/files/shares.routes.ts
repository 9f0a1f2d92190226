import { filesEndpoints } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import { fileHeaders, sendObject } from './files.routes';
import type { ShareClient, SharesService } from './shares.service';

const access = { feature: 'file' } as const;
const tags = ['files'];

/** The cookies of a request (the share session cookies only; the app's own session never travels in a cookie). */
const cookiesOf = (request: FastifyRequest): Record<string, string> => {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!name.startsWith('share_')) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // a malformed value is no session
    }
  }
  return cookies;
};
const clientOf = (request: FastifyRequest): ShareClient => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null, cookies: cookiesOf(request) });

/** Brief §4.2 headers on every share page call and download. */
const shareHeaders = (reply: FastifyReply) =>
  reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');

/** Share links: the owner's calls (POST /au/file/share/*) and the recipient's public ones (POST /share/*, GET /share/file). */
export const registerSharesRoutes = (app: FastifyInstance, shares: SharesService) => {
  routeFor(app, filesEndpoints.addShare, { access, tags, summary: 'Shares a file or folder: link, password, validity, permission (the link is shown once)' }, async (request) =>
    ok(request, await shares.add(requireUser(request), request.body)),
  );
  routeFor(app, filesEndpoints.shares, { access, tags, summary: 'The links the caller made (all, for the administrator), with counts and status' }, async (request) =>
    ok(request, await shares.list(requireUser(request), request.body)),
  );
  routeFor(app, filesEndpoints.updateShare, { access, tags, summary: "Changes a link's password, validity or permission, or re-enables it" }, async (request) =>
    ok(request, await shares.update(requireUser(request), request.body)),
  );
  routeFor(app, filesEndpoints.revokeShare, { access, tags, summary: 'Cancels a link (its record is deleted; it dies at once)' }, async (request) => {
    await shares.revoke(requireUser(request), request.body.id);
    return ok(request, null);
  });
  routeFor(app, filesEndpoints.regenerateShare, { access, tags, summary: 'A new link for the same share; the old one dies at once' }, async (request) =>
    ok(request, await shares.regenerate(requireUser(request), request.body.id)),
  );
  routeFor(app, filesEndpoints.shareAccesses, { access, tags, summary: 'Recent accesses of a link' }, async (request) => ok(request, await shares.accesses(requireUser(request), request.body.id)));

  routeFor(app, filesEndpoints.shareInfo, { access: 'public', tags, summary: "A link's name, kind, permission and expiry (no file URLs before the password)" }, async (request, reply) => {
    shareHeaders(reply);
    return ok(request, await shares.info(request.body.t, clientOf(request)));
  });
  routeFor(app, filesEndpoints.shareUnlock, { access: 'public', tags, summary: "Checks a link's password; sets the link's session cookie" }, async (request, reply) => {
    shareHeaders(reply);
    const { info, cookie } = await shares.unlock(request.body, clientOf(request));
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=/api/share; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`);
    return ok(request, info);
  });
  routeFor(app, filesEndpoints.shareBrowse, { access: 'public', tags, summary: 'The shared item or a folder under it (after the password)' }, async (request, reply) => {
    shareHeaders(reply);
    return ok(request, await shares.browse(request.body, clientOf(request)));
  });
  routeFor(app, filesEndpoints.shareLink, { access: 'public', tags, summary: 'A signed URL (120 s) to preview, download or zip an item of the link' }, async (request, reply) => {
    shareHeaders(reply);
    return ok(request, await shares.link(request.body, clientOf(request)));
  });
  routeFor(
    app,
    filesEndpoints.shareFetch,
    { access: 'public', tags, summary: 'The bytes behind a signed URL; the link is checked again', produces: ['application/octet-stream'] },
    async (request, reply) => {
      const result = await shares.fetch(request.query.s, clientOf(request), request.headers.range);
      if (result.kind === 'thumbnail') return fileHeaders(reply, 'inline', 'thumbnail.webp').type('image/webp').send(result.image);
      if (result.kind === 'html') return fileHeaders(reply, 'inline', `${result.name}.html`).type('text/html; charset=utf-8').send(result.html);
      if (result.kind === 'zip') return fileHeaders(reply, 'attachment', result.name).type('application/zip').send(result.stream);
      return sendObject(reply, result.download, result.disposition);
    },
  );
};
