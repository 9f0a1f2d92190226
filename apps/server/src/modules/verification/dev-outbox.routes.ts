import { verificationEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { DevOutboxReader } from '../../providers/index';

/**
 * GET /dev/outbox: what the development providers "sent". Registered only
 * while SMS_PROVIDER or MAIL_PROVIDER is 'dev'; with real providers the path does not exist.
 */
export const registerDevOutboxRoutes = (app: FastifyInstance, outbox: DevOutboxReader) => {
  routeFor(
    app,
    verificationEndpoints.devOutbox,
    { access: 'public', tags: ['development'], summary: 'Development tool (only with SMS_PROVIDER or MAIL_PROVIDER=dev): latest SMS and e-mails the dev providers kept instead of sending' },
    async (request) => {
      const { list, total } = await outbox.listLatest(request.query.limit);
      return ok(request, {
        list: list.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
        total,
      });
    },
  );
};
