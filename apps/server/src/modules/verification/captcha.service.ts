import { SliderCaptcha } from '@app/domain';
import { parseCaptchaTrail, type CaptchaTicket, type SliderCaptchaChallenge, type VerifySliderCaptchaBody } from '@app/contracts';
import { AppError } from '../../lib/errors';
import { drawSliderPuzzle, isHumanLikeTrail, isSliderPositionRight, type SliderPuzzle } from './slider-captcha';
import { CAPTCHA_TTL_SECONDS, addSeconds, generateTicket, hashSecret, type Clock } from './verification-code';
import type { VerificationRepository } from './verification.repository';

/** Wrong answers after which a puzzle is dead and the client must load a new one. */
export const MAX_CAPTCHA_FAILURES = 5;
const TICKET_SCOPE = 'captcha-ticket';
const DAY_SECONDS = 86_400;

export type CaptchaServiceDependencies = {
  repository: VerificationRepository;
  clock: Clock;
  pepper: string;
  /** Draws a puzzle; tests may fix the position. */
  drawPuzzle?: () => SliderPuzzle;
};

/** Slider captcha rules: a puzzle lives 2 minutes, allows 5 wrong answers and, solved, gives one ticket. */
export const createCaptchaService = ({ repository, clock, pepper, drawPuzzle = drawSliderPuzzle }: CaptchaServiceDependencies) => ({
  /** Draws and stores a new puzzle; the answer stays on the server. */
  createChallenge: async (ip: string | null): Promise<SliderCaptchaChallenge> => {
    const now = clock();
    const puzzle = drawPuzzle();
    await repository.deleteChallengesExpiredBefore(addSeconds(now, -DAY_SECONDS));
    const id = await repository.insertChallenge({
      pieceX: puzzle.pieceX,
      pieceY: puzzle.pieceY,
      expiresAt: addSeconds(now, CAPTCHA_TTL_SECONDS),
      ip,
      createdAt: now,
    });
    return { id, background: puzzle.background, piece: puzzle.piece, pieceY: puzzle.pieceY, width: SliderCaptcha.width, height: SliderCaptcha.height };
  },

  /**
   * Checks a release position (and the drag, when sent) and hands out a
   * one-time ticket valid for 2 minutes.
   * @throws AppError AUTH_CAPTCHA_EXPIRED for an unknown, expired, solved or dead puzzle;
   *   AUTH_CAPTCHA_FAILED for a wrong position or an instantaneous drag (counted).
   */
  verifyChallenge: async ({ id, x, trail }: VerifySliderCaptchaBody): Promise<CaptchaTicket> => {
    const now = clock();
    const challenge = await repository.findChallenge(id);
    if (!challenge || challenge.solvedAt || challenge.expiresAt <= now || challenge.failedAttempts >= MAX_CAPTCHA_FAILURES) {
      throw new AppError('AUTH_CAPTCHA_EXPIRED');
    }
    const samples = trail === undefined ? undefined : (parseCaptchaTrail(trail) ?? []);
    if (!isSliderPositionRight(x, challenge.pieceX) || (samples && !isHumanLikeTrail(samples))) {
      await repository.recordChallengeFailure(id, now);
      throw new AppError('AUTH_CAPTCHA_FAILED');
    }
    const ticket = generateTicket();
    const isSolved = await repository.markChallengeSolved(id, {
      ticketHash: hashSecret(pepper, TICKET_SCOPE, ticket),
      ticketExpiresAt: addSeconds(now, CAPTCHA_TTL_SECONDS),
      now,
      maxFailures: MAX_CAPTCHA_FAILURES,
    });
    if (!isSolved) throw new AppError('AUTH_CAPTCHA_EXPIRED');
    return { ticket, expiresInSeconds: CAPTCHA_TTL_SECONDS };
  },

  /**
   * Uses up a ticket before anything is sent.
   * @throws AppError AUTH_CAPTCHA_REQUIRED when it is missing, unknown, used or expired.
   */
  consumeTicket: async (ticket: string | undefined): Promise<void> => {
    const isValid = ticket !== undefined && (await repository.consumeTicket(hashSecret(pepper, TICKET_SCOPE, ticket), clock()));
    if (!isValid) throw new AppError('AUTH_CAPTCHA_REQUIRED');
  },
});

export type CaptchaService = ReturnType<typeof createCaptchaService>;
