import { PersonSwitch, SwitchCode, accountEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { CompanyPeopleService } from '../organisation/company-people.service';

const codeOf = (value: number) => (value === 1 ? SwitchCode.Open : SwitchCode.Close);

/**
 * POST /au/saasuser/updateChild (spec §7, §6 "the admin grants or cancels AI
 * secretary service and document generation per user"): the same rules as
 * /au/companyPerson/openClose, so only the organisation's admin may call it and
 * only for its own people (anyone else's id is not found).
 */
export const registerUpdateChildRoute = (app: FastifyInstance, people: Pick<CompanyPeopleService, 'openClose'>) => {
  routeFor(
    app,
    accountEndpoints.updateChild,
    {
      access: { admin: true },
      tags: ['account and session'],
      summary: "The admin turns a colleague's AI secretary (secretarySwitch) and document generation (fileSwitch) on (1) or off (0)",
    },
    async (request) => {
      const actor = requireUser(request);
      const { userId, secretarySwitch, fileSwitch } = request.body;
      if (secretarySwitch !== undefined) await people.openClose(actor, { type: PersonSwitch.AiSecretary, id: userId, code: codeOf(secretarySwitch) });
      if (fileSwitch !== undefined) await people.openClose(actor, { type: PersonSwitch.DocumentGeneration, id: userId, code: codeOf(fileSwitch) });
      return ok(request, null);
    },
  );
};
