import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerUploads } from '../../lib/uploads';
import { registerSecretaryDevRoutes, registerSecretaryRoutes } from './secretary.routes';

/** The compliance secretary (issue 14): matters, tasks, templates, reminders, certificates, calendar feed. */
export const secretaryModule = async (app: FastifyInstance, services: Pick<Container, 'secretary' | 'calendarFeed' | 'certificates' | 'matterDocuments' | 'users' | 'clock' | 'jobSettings' | 'messages'>) => {
  // Task attachments.
  await registerUploads(app);
  registerSecretaryRoutes(app, services);
  if (services.jobSettings.devTools) registerSecretaryDevRoutes(app, services);
};

export { secretaryTemplateSeedStep } from './secretary.seed';
