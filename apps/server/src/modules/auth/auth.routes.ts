import { authEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from './actor';
import type { AuthService } from './auth.service';
import { PHONE_LOOKUPS_PER_MINUTE } from './phone-lookup-limit';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'], locale: request.localeGiven ? request.locale : undefined });
const tags = ['account and session'];

/** Sign-in, registration, passwords and sign-out (spec §7 account and session). */
export const registerAuthRoutes = (app: FastifyInstance, service: AuthService) => {
  const limitPhoneLookups: preHandlerAsyncHookHandler = (request) => service.limitPhoneLookup(request.ip);
  routeFor(
    app,
    endpoints.login,
    { access: 'public', tags, summary: 'Sign in by phone + SMS code, or by phone / account / e-mail + password' },
    async (request) => ok(request, await service.login(request.body, clientOf(request))),
  );
  routeFor(
    app,
    endpoints.register,
    { access: 'public', tags, summary: 'Register a phone proven by an SMS code (type 2); signs in' },
    async (request) => ok(request, await service.register(request.body, clientOf(request))),
  );
  routeFor(app, endpoints.exit, { access: 'public', tags, summary: 'Sign out (ends the session of the token sent)' }, async (request) => {
    await service.logout(request.actor);
    return ok(request, null);
  });
  routeFor(
    app,
    endpoints.resetPassword,
    { access: 'public', tags, summary: 'Set a new password with an SMS code (type 4); other sessions end' },
    async (request) => {
      await service.resetPassword(request.body, clientOf(request));
      return ok(request, null);
    },
  );
  routeFor(app, endpoints.changePassword, { access: 'user', tags, summary: 'Change (or first set) the password' }, async (request) => {
    await service.changePassword(requireUser(request), request.body);
    return ok(request, null);
  });
  routeFor(
    app,
    endpoints.phoneIsExist,
    {
      access: 'public',
      preHandler: limitPhoneLookups,
      tags,
      summary: `Whether a phone is registered (true = registered); ${PHONE_LOOKUPS_PER_MINUTE} look-ups a minute per client address`,
    },
    async (request) => ok(request, await service.phoneIsRegistered(request.body)),
  );
  routeFor(
    app,
    endpoints.bindDetail,
    {
      access: 'public',
      preHandler: limitPhoneLookups,
      tags,
      summary: `Whether a phone is registered; shares the ${PHONE_LOOKUPS_PER_MINUTE} look-ups a minute of /phoneIsExist`,
    },
    async (request) => ok(request, await service.bindDetail(request.body)),
  );
};
