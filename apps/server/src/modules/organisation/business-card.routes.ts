import { OrganisationLimits, organisationEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { BusinessCardService } from './business-card.service';
import { fieldError } from './organisation.errors';

/** POST /upload/businessCard (multipart `file`; send the token as a header: the session is checked before the body is read). */
export const registerBusinessCardRoutes = (app: FastifyInstance, service: BusinessCardService) => {
  routeFor(
    app,
    organisationEndpoints.uploadBusinessCard,
    { access: 'user', tags: ['company'], summary: 'Upload a business card (PNG or JPEG, at most 10 MB); returns its file id and the fields OCR recognised' },
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
