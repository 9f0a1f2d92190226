import {
  BindDetailSchema,
  ChangePasswordBodySchema,
  LoginBodySchema,
  PhoneLookupBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionTokenSchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from './actor';
import type { AuthService } from './auth.service';
import { PHONE_LOOKUPS_PER_MINUTE } from './phone-lookup-limit';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const tags = ['account and session'];

/** Sign-in, registration, passwords and sign-out (spec §7 account and session). */
export const registerAuthRoutes = (app: FastifyInstance, service: AuthService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limitPhoneLookups: preHandlerAsyncHookHandler = (request) => service.limitPhoneLookup(request.ip);
  api.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign in by phone + SMS code, or by phone / account / e-mail + password', consumes: FORM_CONSUMES, body: LoginBodySchema, response: { 200: envelopeSchema(SessionTokenSchema) } },
    },
    async (request) => ok(request, await service.login(request.body, clientOf(request))),
  );
  api.post(
    '/regist',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Register a phone proven by an SMS code (type 2); signs in', consumes: FORM_CONSUMES, body: RegisterBodySchema, response: { 200: envelopeSchema(SessionTokenSchema) } },
    },
    async (request) => ok(request, await service.register(request.body, clientOf(request))),
  );
  api.post(
    '/exit',
    { config: { access: 'public' }, schema: { tags, summary: 'Sign out (ends the session of the token sent)', consumes: FORM_CONSUMES, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.logout(request.actor);
      return ok(request, null);
    },
  );
  api.post(
    '/resetPassword',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Set a new password with an SMS code (type 4); other sessions end', consumes: FORM_CONSUMES, body: ResetPasswordBodySchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await service.resetPassword(request.body, clientOf(request));
      return ok(request, null);
    },
  );
  api.post(
    '/au/saasuser/chagePassword',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Change (or first set) the password', consumes: FORM_CONSUMES, body: ChangePasswordBodySchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await service.changePassword(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/phoneIsExist',
    {
      config: { access: 'public' },
      preHandler: limitPhoneLookups,
      schema: { tags, summary: `Whether a phone is registered (true = registered); ${PHONE_LOOKUPS_PER_MINUTE} look-ups a minute per client address`, consumes: FORM_CONSUMES, body: PhoneLookupBodySchema, response: { 200: envelopeSchema(z.boolean()) } },
    },
    async (request) => ok(request, await service.phoneIsRegistered(request.body)),
  );
  api.post(
    '/common/bindDetail',
    {
      config: { access: 'public' },
      preHandler: limitPhoneLookups,
      schema: { tags, summary: `Whether a phone is registered; shares the ${PHONE_LOOKUPS_PER_MINUTE} look-ups a minute of /phoneIsExist`, consumes: FORM_CONSUMES, body: PhoneLookupBodySchema, response: { 200: envelopeSchema(BindDetailSchema) } },
    },
    async (request) => ok(request, await service.bindDetail(request.body)),
  );
};
