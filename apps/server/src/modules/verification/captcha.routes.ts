import { verificationEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { VerificationService } from './verification.service';

/** The slider captcha that comes before every SMS code (spec §4, §9). */
export const registerCaptchaRoutes = (app: FastifyInstance, service: VerificationService) => {
  routeFor(
    app,
    verificationEndpoints.slider,
    { access: 'public', tags: ['verification'], summary: 'New slider puzzle (400×155 picture with a hole, and the piece); valid for 2 minutes' },
    async (request) => ok(request, await service.createSliderCaptcha(request.ip)),
  );

  routeFor(
    app,
    verificationEndpoints.verifySlider,
    { access: 'public', tags: ['verification'], summary: 'Answer a slider puzzle: x within 5 px gives a one-time ticket for sendCode (errCode -3 otherwise)', description: 'When `trail` is sent it must hold at least 3 samples spanning at least 100 ms (an instantaneous drag is refused). ' +
          'Each wrong answer counts; after 5 the puzzle is dead and a new one must be loaded.' },
    async (request) => ok(request, await service.verifySliderCaptcha(request.body), 'success.captchaPassed'),
  );
};
