import { ChangePhoneEmailBodySchema, PerfectInfoBodySchema, UpdateUserBodySchema, UserInfoSchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { Container } from '../../container';
import { registerUpdateChildRoute } from './update-child.routes';

const tags = ['account and session'];

/** The signed-in user's profile (spec §7 /au/saasuser/*). */
export const accountModule = async (app: FastifyInstance, { account: service, companyPeople }: Pick<Container, 'account' | 'companyPeople'>) => {
  registerUpdateChildRoute(app, companyPeople);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/saasuser/getUserInfo',
    { config: { access: 'user' }, schema: { tags, summary: 'The session: user, company, roles, limits, latest messages', consumes: FORM_CONSUMES, response: { 200: envelopeSchema(UserInfoSchema) } } },
    async (request) => ok(request, await service.getUserInfo(requireUser(request))),
  );
  api.post(
    '/au/saasuser/perfectInfo',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Complete the profile: link a phone (tab 0) or set account type and company (tab 1)', consumes: FORM_CONSUMES, body: PerfectInfoBodySchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await service.perfectInfo(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/au/saasuser/chagePhoneEmail',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Change the phone (type 1, SMS code type 5) or e-mail (type 2, e-mail code)', consumes: FORM_CONSUMES, body: ChangePhoneEmailBodySchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await service.changePhoneOrEmail(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/au/saasuser/update',
    { config: { access: 'user' }, schema: { tags, summary: "Update the caller's name, nickname or position", consumes: FORM_CONSUMES, body: UpdateUserBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.updateOwnProfile(requireUser(request), request.body);
      return ok(request, null);
    },
  );
};
