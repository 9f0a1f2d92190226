import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerAuthRoutes } from './auth.routes';

/** Sign-in, registration, passwords, sign-out. */
export const authModule = async (app: FastifyInstance, services: Pick<Container, 'auth'>) => {
  registerAuthRoutes(app, services.auth);
};
