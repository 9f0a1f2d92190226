import { BusinessCardSchema, OrganisationLimits, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../auth/actor';
import type { BusinessCardService } from './business-card.service';
import { fieldError } from './organisation.errors';

/** POST /upload/businessCard (multipart `file`; send the token as a header: the session is checked before the body is read). */
export const registerBusinessCardRoutes = (app: FastifyInstance, service: BusinessCardService) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/upload/businessCard',
    {
      config: { access: 'user' },
      schema: {
        tags: ['company'],
        summary: 'Upload a business card (PNG or JPEG, at most 10 MB); returns its file id and the fields OCR recognised',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(BusinessCardSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      await service.admitUpload(actor, request.ip);
      const part = await request.file({ limits: { fileSize: OrganisationLimits.businessCardMaxBytes, files: 1 } });
      if (!part) throw fieldError('file', 'validation.organisation.businessCardRequired');
      // toBuffer() throws FST_REQ_FILE_TOO_LARGE past the limit (answered as REQUEST_TOO_LARGE).
      const content = await part.toBuffer();
      return ok(request, await service.upload(actor, { content, fileName: part.filename }));
    },
  );
};
