import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { drawSliderPuzzle } from './slider-captcha';
import { createVerificationRepository } from './verification.repository';
import { createVerificationService } from './verification.service';
import { obtainCaptchaTicket, postFormFrom, solveSliderPuzzle, uniqueLocalHongKongMobile } from '../../../test/verification';

type Puzzle = { id: string; background: string; piece: string; pieceY: number; width: number; height: number };

describe('POST /api/common/captcha/slider and /api/common/captcha/verify', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const newPuzzle = async (): Promise<Puzzle> => (await postFormFrom(app, '/api/common/captcha/slider', {})).json().resultData;
  const answer = (id: string, x: number, trail?: unknown) =>
    postFormFrom(app, '/api/common/captcha/verify', { id, x: String(x), trail: trail === undefined ? undefined : JSON.stringify(trail) });

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
    const puzzle = await newPuzzle();
    const x = solveSliderPuzzle(puzzle);
    const response = await answer(puzzle.id, x > 200 ? x - 40 : x + 40);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errCode: -3, resultMsg: 'Slider verification failed. Please try again.', resultData: null });
  });

  it('accepts a position within 5 px and gives a one-time ticket', async () => {
    const puzzle = await newPuzzle();
    const response = await answer(puzzle.id, solveSliderPuzzle(puzzle) + 4.5);
    expect(response.json()).toMatchObject({ errCode: 0, resultMsg: 'Verification passed.', resultData: { expiresInSeconds: 120 } });
    expect(response.json().resultData.ticket).toMatch(/^[\w-]{43}$/);
  });

  it('does not accept the same puzzle twice', async () => {
    const puzzle = await newPuzzle();
    const x = solveSliderPuzzle(puzzle);
    expect((await answer(puzzle.id, x)).json().errCode).toBe(0);
    expect((await answer(puzzle.id, x)).json()).toMatchObject({ errCode: -3, resultMsg: 'The slider verification has expired. Please try again.' });
  });

  it('kills a puzzle after 5 wrong answers', async () => {
    const puzzle = await newPuzzle();
    const x = solveSliderPuzzle(puzzle);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await answer(puzzle.id, x > 200 ? 10 : 390)).json().errCode).toBe(-3);
    expect((await answer(puzzle.id, x)).json().resultMsg).toBe('The slider verification has expired. Please try again.');
  });

  it('refuses an instantaneous drag and accepts a human-like one', async () => {
    const puzzle = await newPuzzle();
    const x = solveSliderPuzzle(puzzle);
    expect((await answer(puzzle.id, x, [[0, 0, 0], [x, 0, 5]])).json().resultMsg).toBe('Slider verification failed. Please try again.');
    expect((await answer(puzzle.id, x, [[0, 0, 0], [x / 2, 1, 40], [x, 0, 60]])).json().errCode).toBe(-3);
    const human = [[0, 0, 0], [x / 3, 1, 120], [(2 * x) / 3, -1, 260], [x, 0, 400]];
    expect((await answer(puzzle.id, x, human)).json().errCode).toBe(0);
  });

  it.each([
    [{ x: '100' }, 'id', 'The slider verification is missing or malformed. Please refresh it.'],
    [{ id: 'not-a-uuid', x: '100' }, 'id', 'The slider verification is missing or malformed. Please refresh it.'],
    [{ id: '5f0c7e4e-95a1-4c53-9d55-8d6d4b5c2a10', x: 'left' }, 'x', 'The slider position must be a number from 0 to 400.'],
    [{ id: '5f0c7e4e-95a1-4c53-9d55-8d6d4b5c2a10', x: '10', trail: '[[1,2]]' }, 'trail', 'The slider trail is not in the right format.'],
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
    const puzzle = await newPuzzle();
    const response = await postFormFrom(app, '/api/common/captcha/verify', { id: puzzle.id, x: String(solveSliderPuzzle(puzzle) > 200 ? 5 : 395), language: '1' });
    expect(response.json().resultMsg).toBe('滑塊驗證失敗，請再試一次。');
  });

  describe('with a fake clock', () => {
    let now: Date;
    const service = () =>
      createVerificationService({
        repository: createVerificationRepository(app.db),
        sms: app.container.messaging.sms,
        mail: app.container.messaging.mail,
        clock: () => now,
        drawPuzzle: () => drawSliderPuzzle({ pieceX: 150, pieceY: 40 }),
        settings: { codeTtlSeconds: 300, smsDailyLimitPerPhone: 10, smsDailyLimitPerIp: 30, emailDailyLimitPerAddress: 10, emailDailyLimitPerIp: 30, pepper: 'compliance-desk-development-pepper' },
      });

    it('expires a puzzle after 2 minutes', async () => {
      now = new Date('2031-03-04T05:00:00Z');
      const captcha = service();
      const puzzle = await captcha.createSliderCaptcha('10.0.0.1');
      now = new Date('2031-03-04T05:02:00.001Z');
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, x: 150 })).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_EXPIRED' });
    });

    it('accepts a puzzle just inside 2 minutes', async () => {
      now = new Date('2031-03-04T05:00:00Z');
      const captcha = service();
      const puzzle = await captcha.createSliderCaptcha('10.0.0.1');
      now = new Date('2031-03-04T05:01:59Z');
      await expect(captcha.verifySliderCaptcha({ id: puzzle.id, x: 152 })).resolves.toMatchObject({ expiresInSeconds: 120 });
    });

    it('expires an unused ticket 2 minutes after solving', async () => {
      now = new Date('2031-03-04T06:00:00Z');
      const captcha = service();
      const puzzle = await captcha.createSliderCaptcha('10.0.0.1');
      const { ticket } = await captcha.verifySliderCaptcha({ id: puzzle.id, x: 148 });
      now = new Date('2031-03-04T06:02:01Z');
      const send = captcha.sendSmsCode({ type: '2', phone: uniqueLocalHongKongMobile(), phoneType: 2, captchaTicket: ticket }, { ip: '10.0.0.1', locale: 'en' });
      await expect(send).rejects.toMatchObject({ code: 'AUTH_CAPTCHA_REQUIRED' });
    });
  });
});
