import { verificationEndpoints } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { RequestContext, VerificationService } from './verification.service';

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip || null,
  locale: request.locale,
  userId: request.actor.kind === 'user' ? request.actor.user.id : null,
  userPhone: request.actor.kind === 'user' ? request.actor.user.phone : null,
});

/** SMS and e-mail verification codes (spec §7 account and session calls). */
export const registerVerificationRoutes = (app: FastifyInstance, service: VerificationService) => {
  routeFor(
    app,
    verificationEndpoints.sendCode,
    { access: 'public', tags: ['verification'], summary: "Text a 6-digit code (type 1 login, 2 register, 3 bind phone, 4 reset password, 5 change phone, 6 confirm the signed-in caller's current phone, 7 a colleague's number an admin adds); needs a captcha ticket" },
    async (request) => ok(request, await service.sendSmsCode(request.body, contextOf(request)), 'success.codeSent'),
  );

  routeFor(
    app,
    verificationEndpoints.checkCode,
    { access: 'public', tags: ['verification'], summary: 'Check an SMS code without using it up (5 wrong entries lock it)' },
    async (request) => ok(request, await service.checkSmsCode(request.body), 'success.codeChecked'),
  );

  routeFor(
    app,
    verificationEndpoints.sendEmailCode,
    { access: 'public', tags: ['verification'], summary: 'E-mail a 6-digit code (type 1 bind or change e-mail); at most 10 an hour per client address and 5 per account (-5 after), besides the daily caps' },
    async (request) => ok(request, await service.sendEmailCode(request.body, contextOf(request)), 'success.codeSent'),
  );

  routeFor(
    app,
    verificationEndpoints.checkEmailCode,
    { access: 'public', tags: ['verification'], summary: 'Check an e-mail code without using it up (5 wrong entries lock it)' },
    async (request) => ok(request, await service.checkEmailCode(request.body), 'success.codeChecked'),
  );
};
