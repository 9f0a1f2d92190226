import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Actor } from './access.policy';

export type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * The signed-in caller of a route whose access rule requires a user.
 * @throws AUTH_LOGIN_REQUIRED if called on a route that let a visitor through.
 */
export const requireUser = (request: FastifyRequest): UserActor => {
  if (request.actor.kind !== 'user') throw new AppError('AUTH_LOGIN_REQUIRED');
  return request.actor;
};
