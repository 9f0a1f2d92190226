import { alertsEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import { ImportFormatError } from '../disclosure/importers/import-report';
import { createDisclosureImporter } from '../disclosure/importers/importers.service';
import { AppError } from '../../lib/errors';

export { createAlertsRepository } from './alerts.repository';
export { createAlertsService, type AlertsService } from './alerts.service';
export { createAlertDigest, DIGEST_JOB_KIND, previousHongKongDay } from './alerts.digest';

const tags = ['alerts'];

/** Alerts (issue 17): the people and topics a user follows; in development, an import that runs the alerts at once. */
export const alertsModule = async (app: FastifyInstance, { alerts, jobs, jobSettings }: Pick<Container, 'alerts' | 'jobs' | 'jobSettings'>) => {
  routeFor(app, alertsEndpoints.follows, { access: 'user', tags, summary: 'People and topics the caller follows' }, async (request) =>
    ok(request, await alerts.follows(requireUser(request).user.id)),
  );
  routeFor(app, alertsEndpoints.followPerson, { access: 'user', tags, summary: "Follow a director's person across every board (director alerts)" }, async (request) =>
    ok(request, await alerts.followPerson(requireUser(request).user.id, request.body.directorId)),
  );
  routeFor(app, alertsEndpoints.unfollowPerson, { access: 'user', tags, summary: 'Stop following a person' }, async (request) =>
    ok(request, await alerts.unfollowPerson(requireUser(request).user.id, request.body.directorId)),
  );
  routeFor(app, alertsEndpoints.topics, { access: 'user', tags, summary: 'Narrow regulatory and violations alerts to topics (empty: all)' }, async (request) =>
    ok(request, await alerts.setTopics(requireUser(request).user.id, request.body.topics)),
  );
  if (jobSettings.devTools) {
    routeFor(
      app,
      alertsEndpoints.devImport,
      { access: 'public', tags: ['development'], summary: 'Development tool: import one disclosure file (importer format), then run the alerts' },
      async (request) => {
        const { format, lang, name, text } = request.body;
        const report = await createDisclosureImporter(app.db)
          .run(format, [{ name, text }], { lang })
          .catch((error: unknown) => {
            if (error instanceof ImportFormatError) throw new AppError('REQUEST_MALFORMED');
            throw error;
          });
        await app.db.transaction((tx) => alerts.scanDocuments(tx));
        let ran = 0;
        for (;;) {
          const result = await jobs.runDue();
          ran += result.ran;
          if (result.ran === 0) break;
        }
        return ok(request, { inserted: report.inserted, updated: report.updated, rejected: report.rejected, ran });
      },
    );
  }
};
