import fs from 'node:fs';
import { downloadsEndpoints } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { DownloadsService } from './downloads.service';

const tags = ['downloads'];
// Spec §2: the download centre is for registered VIP members.
const access = { vip: 'member' } as const;

/** The signed-in caller's id (the access rule has already refused visitors). */
const userIdOf = (request: FastifyRequest): string => {
  if (request.actor.kind !== 'user') throw new Error('download route reached without a user');
  return request.actor.user.id;
};

/** Download centre (spec §7 Downloads): build a zip, list the caller's zips, fetch one. */
export const registerDownloadRoutes = (app: FastifyInstance, service: DownloadsService) => {
  routeFor(
    app,
    downloadsEndpoints.buildZip,
    { access, tags, summary: "Zip of 1-10 companies' documents (index.csv and body texts per company, newest 2,000 each), kept 24 hours for the caller (VIP)" },
    async (request) => ok(request, await service.buildZip(userIdOf(request), request.body, request.locale)),
  );

  routeFor(
    app,
    downloadsEndpoints.list,
    { access, tags, summary: "The caller's prepared zips of the last 24 hours, newest first (VIP)" },
    async (request) => ok(request, await service.listPrepared(userIdOf(request))),
  );

  routeFor(
    app,
    downloadsEndpoints.downloadFile,
    { access, tags, summary: 'Streams one of the caller\'s prepared zips; token and filePath travel in the query so a plain link works (spec §7)', produces: ['application/zip'] },
    async (request, reply) => {
      const { zipPath, sizeBytes } = await service.getZip(userIdOf(request), request.query.filePath);
      return reply
        .type('application/zip')
        .header('content-length', sizeBytes)
        .header('content-disposition', `attachment; filename="${request.query.filePath}"`)
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(zipPath));
    },
  );
};
