import { accountEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { readerLocale } from '../../lib/recipient-locale';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { Container } from '../../container';
import { registerUpdateChildRoute } from './update-child.routes';

const tags = ['account and session'];

/** The signed-in user's profile (spec §7 /au/saasuser/*). */
export const accountModule = async (app: FastifyInstance, { account: service, companyPeople }: Pick<Container, 'account' | 'companyPeople'>) => {
  registerUpdateChildRoute(app, companyPeople);
  const access = 'user';
  routeFor(
    app,
    accountEndpoints.getUserInfo,
    { access, tags, summary: 'The session: user, company, roles, limits, latest messages' },
    async (request) => {
      const actor = requireUser(request);
      return ok(request, await service.getUserInfo(actor, readerLocale(request, actor.user.locale)));
    },
  );
  routeFor(
    app,
    accountEndpoints.perfectInfo,
    { access, tags, summary: 'Complete the profile: link a phone (tab 0) or set account type and company (tab 1)' },
    async (request) => {
      await service.perfectInfo(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    accountEndpoints.changePhoneEmail,
    { access, tags, summary: 'Change the phone (type 1, SMS code type 5) or e-mail (type 2, e-mail code)' },
    async (request) => {
      await service.changePhoneOrEmail(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    accountEndpoints.updateLanguage,
    { access, tags, summary: "Store the caller's interface language with the account (reminders, notices and digests use it)" },
    async (request) => {
      await service.updateLanguage(requireUser(request), request.body.locale);
      return ok(request, null);
    },
  );
  routeFor(app, accountEndpoints.updateUser, { access, tags, summary: "Update the caller's name, nickname or position" }, async (request) => {
    await service.updateOwnProfile(requireUser(request), request.body);
    return ok(request, null);
  });
};
