import { PersonSwitch, SwitchCode, UpdateChildBodySchema, envelopeSchema } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import { createCompanyDepartmentsRepository } from '../organisation/company-departments.repository';
import { createCompanyPeopleRepository } from '../organisation/company-people.repository';
import { createCompanyPeopleService } from '../organisation/company-people.service';

const codeOf = (value: number) => (value === 1 ? SwitchCode.Open : SwitchCode.Close);

/**
 * POST /au/saasuser/updateChild (spec §7, §6 "the admin grants or cancels AI
 * secretary service and document generation per user"): the same rules as
 * /au/companyPerson/openClose, so only the organisation's admin may call it and
 * only for its own people (anyone else's id is not found).
 */
export const registerUpdateChildRoute = (app: FastifyInstance) => {
  const people = createCompanyPeopleService({
    repository: createCompanyPeopleRepository(app.db),
    departments: createCompanyDepartmentsRepository(app.db),
    verifier: app.verification,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/au/saasuser/updateChild',
    {
      config: { access: { admin: true } },
      schema: {
        tags: ['account and session'],
        summary: "The admin turns a colleague's AI secretary (secretarySwitch) and document generation (fileSwitch) on (1) or off (0)",
        consumes: FORM_CONSUMES,
        body: UpdateChildBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
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
