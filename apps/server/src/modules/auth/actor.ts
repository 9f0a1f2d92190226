import type { Locale } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { AccessRule, Actor } from './access.policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (see AccessRule); required on every API route (plugins/access.ts). */
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The caller, resolved from the token before validation (plugins/access.ts). */
    actor: Actor;
  }
}

export type UserActor = Extract<Actor, { kind: 'user' }>;

/**
 * The signed-in caller of a route whose access rule requires a user.
 * @throws AUTH_LOGIN_REQUIRED if called on a route that let a visitor through.
 */
export const requireUser = (request: FastifyRequest): UserActor => {
  if (request.actor.kind !== 'user') throw new AppError('AUTH_LOGIN_REQUIRED');
  return request.actor;
};

/** What a service needs to know of the caller: who, from where, and in which language. */
export type Caller = { actor: Actor; ip: string; locale: Locale };

/** The caller of a request, as plain values for a service. */
export const callerOf = (request: FastifyRequest): Caller => ({ actor: request.actor, ip: request.ip, locale: request.locale });
