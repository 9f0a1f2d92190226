import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSystemRepository } from '../system/system.repository';
import { createQuotaService, type QuotaService } from './quota.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Free-tier daily quotas (spec §6) for modules that count usage. */
    quota: QuotaService;
  }
}

/** Makes the quota service available app-wide. */
export const quotaPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('quota', createQuotaService(app.db, createSystemRepository(app.db)));
});
