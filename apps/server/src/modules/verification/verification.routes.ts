import {
  CheckCodeBodySchema,
  CheckEmailCodeBodySchema,
  CodeCheckedSchema,
  CodeSentSchema,
  SendCodeBodySchema,
  SendEmailCodeBodySchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import type { RequestContext, VerificationService } from './verification.service';

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip || null,
  locale: request.locale,
  userId: request.actor.kind === 'user' ? request.actor.user.id : null,
  userPhone: request.actor.kind === 'user' ? request.actor.user.phone : null,
});

/** SMS and e-mail verification codes (spec §7 account and session calls). */
export const registerVerificationRoutes = (app: FastifyInstance, service: VerificationService) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { config: { access: 'public' as const } };

  routes.post(
    '/common/sendCode',
    {
      ...common,
      schema: {
        tags: ['verification'],
        summary: 'Text a 6-digit code (type 1 login, 2 register, 3 bind phone, 4 reset password, 5 change phone, 6 confirm the signed-in caller\'s current phone, 7 a colleague\'s number an admin adds); needs a captcha ticket',
        consumes: FORM_CONSUMES,
        body: SendCodeBodySchema,
        response: { 200: envelopeSchema(CodeSentSchema) },
      },
    },
    async (request) => ok(request, await service.sendSmsCode(request.body, contextOf(request)), 'success.codeSent'),
  );

  routes.post(
    '/common/checkCode',
    {
      ...common,
      schema: {
        tags: ['verification'],
        summary: 'Check an SMS code without using it up (5 wrong entries lock it)',
        consumes: FORM_CONSUMES,
        body: CheckCodeBodySchema,
        response: { 200: envelopeSchema(CodeCheckedSchema) },
      },
    },
    async (request) => ok(request, await service.checkSmsCode(request.body), 'success.codeChecked'),
  );

  routes.post(
    '/common/sendEmailCode',
    {
      ...common,
      schema: {
        tags: ['verification'],
        summary: 'E-mail a 6-digit code (type 1 bind or change e-mail); at most 10 an hour per client address and 5 per account (-5 after), besides the daily caps',
        consumes: FORM_CONSUMES,
        body: SendEmailCodeBodySchema,
        response: { 200: envelopeSchema(CodeSentSchema) },
      },
    },
    async (request) => ok(request, await service.sendEmailCode(request.body, contextOf(request)), 'success.codeSent'),
  );

  routes.post(
    '/common/checkEmailCode',
    {
      ...common,
      schema: {
        tags: ['verification'],
        summary: 'Check an e-mail code without using it up (5 wrong entries lock it)',
        consumes: FORM_CONSUMES,
        body: CheckEmailCodeBodySchema,
        response: { 200: envelopeSchema(CodeCheckedSchema) },
      },
    },
    async (request) => ok(request, await service.checkEmailCode(request.body), 'success.codeChecked'),
  );
};
