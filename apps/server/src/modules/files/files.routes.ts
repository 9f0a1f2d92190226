import { filesEndpoints } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import { contentDisposition } from './file-names';
import type { FilesService, ObjectDownload } from './files.service';
import { DOCUMENT_CSP } from './preview';

/** Spec §6: the file store needs company membership and both file switches on (the company's and the user's). */
const access = { feature: 'file' } as const;
const tags = ['files'];

/** Headers of every file body (brief §4.2): no caching, no sniffing, no referrer, and a sandbox for anything shown inline. */
export const fileHeaders = (reply: FastifyReply, disposition: 'attachment' | 'inline', name: string) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('content-disposition', contentDisposition(disposition, name))
    .header('content-security-policy', DOCUMENT_CSP);

/** Sends a stored object (206 with Content-Range when a range was asked for). */
export const sendObject = (reply: FastifyReply, download: ObjectDownload, disposition: 'attachment' | 'inline') => {
  fileHeaders(reply, disposition, download.name)
    .header('accept-ranges', 'bytes')
    .header('content-length', download.sizeBytes)
    .type(download.mimeType.startsWith('text/') ? `${download.mimeType}; charset=utf-8` : download.mimeType);
  if (download.range) reply.code(206).header('content-range', `bytes ${download.range.start}-${download.range.end}/${download.totalBytes}`);
  return reply.send(download.stream);
};

/** The file store's routes for signed-in users (POST /au/file/*, GET links with the token in the query). */
export const registerFilesRoutes = (app: FastifyInstance, files: FilesService) => {
  routeFor(app, filesEndpoints.spaces, { access, tags, summary: "The spaces the caller can open (the organisation's, and each client company's for advisers)" }, async (request) =>
    ok(request, await files.spaces(requireUser(request))),
  );
  routeFor(app, filesEndpoints.list, { access, tags, summary: 'One folder (or a search across the space): only what the caller may read, sorted, one page' }, async (request) =>
    ok(request, await files.list(requireUser(request), request.body)),
  );
  routeFor(app, filesEndpoints.tree, { access, tags, summary: 'The folders of a space the caller may read' }, async (request) => ok(request, await files.tree(requireUser(request), request.body.space)));
  routeFor(app, filesEndpoints.addFolder, { access, tags, summary: 'Creates a folder (read-write on the parent)' }, async (request) =>
    ok(request, { id: await files.addFolder(requireUser(request), request.body) }),
  );
  routeFor(app, filesEndpoints.rename, { access, tags, summary: 'Renames a file or folder (spec §8 name already exists)' }, async (request) => {
    await files.rename(requireUser(request), request.body.id, request.body.name);
    return ok(request, null);
  });
  routeFor(app, filesEndpoints.move, { access, tags, summary: 'Moves items into a folder' }, async (request) => {
    await files.move(requireUser(request), request.body.ids, request.body.targetId);
    return ok(request, null);
  });
  routeFor(app, filesEndpoints.copy, { access, tags, summary: 'Copies items into a folder (spec §8 copy failed)' }, async (request) =>
    ok(request, { count: await files.copy(requireUser(request), request.body.ids, request.body.targetId) }),
  );
  routeFor(
    app,
    filesEndpoints.upload,
    { access, tags, summary: 'Uploads one file (fields space and folderId first, then file; at most 10 MB; type checked by content); a same-name upload adds a version' },
    async (request) => {
      const actor = requireUser(request);
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value).trim();
          continue;
        }
        const space = fields.space || 'org';
        if (!/^(org|client:[A-Za-z0-9]{1,12})$/.test(space)) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'space', message: 'validation.invalidValue' }] });
        const folderId = fields.folderId || undefined;
        if (folderId && !/^[0-9a-f-]{36}$/i.test(folderId)) throw new AppError('VALIDATION_FAILED', { details: [{ path: 'folderId', message: 'validation.invalidValue' }] });
        return ok(request, await files.upload(actor, { space, folderId }, { fileName: part.filename, stream: part.file }));
      }
      throw new AppError('VALIDATION_FAILED', { details: [{ path: 'file', message: 'validation.required' }] });
    },
  );
  routeFor(app, filesEndpoints.versions, { access, tags, summary: "A file's versions (read right)" }, async (request) => ok(request, await files.versions(requireUser(request), request.body.id)));
  routeFor(app, filesEndpoints.remove, { access, tags, summary: 'Moves items (with their subtrees) to the recycle bin for 30 days; their share links stop' }, async (request) =>
    ok(request, { count: await files.remove(requireUser(request), request.body.ids) }),
  );
  routeFor(
    app,
    filesEndpoints.download,
    { access, tags, summary: 'A file (attachment: download right; inline: preview of PDF, image or text, read right); HTTP Range supported', produces: ['application/octet-stream'] },
    async (request, reply) => {
      const download = await files.download(requireUser(request), request.query, request.headers.range);
      return sendObject(reply, download, request.query.disposition);
    },
  );
  routeFor(app, filesEndpoints.thumbnail, { access, tags, summary: "An image file's thumbnail (WebP, read right), made once and kept in the object storage", produces: ['image/webp'] }, async (request, reply) => {
    const thumbnail = await files.thumbnail(requireUser(request), request.query.id);
    return fileHeaders(reply, 'inline', 'thumbnail.webp').type('image/webp').send(thumbnail);
  });
  routeFor(app, filesEndpoints.render, { access, tags, summary: 'A Word document rendered to sanitised HTML (preview)', produces: ['text/html'] }, async (request, reply) => {
    const html = await files.render(requireUser(request), request.query.id);
    return fileHeaders(reply, 'inline', 'preview.html').type('text/html; charset=utf-8').send(html);
  });
  routeFor(app, filesEndpoints.zip, { access, tags, summary: 'A folder as a zip, streamed (download right; only files the caller may download)', produces: ['application/zip'] }, async (request, reply) => {
    const { stream, name } = await files.zip(requireUser(request), request.query.id);
    return fileHeaders(reply, 'attachment', name).type('application/zip').send(stream);
  });

  routeFor(app, filesEndpoints.recycleList, { access, tags, summary: 'The recycle bin: deleted items with their purge date' }, async (request) =>
    ok(request, await files.recycleList(requireUser(request), request.body)),
  );
  routeFor(app, filesEndpoints.restore, { access, tags, summary: 'Restores items with their subtree (share links stay suspended)' }, async (request) =>
    ok(request, { count: await files.restore(requireUser(request), request.body.ids) }),
  );
  routeFor(app, filesEndpoints.purge, { access, tags, summary: 'Deletes bin items for good' }, async (request) => ok(request, { count: await files.purge(requireUser(request), request.body.ids) }));
  routeFor(app, filesEndpoints.emptyBin, { access, tags, summary: 'Empties the recycle bin of a space' }, async (request) =>
    ok(request, { count: await files.emptyBin(requireUser(request), request.body.space) }),
  );
  routeFor(app, filesEndpoints.permissions, { access, tags, summary: "A folder's permissions (its own or inherited)" }, async (request) =>
    ok(request, await files.permissions(requireUser(request), request.body.folderId)),
  );
  routeFor(app, filesEndpoints.permissionSubjects, { access, tags, summary: "The organisation's people and departments a permission may name (administrator)" }, async (request) =>
    ok(request, await files.permissionSubjects(requireUser(request))),
  );
  routeFor(app, filesEndpoints.setPermissions, { access, tags, summary: "Sets a folder's permissions (administrator)" }, async (request) => {
    await files.setPermissions(requireUser(request), request.body.folderId, request.body.entries);
    return ok(request, null);
  });
};
