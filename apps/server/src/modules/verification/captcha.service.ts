import { createHash } from 'node:crypto';
import { SliderCaptcha } from '@app/domain';
import { parseCaptchaTrail, type CaptchaTicket, type SliderCaptchaChallenge, type VerifySliderCaptchaBody } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { RateLimitRule, RateLimitsService } from '../rate-limits/index';
import { captchaLevelFor, drawSliderPuzzle, isSliderPositionRight, trailProblem, type SliderPuzzle } from './slider-captcha';
import { CAPTCHA_TTL_SECONDS, addSeconds, generateTicket, hashSecret, type Clock } from './verification-code';
import type { VerificationRepository } from './verification.repository';

/** Wrong answers after which a puzzle is dead: one (the client loads a new puzzle after any wrong answer). */
export const MAX_CAPTCHA_FAILURES = 1;
const TICKET_SCOPE = 'captcha-ticket';
const DAY_SECONDS = 86_400;

/** New puzzles one client address may ask for in 10 minutes (drawing one is the most expensive public call). */
export const CAPTCHA_PUZZLES_PER_IP_PER_10_MINUTES: RateLimitRule = { scope: 'verification.captcha.puzzles.ip', limit: 60, windowSeconds: 600 };
/** Wrong answers of one client address counted for escalation, over an hour (the limit itself never refuses). */
export const CAPTCHA_FAILURES_PER_IP_PER_HOUR: RateLimitRule = { scope: 'verification.captcha.failures.ip', limit: 1_000_000, windowSeconds: 3600 };
/** One new row of puzzles per `waitSeconds` once an address is escalated (the rule per level). */
const waitRule = (waitSeconds: number): RateLimitRule => ({ scope: `verification.captcha.wait.${waitSeconds}s.ip`, limit: 1, windowSeconds: waitSeconds });

/** Who is asking: the client address and its user agent (a puzzle is answered by the client that asked for it). */
export type CaptchaClient = { ip: string; userAgent?: string };

export type CaptchaServiceDependencies = {
  repository: VerificationRepository;
  rateLimits: RateLimitsService;
  clock: Clock;
  pepper: string;
  /** Draws a puzzle; tests may fix the position. */
  drawPuzzle?: () => SliderPuzzle;
};

/**
 * Slider captcha rules: a puzzle lives 2 minutes, is answered once, only by
 * the client (address + user agent) that asked for it, with a human-like drag
 * trail; a client address may ask for 60 puzzles in 10 minutes; after failures
 * the address gets a tighter tolerance, several puzzles in a row and a wait
 * (slider-captcha.ts CAPTCHA_LEVELS). A solved row gives one ticket.
 */
export const createCaptchaService = ({ repository, rateLimits, clock, pepper, drawPuzzle = drawSliderPuzzle }: CaptchaServiceDependencies) => {
  const clientHash = ({ ip, userAgent }: CaptchaClient) =>
    createHash('sha256').update(`${pepper}\0captcha-client\0${ip}\0${userAgent ?? ''}`).digest('hex');

  const countFailure = async (ip: string) => {
    await rateLimits.consume(CAPTCHA_FAILURES_PER_IP_PER_HOUR, ip);
  };

  return {
    /**
     * Draws and stores a new puzzle for this client; the answer stays on the server.
     * @throws AppError AUTH_CAPTCHA_TOO_FREQUENT (-5) past the per-address limit, or when an
     *   escalated address asks for a new row of puzzles before its wait is over.
     */
    createChallenge: async (client: CaptchaClient): Promise<SliderCaptchaChallenge> => {
      const now = clock();
      // retryAfterSeconds lets the puzzle load itself again once the wait is over
      const tooFrequent = (seconds: number) => new AppError('AUTH_CAPTCHA_TOO_FREQUENT', { params: { seconds }, data: { retryAfterSeconds: seconds } });
      const allowance = await rateLimits.consume(CAPTCHA_PUZZLES_PER_IP_PER_10_MINUTES, client.ip);
      if (!allowance.allowed) throw tooFrequent(allowance.retryAfterSeconds);
      const hash = clientHash(client);
      const level = captchaLevelFor((await rateLimits.peek(CAPTCHA_FAILURES_PER_IP_PER_HOUR, client.ip)).count);
      const previous = await repository.takeRoundToContinue(hash, now);
      if (!previous && level.waitSeconds > 0) {
        const wait = await rateLimits.consume(waitRule(level.waitSeconds), client.ip);
        if (!wait.allowed) throw tooFrequent(wait.retryAfterSeconds);
      }
      const puzzle = drawPuzzle();
      await repository.deleteChallengesExpiredBefore(addSeconds(now, -DAY_SECONDS));
      const id = await repository.insertChallenge({
        pieceX: puzzle.pieceX,
        pieceY: puzzle.pieceY,
        expiresAt: addSeconds(now, CAPTCHA_TTL_SECONDS),
        ip: client.ip,
        clientHash: hash,
        tolerancePx: Math.min(level.tolerancePx, previous?.tolerancePx ?? level.tolerancePx),
        round: previous ? previous.round + 1 : 1,
        roundsRequired: Math.max(level.rounds, previous?.roundsRequired ?? 1),
        createdAt: now,
      });
      return { id, background: puzzle.background, piece: puzzle.piece, pieceY: puzzle.pieceY, width: SliderCaptcha.width, height: SliderCaptcha.height };
    },

    /**
     * Checks a release position and the drag trail and, when the row of puzzles is complete,
     * hands out a one-time ticket valid for 2 minutes.
     * @throws AppError AUTH_CAPTCHA_EXPIRED for an unknown, expired, answered or another
     *   client's puzzle; AUTH_CAPTCHA_FAILED for a wrong position or a drag that is not a
     *   person's (counted against the address); AUTH_CAPTCHA_NEXT_ROUND when solved but the
     *   address must solve another puzzle first.
     */
    verifyChallenge: async ({ id, x, trail }: VerifySliderCaptchaBody, client: CaptchaClient): Promise<CaptchaTicket> => {
      const now = clock();
      const challenge = await repository.findChallenge(id);
      if (!challenge || challenge.solvedAt || challenge.expiresAt <= now || challenge.failedAttempts >= MAX_CAPTCHA_FAILURES) {
        throw new AppError('AUTH_CAPTCHA_EXPIRED');
      }
      if (challenge.clientHash !== clientHash(client)) {
        // Answered by another client than the one that asked (a solving farm, a relayed puzzle): the puzzle dies.
        await repository.recordChallengeFailure(id, now);
        await countFailure(client.ip);
        throw new AppError('AUTH_CAPTCHA_EXPIRED');
      }
      const samples = parseCaptchaTrail(trail) ?? [];
      if (!isSliderPositionRight(x, challenge.pieceX, challenge.tolerancePx) || trailProblem(samples, x) !== undefined) {
        await repository.recordChallengeFailure(id, now);
        await countFailure(client.ip);
        throw new AppError('AUTH_CAPTCHA_FAILED');
      }
      if (challenge.round < challenge.roundsRequired) {
        const isPassed = await repository.markRoundPassed(id, { now, maxFailures: MAX_CAPTCHA_FAILURES });
        if (!isPassed) throw new AppError('AUTH_CAPTCHA_EXPIRED');
        throw new AppError('AUTH_CAPTCHA_NEXT_ROUND', { data: { round: challenge.round, roundsRequired: challenge.roundsRequired } });
      }
      const ticket = generateTicket();
      const isSolved = await repository.markChallengeSolved(id, {
        ticketHash: hashSecret(pepper, TICKET_SCOPE, ticket),
        ticketExpiresAt: addSeconds(now, CAPTCHA_TTL_SECONDS),
        now,
        maxFailures: MAX_CAPTCHA_FAILURES,
      });
      if (!isSolved) throw new AppError('AUTH_CAPTCHA_EXPIRED');
      // A person who got through starts again at the easiest level.
      await rateLimits.reset(CAPTCHA_FAILURES_PER_IP_PER_HOUR, client.ip);
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
  };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;
