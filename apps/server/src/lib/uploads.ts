import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@app/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart bodies (spec §7 uploads), registered by each module with upload calls (files, documents,
 * secretary, commerce, organisation) inside its own scope, not by app.ts for every route:
 * @fastify/multipart adds two async hooks to every request of the scope it is registered in (a 'close'
 * listener on each reply, a temporary-file clean-up after each one): 1–3 µs per request of every other call
 * (docs/PERFORMANCE.md, tenth round). Any other call answers a multipart
 * body 415, as it answers every type it does not take (its OpenAPI `consumes`: form or JSON).
 */
export const registerUploads = (app: FastifyInstance) => app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
