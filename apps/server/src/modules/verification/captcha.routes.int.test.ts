import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { rateLimitsFor } from '../rate-limits/index';
import { CAPTCHA_PUZZLES_PER_IP_PER_10_MINUTES, type CaptchaClient } from './captcha.service';
import { PIECE_X_RANGE, drawSliderPuzzle, type SliderPuzzle } from './slider-captcha';
import { createVerificationRepository } from './verification.repository';
import { createVerificationService } from './verification.service';
import { humanTrail, obtainCaptchaTicket, postFormFrom, solveSliderPuzzle, uniqueLocalHongKongMobile } from '../../../test/verification';

type Puzzle = { id: string; background: string; piece: string; pieceY: number; width: number; height: number };

describe('POST /api/common/captcha/slider and /api/common/captcha/verify', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const newPuzzle = async (remoteAddress = '127.0.0.1'): Promise<Puzzle> => (await postFormFrom(app, '/api/common/captcha/slider', {}, remoteAddress)).json().resultData;
  /** Answers with a person's drag to x, unless a trail (or null: none) is given. */
  const answer = (id: string, x: number, trail?: unknown, remoteAddress = '127.0.0.1') =>
    postFormFrom(
      app,
      '/api/common/captcha/verify',
      { id, x: String(x), trail: trail === null ? undefined : JSON.stringify(trail ?? humanTrail(x)) },
      remoteAddress,
    );

  it('draws a 400×155 picture and a piece, and does not reveal the position', async () => {
    const response = await postFormFrom(app, '/api/common/captcha/slider', {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errCode).toBe(0);
    expect(Object.keys(body.resultData).sort()).toEqual(['background', 'height', 'id', 'piece', 'pieceY', 'width']);
    expect(body.resultData).toMatchObject({ width: 400, height: 155 });
    expect(body.resultData.background).toMatch(/^data:image\/png;base64,/);
    expect(body.resultData.piece).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a wrong position with errCode -3 so the client refreshes', async () => {
    const puzzle = await newPuzzle('192.0.2.1');
    const x = solveSliderPuzzle(puzzle);
    const response = await answer(puzzle.id, x > 200 ? x - 40 : x + 40, undefined, '192.0.2.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errCode: -3, resultMsg: 'Slider verification failed. Please try again.', resultData: null });
  });

  it('accepts a position within 4 px and a person-like drag, and gives a one-time ticket', async () => {
    const puzzle = await newPuzzle();
    const response = await answer(puzzle.id, solveSliderPuzzle(puzzle) + 3.5);
    expect(response.json()).toMatchObject({ errCode: 0, resultMsg: 'Verification passed.', resultData: { expiresInSeconds: 120 } });
    expect(response.json().resultData.ticket).toMatch(/^[\w-]{43}$/);
  });

  it('does not accept the same puzzle twice', async () => {
    const puzzle = await newPuzzle();
    const x = solveSliderPuzzle(puzzle);
    expect((await answer(puzzle.id, x)).json().errCode).toBe(0);
    expect((await answer(puzzle.id, x)).json()).toMatchObject({ errCode: -3, resultMsg: 'The slider verification has expired. Please try again.' });
  });

  it('kills a puzzle after one wrong answer', async () => {
    const puzzle = await newPuzzle('192.0.2.2');
    const x = solveSliderPuzzle(puzzle);
    expect((await answer(puzzle.id, x > 200 ? 10 : 390, undefined, '192.0.2.2')).json().errCode).toBe(-3);
    expect((await answer(puzzle.id, x, undefined, '192.0.2.2')).json().resultMsg).toBe('The slider verification has expired. Please try again.');
  });

  it('requires the drag trail', async () => {
    const puzzle = await newPuzzle();
    const response = await answer(puzzle.id, solveSliderPuzzle(puzzle), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path: 'trail', message: 'The slider trail is missing or not in the right format.' }]);
  });

  it.each<[string, (x: number) => number[][]]>([
    ['an instantaneous drag', (x) => [[0, 0, 0], [x, 0, 5]]],
    ['a trail a script made at one speed', (x) => Array.from({ length: 21 }, (_, step) => [(x * step) / 20, 0, step * 16])],
    ['a person-like trail that ends elsewhere', (x) => humanTrail(x - 30)],
    ['a trail that jumps to the answer', (x) => [...Array.from({ length: 10 }, (_, step) => [step % 2, step % 3, step * 20]), [x, 0, 400]]],
  ])('refuses the right position with %s', async (_case, trailTo) => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const puzzle = await newPuzzle(address);
    const x = solveSliderPuzzle(puzzle);
    expect((await answer(puzzle.id, x, trailTo(x), address)).json()).toEqual({ errCode: -3, resultMsg: 'Slider verification failed. Please try again.', resultData: null });
  });

  it('refuses a puzzle answered by another client than the one that asked for it', async () => {
    const viaOtherAddress = await newPuzzle('198.51.100.1');
    const x1 = solveSliderPuzzle(viaOtherAddress);
    expect((await answer(viaOtherAddress.id, x1, undefined, '198.51.100.2')).json()).toMatchObject({ errCode: -3, resultMsg: 'The slider verification has expired. Please try again.' });
    // The puzzle is dead for its own client too (it was exposed).
    expect((await answer(viaOtherAddress.id, x1, undefined, '198.51.100.1')).json().errCode).toBe(-3);

    const puzzle = (await app.inject({ method: 'POST', url: '/api/common/captcha/slider', remoteAddress: '198.51.100.3', headers: { 'user-agent': 'Mozilla/5.0 (X11) Firefox/140.0' } })).json().resultData;
    const x2 = solveSliderPuzzle(puzzle);
    const fromOtherBrowser = await app.inject({
      method: 'POST',
      url: '/api/common/captcha/verify',
      remoteAddress: '198.51.100.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'python-requests/2.32' },
      payload: new URLSearchParams({ id: puzzle.id, x: String(x2), trail: JSON.stringify(humanTrail(x2)) }).toString(),
    });
    expect(fromOtherBrowser.json().errCode).toBe(-3);
  });

  it('limits new puzzles per client address (-5), counting every address apart', async () => {
    const address = '203.0.113.50';
    for (let count = 0; count < CAPTCHA_PUZZLES_PER_IP_PER_10_MINUTES.limit; count += 1) {
      const response = await postFormFrom(app, '/api/common/captcha/slider', {}, address);
      expect(response.json().errCode).toBe(0);
    }
    const refused = await postFormFrom(app, '/api/common/captcha/slider', { language: '3' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errCode: -5, resultMsg: expect.stringMatching(/^滑块验证过于频繁，请 \d{3} 秒后再试。$/), resultData: { retryAfterSeconds: expect.any(Number) } });
    expect((await postFormFrom(app, '/api/common/captcha/slider', {}, '203.0.113.51')).json().errCode).toBe(0);
  });

  it.each([
    [{ x: '100', trail: '[]' }, 'id', 'The slider verification is missing or malformed. Please refresh it.'],
    [{ id: 'not-a-uuid', x: '100', trail: '[]' }, 'id', 'The slider verification is missing or malformed. Please refresh it.'],
    [{ id: '5f0c7e4e-95a1-4c53-9d55-8d6d4b5c2a10', x: 'left', trail: '[]' }, 'x', 'The slider position must be a number from 0 to 400.'],
    [{ id: '5f0c7e4e-95a1-4c53-9d55-8d6d4b5c2a10', x: '10', trail: '[[1,2]]' }, 'trail', 'The slider trail is missing or not in the right format.'],
  ])('rejects %j naming %s', async (fields, path, message) => {
    const response = await postFormFrom(app, '/api/common/captcha/verify', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path, message }]);
  });

  it('answers an unknown puzzle as expired', async () => {
    const response = await answer('5f0c7e4e-95a1-4c53-9d55-8d6d4b5c2a10', 100);
    expect(response.json().errCode).toBe(-3);
  });

  it('lets a ticket send one code only', async () => {
    const captchaTicket = await obtainCaptchaTicket(app);
    const fields = { type: '2', phone: uniqueLocalHongKongMobile(), phoneType: '2', captchaTicket };
    expect((await postFormFrom(app, '/api/common/sendCode', fields)).json().errCode).toBe(0);
    const reuse = await postFormFrom(app, '/api/common/sendCode', { ...fields, phone: uniqueLocalHongKongMobile() });
    expect(reuse.json()).toEqual({ errCode: -3, resultMsg: 'Please complete the slider verification first.', resultData: null });
  });

  it('answers in the request language', async () => {
    const puzzle = await newPuzzle('192.0.2.3');
    const x = solveSliderPuzzle(puzzle) > 200 ? 5 : 395;
    const response = await postFormFrom(app, '/api/common/captcha/verify', { id: puzzle.id, x: String(x), trail: JSON.stringify(humanTrail(x)), language: '1' }, '192.0.2.3');
    expect(response.json().resultMsg).toBe('滑塊驗證失敗，請再試一次。');
  });

  describe('with a fake clock', () => {
    let now: Date;
    const SETTINGS = { codeTtlSeconds: 300, smsDailyLimitPerPhone: 10, smsDailyLimitPerIp: 30, emailDailyLimitPerAddress: 10, emailDailyLimitPerIp: 30, pepper: 'compliance-desk-development-pepper' };
    const service = (drawPuzzle: () => SliderPuzzle = () => drawSliderPuzzle({ pieceX: 150, pieceY: 40 })) =>
      createVerificationService({
        repository: createVerificationRepository(app.db),
        accounts: app.container.users,
        rateLimits: rateLimitsFor(app.db, { clock: () => now }),
        sms: app.container.messaging.sms,
        mail: app.container.messaging.mail,
        clock: () => now,
        drawPuzzle,
        settings: SETTINGS,
      });
    const advance = (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    };
    let addressCount = 0;
    /** A client no other test uses (address and browser). */
    const newClient = (): CaptchaClient => {
      addressCount += 1;
      return { ip: `10.${Math.floor(addressCount / 250)}.${addressCount % 250}.${7 + (addressCount % 3)}`, userAgent: 'Mozilla/5.0 Test' };
    };
    const drag = (x: number) => ({ x, trail: JSON.stringify(humanTrail(x)) });

    it('expires a puzzle after 2 minutes', async () => {
      now = new Date('2031-03-04T05:00:00Z');
      const captcha = service();
      const client = newClient();
      const puzzle = await captcha.createSliderCaptcha(client);
      now = new Date('2031-03-04T05:02:00.001Z');
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(150) }, client)).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_EXPIRED' });
    });

    it('accepts a puzzle just inside 2 minutes', async () => {
      now = new Date('2031-03-04T05:00:00Z');
      const captcha = service();
      const client = newClient();
      const puzzle = await captcha.createSliderCaptcha(client);
      now = new Date('2031-03-04T05:01:59Z');
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(152) }, client)).resolves.toMatchObject({ expiresInSeconds: 120 });
    });

    it('expires an unused ticket 2 minutes after solving', async () => {
      now = new Date('2031-03-04T06:00:00Z');
      const captcha = service();
      const client = newClient();
      const puzzle = await captcha.createSliderCaptcha(client);
      const { ticket } = await captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(148) }, client);
      now = new Date('2031-03-04T06:02:01Z');
      const send = captcha.sendSmsCode({ type: '2', phone: uniqueLocalHongKongMobile(), phoneType: 2, captchaTicket: ticket }, { ip: '10.0.0.1', locale: 'en' });
      await expect(send).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_REQUIRED' });
    });

    it('escalates after failures: tighter tolerance, puzzles in a row, a wait between rows; a success starts over', async () => {
      now = new Date('2031-03-05T08:00:00Z');
      const captcha = service();
      const client = newClient();
      const fail = async () => {
        const puzzle = await captcha.createSliderCaptcha(client);
        await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(300) }, client)).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_FAILED' });
      };
      // Level 0: 4 px.
      for (let failure = 0; failure < 3; failure += 1) await fail();
      // Level 1 (3 failures): 4 px off is now wrong (3 px), and it counts.
      let puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(154) }, client)).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_FAILED' });
      // A new row within 5 s must wait.
      await expect(captcha.createSliderCaptcha(client)).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_TOO_FREQUENT', params: { seconds: 5 }, data: { retryAfterSeconds: 5 } });
      advance(5);
      puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(153) }, client)).rejects.toMatchObject({
        code: 'AUTH_CAPTCHA_NEXT_ROUND',
        data: { round: 1, roundsRequired: 2 },
      });
      // The next puzzle continues the row at once (no wait) and gives the ticket.
      puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(147) }, client)).resolves.toHaveProperty('ticket');
      // Back to level 0: one puzzle, 4 px.
      puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(154) }, client)).resolves.toHaveProperty('ticket');
    });

    it('asks for three puzzles at 2 px and a 30 s wait after 8 failures', async () => {
      now = new Date('2031-03-05T09:00:00Z');
      const captcha = service();
      const client = newClient();
      for (let failure = 0; failure < 8; failure += 1) {
        advance(30);
        const puzzle = await captcha.createSliderCaptcha(client);
        await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(300) }, client)).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_FAILED' });
      }
      advance(30);
      let puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(152) }, client)).rejects.toMatchObject({ data: { round: 1, roundsRequired: 3 } });
      puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(148) }, client)).rejects.toMatchObject({ data: { round: 2, roundsRequired: 3 } });
      puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(153) }, client)).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_FAILED' });
      // A failure ends the row: the next row starts again at round 1, after the wait.
      await expect(captcha.createSliderCaptcha(client)).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_TOO_FREQUENT' });
      advance(30);
      puzzle = await captcha.createSliderCaptcha(client);
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(150) }, client)).rejects.toMatchObject({ data: { round: 1, roundsRequired: 3 } });
    });

    it('lets a blind guesser with a perfect forged trail through far less often than 16 %', async () => {
      // Every guess from a fresh client (the attacker's best case: no escalation); random piece positions as drawn.
      now = new Date('2031-03-06T10:00:00Z');
      const captcha = service(() => ({ pieceX: randomInt(PIECE_X_RANGE.min, PIECE_X_RANGE.max + 1), pieceY: 40, background: '', piece: '' }));
      const guesses = 600;
      let passed = 0;
      for (let guess = 0; guess < guesses; guess += 1) {
        const client = newClient();
        const puzzle = await captcha.createSliderCaptcha(client);
        const x = randomInt(PIECE_X_RANGE.min, PIECE_X_RANGE.max + 1);
        passed += await captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(x) }, client).then(
          () => 1,
          () => 0,
        );
      }
      const rate = passed / guesses;
      // Expected 9/261 = 3.4 % per guess (was 11/261 per try with 5 tries per puzzle: ~16–19 %).
      expect(rate).toBeLessThan(0.08);

      // One client guessing on: it escalates, so almost nothing gets through.
      const client = newClient();
      let passedFromOne = 0;
      for (let guess = 0; guess < 200; guess += 1) {
        advance(30);
        const puzzle = await captcha.createSliderCaptcha(client);
        const x = randomInt(PIECE_X_RANGE.min, PIECE_X_RANGE.max + 1);
        passedFromOne += await captcha.verifySliderCaptcha({ id: puzzle.id, ...drag(x) }, client).then(
          () => 1,
          () => 0,
        );
      }
      expect(passedFromOne / 200).toBeLessThan(0.03);
      console.info(`blind guesses: ${passed}/${guesses} from fresh clients (${(rate * 100).toFixed(1)} %), ${passedFromOne}/200 from one client`);
    });
  });
});
