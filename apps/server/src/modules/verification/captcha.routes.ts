import { verificationEndpoints } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { CaptchaClient } from './captcha.service';
import type { VerificationService } from './verification.service';

const captchaClientOf = (request: FastifyRequest): CaptchaClient => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The slider captcha that comes before every SMS code (spec §4, §9). */
export const registerCaptchaRoutes = (app: FastifyInstance, service: VerificationService) => {
  routeFor(
    app,
    verificationEndpoints.slider,
    { access: 'public', tags: ['verification'], summary: 'New slider puzzle (400×155 picture with a hole, and the piece); valid for 2 minutes; 60 per address in 10 minutes (errCode -5)' },
    async (request) => ok(request, await service.createSliderCaptcha(captchaClientOf(request))),
  );

  routeFor(
    app,
    verificationEndpoints.verifySlider,
    {
      access: 'public',
      tags: ['verification'],
      summary: 'Answer a slider puzzle: x within 4 px (less after failures) and a human drag trail give a one-time ticket for sendCode (errCode -3 otherwise)',
      description:
        'Only the client (address and user agent) that asked for the puzzle may answer it, once; a wrong answer kills it. ' +
        '`trail` must look like a drag (slider-captcha.ts TRAIL_RULES). After failures from an address, several puzzles must be solved in a row ' +
        '(errCode -3 "solve one more") and new puzzles come after a wait (errCode -5).',
    },
    async (request) => ok(request, await service.verifySliderCaptcha(request.body, captchaClientOf(request)), 'success.captchaPassed'),
  );
};
