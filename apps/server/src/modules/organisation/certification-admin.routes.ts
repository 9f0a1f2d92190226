import { createReadStream } from 'node:fs';
import { organisationEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { CertificationService } from './certification.service';

const tags = ['back office'];
const access = { staff: true } as const;

/** Certification review for back-office staff (/au/admin/certification/*). */
export const registerCertificationAdminRoutes = (app: FastifyInstance, service: CertificationService) => {
  routeFor(
    app,
    endpoints.listCertifications,
    { access, tags, summary: 'Certification requests, those under review first' },
    async (request) => ok(request, await service.list(request.body)),
  );
  routeFor(
    app,
    endpoints.approveCertification,
    { access, tags, summary: 'Approve: company verified, account type applied, user notified (source 10)' },
    async (request) => {
      await service.approve(requireUser(request).user.id, request.body.id);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.rejectCertification,
    { access, tags, summary: 'Reject with a reason: company failed, user notified (source 12)' },
    async (request) => {
      await service.reject(requireUser(request).user.id, request.body.id, request.body.reason);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.certificationBusinessCard,
    { access, tags, summary: "The request's business-card image (the image itself, not an envelope)" },
    async (request, reply) => {
      const card = await service.getBusinessCard(request.body.id);
      return reply.type(card.mimeType).header('cache-control', 'private, no-store').send(createReadStream(card.path));
    },
  );
};
