import { expect } from 'vitest';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/*
 * Helpers of the account e2e specs: they act as a user would, solving the
 * slider puzzle by looking at its pictures (the same correlation method as the
 * server's test/verification.ts solveSliderPuzzle) and reading SMS codes
 * from the development outbox.
 */

const decodePng = (dataUrl: string): PNG => PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
const luminance = (data: Buffer, offset: number) => 0.299 * data[offset] + 0.587 * data[offset + 1] + 0.114 * data[offset + 2];

/** The x (left of the piece image) where the piece fits its hole. */
export const solveSliderPuzzle = (puzzle: { background: string; piece: string; pieceY: number }): number => {
  const background = decodePng(puzzle.background);
  const piece = decodePng(puzzle.piece);
  const inner: { column: number; row: number; value: number }[] = [];
  const isOpaque = (column: number, row: number) =>
    column >= 0 && row >= 0 && column < piece.width && row < piece.height && piece.data[(row * piece.width + column) * 4 + 3] === 255;
  for (let row = 0; row < piece.height; row += 1) {
    for (let column = 0; column < piece.width; column += 1) {
      const neighbours = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => isOpaque(column + dx, row + dy)));
      if (neighbours.every(Boolean)) inner.push({ column, row, value: luminance(piece.data, (row * piece.width + column) * 4) });
    }
  }
  const pieceMean = inner.reduce((sum, pixel) => sum + pixel.value, 0) / inner.length;
  let best = { x: 0, score: -Infinity };
  for (let x = 0; x + piece.width <= background.width; x += 1) {
    const values = inner.map((pixel) => luminance(background.data, ((puzzle.pieceY + pixel.row) * background.width + x + pixel.column) * 4));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    let product = 0;
    let pieceSquares = 0;
    let backgroundSquares = 0;
    inner.forEach((pixel, index) => {
      const [a, b] = [pixel.value - pieceMean, values[index] - mean];
      product += a * b;
      pieceSquares += a * a;
      backgroundSquares += b * b;
    });
    const score = product / Math.sqrt(pieceSquares * backgroundSquares || 1);
    if (score > best.score) best = { x, score };
  }
  return best.x;
};

/**
 * Solves the open slider captcha by dragging its handle like a user: 24 moves
 * over ~0.6 s that speed up and slow down, with a little vertical wobble (the
 * server refuses a trail of one speed, a jump, or one that does not end where
 * the slider is released). The solver does not fail, so the server never
 * escalates to several puzzles in a row here.
 */
export const solveOpenCaptcha = async (page: Page): Promise<void> => {
  const captcha = page.getByTestId('slider-captcha');
  await captcha.waitFor();
  const piece = page.getByTestId('slider-captcha-piece');
  await piece.waitFor();
  const puzzle = await captcha.evaluate((root) => {
    const images = root.querySelectorAll('img');
    return { background: images[0].src, piece: images[1].src, pieceY: parseFloat(images[1].style.top) };
  });
  const x = solveSliderPuzzle(puzzle);
  const handle = await page.getByTestId('slider-captcha-handle').boundingBox();
  if (!handle) throw new Error('no slider handle');
  const startX = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 24;
  for (let step = 1; step <= steps; step += 1) {
    const progress = step === steps ? 1 : (1 - Math.cos((Math.PI * step) / steps)) / 2;
    await page.mouse.move(startX + x * progress, y + Math.round(Math.sin(step / 3) * 2));
    await page.waitForTimeout(16 + ((step * 7) % 9));
  }
  await page.mouse.up();
  await captcha.waitFor({ state: 'detached' });
};

type OutboxMessage = { channel: string; recipient: string; subject: string | null; body: string; createdAt: string };

/** The newest code sent to `recipient` after `since` (ISO), read from GET /api/dev/outbox. */
export const readCodeFromOutbox = async (baseUrl: string, recipient: string, since: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = (await (await fetch(`${baseUrl}/api/dev/outbox?limit=50`)).json()) as { resultData: { list: OutboxMessage[] } };
        const message = reply.resultData.list.find((entry) => entry.recipient.includes(recipient) && entry.createdAt >= since);
        code = message?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
};

/** Clicks "Get code", solves the captcha and fills the code from the outbox. */
export const requestAndFillCode = async (page: Page, baseUrl: string, phone: string, scope = page.locator('body')): Promise<void> => {
  const since = new Date(Date.now() - 1000).toISOString();
  await scope.getByTestId('send-code').click();
  await solveOpenCaptcha(page);
  const code = await readCodeFromOutbox(baseUrl, phone, since);
  await scope.getByTestId('code').fill(code);
};

/** Picks an AntD select option by its text in the open dropdown. */
export const pickOption = async (page: Page, text: string | RegExp): Promise<void> => {
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first();
  await option.waitFor();
  await option.click();
};

/**
 * Clicks `buttonTestId` until `nextTestId` shows. Under load the first click of
 * a dialog's "Next" can land while the form is still settling after a select
 * closed; a user would click again, and so does this.
 */
export const clickUntilShown = async (page: Page, buttonTestId: string, nextTestId: string): Promise<void> => {
  await expect
    .poll(
      async () => {
        if (await page.getByTestId(nextTestId).isVisible()) return true;
        await page.getByTestId(buttonTestId).click({ timeout: 2000 }).catch(() => undefined);
        return page.getByTestId(nextTestId).isVisible();
      },
      { timeout: 45_000, interval: 1500 },
    )
    .toBe(true);
};
