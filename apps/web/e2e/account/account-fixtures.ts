import { expect } from 'vitest';
import { PNG } from 'pngjs';
import type { Page, Response } from 'playwright-core';
import { apiCallsOf } from '../fixtures/browser';

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
 * the slider is released). The solver rarely misses, but when it does (or a
 * drag does not take) the captcha loads a new puzzle and a user would try again:
 * so does this, up to six times (misses from one address also make the server ask
 * for two or three puzzles in a row, each counted here as an attempt).
 * 'closed unchecked' when the dialog closed with no accepted /common/captcha/verify: no ticket,
 * so no code will be sent (the caller asks again, as a user would).
 */
export const solveOpenCaptcha = async (page: Page): Promise<'solved' | 'closed unchecked'> => {
  const captcha = page.getByTestId('slider-captcha');
  await captcha.waitFor();
  const verified = acceptedVerifications(page);
  try {
    return await dragUntilSettled(page, verified);
  } finally {
    verified.stop();
  }
};

/** Counts the page's /common/captcha/verify replies with errCode 0 from now until stop(). */
const acceptedVerifications = (page: Page) => {
  let accepted = 0;
  const listener = (response: Response) => {
    if (!new URL(response.url()).pathname.endsWith('/common/captcha/verify')) return;
    void response.json().then((body: { errCode?: number }) => {
      if (body.errCode === 0) accepted += 1;
    }, () => undefined);
  };
  page.on('response', listener);
  return { count: () => accepted, stop: () => page.off('response', listener) };
};

const dragUntilSettled = async (page: Page, verified: { count: () => number }): Promise<'solved' | 'closed unchecked'> => {
  const captcha = page.getByTestId('slider-captcha');
  const piece = page.getByTestId('slider-captcha-piece');
  const handleBox = page.getByTestId('slider-captcha-handle');
  for (let attempt = 1; ; attempt += 1) {
    await piece.waitFor();
    // the dialog zooms in: press the handle only once it has stopped moving, or the press misses it
    let box = await handleBox.boundingBox();
    await expect
      .poll(async () => {
        const previous = box;
        box = await handleBox.boundingBox();
        return Boolean(box && previous && box.x === previous.x && box.y === previous.y && box.width === previous.width);
      }, { timeout: 30_000, interval: 150 })
      .toBe(true);
    const puzzle = await captcha.evaluate((root) => {
      const images = root.querySelectorAll('img');
      return { background: images[0].src, piece: images[1].src, pieceY: parseFloat(images[1].style.top) };
    });
    const x = solveSliderPuzzle(puzzle);
    if (!box) throw new Error('no slider handle');
    const startX = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    const steps = 24;
    for (let step = 1; step <= steps; step += 1) {
      const progress = step === steps ? 1 : (1 - Math.cos((Math.PI * step) / steps)) / 2;
      await page.mouse.move(startX + x * progress, y + Math.round(Math.sin(step / 3) * 2));
      await page.waitForTimeout(16 + ((step * 7) % 9));
    }
    await page.mouse.up();
    const settled = await settleAfterRelease(page, puzzle.piece);
    if (settled === 'closed') {
      // the ticket's reply is read asynchronously: give it a moment before calling the close unchecked
      const accepted = await expect.poll(verified.count, { timeout: 5_000, interval: 100 }).toBeGreaterThan(0).then(() => true, () => false);
      return accepted ? 'solved' : 'closed unchecked';
    }
    // a miss or one more puzzle in a row: the captcha shows a new puzzle (or, if the press missed the handle, the same one); go again
    if (attempt === 6) throw new Error('the slider captcha was not accepted in six attempts');
  }
};

/**
 * After a release: 'closed' once the captcha closes, 'again' as soon as it shows another puzzle than
 * `pieceSrc` (a miss, or one more in a row) or, when nothing changes for 15 s, the press did not take.
 */
const settleAfterRelease = async (page: Page, pieceSrc: string): Promise<'closed' | 'again'> => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await page.getByTestId('slider-captcha').count()) === 0) return 'closed';
    const shown = await page.getByTestId('slider-captcha-piece').getAttribute('src', { timeout: 250 }).catch(() => undefined);
    if (shown !== undefined && shown !== null && shown !== pieceSrc) return 'again';
    await page.waitForTimeout(100);
  }
  return 'again';
};

type OutboxMessage = { channel: string; recipient: string; subject: string | null; body: string; createdAt: string };

/** The newest code sent to `recipient` after `since` (ISO) in GET /api/dev/outbox, and the newest messages for a report. */
const lookInOutbox = async (baseUrl: string, recipient: string, since: string): Promise<{ code?: string; newest: string[] }> => {
  const reply = (await (await fetch(`${baseUrl}/api/dev/outbox?limit=50`)).json()) as { resultData: { list: OutboxMessage[] } };
  const message = reply.resultData.list.find((entry) => entry.recipient.includes(recipient) && entry.createdAt >= since);
  const newest = reply.resultData.list.slice(0, 5).map((entry) => `${entry.createdAt} ${entry.channel} ${entry.recipient}`);
  return { code: message?.body.match(/\b(\d{6})\b/)?.[1], newest };
};

/** Polls the outbox for `timeout` ms; undefined when no code came. */
export const readCodeFromOutbox = async (baseUrl: string, recipient: string, since: string, timeout = 60_000): Promise<string | undefined> => {
  const deadline = Date.now() + timeout;
  for (;;) {
    const { code } = await lookInOutbox(baseUrl, recipient, since);
    if (code || Date.now() > deadline) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * Sets the password on the profile dialog's last tab and waits until the app has reloaded the page, as it does
 * after the last tab (ProfileFlow's `finish`): a navigation started before the reload ends would be interrupted by it.
 */
export const submitLastProfileTab = async (page: Page, password: string) => {
  await page.getByTestId('new-password').fill(password);
  await page.getByTestId('confirm-password').fill(password);
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('confirm-password').press('Enter');
  await page.getByTestId('profile-tab-3').waitFor({ state: 'detached' });
  await reloaded;
};

/**
 * Clicks "Get code", solves the captcha and fills the code from the outbox. When no code came
 * 20 s after the captcha closed, it does what a user would: waits until "Get code" can be
 * pressed again (a 60 s countdown if one was sent) and asks once more, after printing what it
 * saw (the button, the newest outbox messages), so a run that needed it can be looked into.
 */
export const requestAndFillCode = async (page: Page, baseUrl: string, phone: string, scope = page.locator('body')): Promise<void> => {
  const sendCode = scope.getByTestId('send-code');
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const since = new Date(Date.now() - 1000).toISOString();
    await sendCode.click();
    if ((await solveOpenCaptcha(page)) === 'closed unchecked') {
      console.warn(`[requestAndFillCode] attempt ${attempt}: the captcha closed without an accepted check; asking again\nAPI calls:\n  ${apiCallsOf(page).join('\n  ')}`);
      continue;
    }
    // Only a hang is caught by the second wait: on a loaded machine the send itself can take seconds.
    const code = await readCodeFromOutbox(baseUrl, phone, since, attempt === 1 ? 20_000 : 60_000);
    if (code) return scope.getByTestId('code').fill(code);
    const { newest } = await lookInOutbox(baseUrl, phone, since);
    console.warn(
      `[requestAndFillCode] attempt ${attempt}: no code for ${phone} since ${since}; the button shows ${JSON.stringify(await sendCode.innerText())}` +
        ` (enabled: ${await sendCode.isEnabled()}); newest outbox messages:\n  ${newest.join('\n  ')}\nAPI calls:\n  ${apiCallsOf(page).join('\n  ')}`,
    );
    if (attempt === 1) await expect.poll(() => sendCode.isEnabled(), { timeout: 70_000, interval: 500 }).toBe(true);
  }
  throw new Error(`no SMS code reached the outbox for ${phone} after two requests (see the lines above)`);
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

/**
 * Picks `option` in the select `selectTestId` until `nextTestId` shows. Under load an option
 * clicked while the dropdown still opens may not take; a user would pick again, and so does this.
 */
export const pickUntilShown = async (page: Page, selectTestId: string, option: string | RegExp, nextTestId: string): Promise<void> => {
  await expect
    .poll(
      async () => {
        if (await page.getByTestId(nextTestId).isVisible()) return true;
        await page.getByTestId(selectTestId).click({ timeout: 2000 }).catch(() => undefined);
        const choice = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first();
        await choice.click({ timeout: 5000 }).catch(() => undefined);
        return page.getByTestId(nextTestId).isVisible();
      },
      { timeout: 45_000, interval: 1500 },
    )
    .toBe(true);
};

/**
 * The profile's first step for an adviser: chooses `accountType` until the select shows it, names the
 * firm and presses Next until `nextTestId` shows. Under load an option clicked while the dropdown opens
 * may not take, and Next then stops at "choose a type"; a user would choose again, and so does this.
 */
export const completeFirmStep = async (page: Page, accountType: string | RegExp, firm: string, nextTestId = 'profile-tab-2'): Promise<void> => {
  const select = page.getByTestId('account-type');
  const chosen = async () => {
    const shown = ((await select.textContent().catch(() => '')) ?? '').trim();
    return typeof accountType === 'string' ? shown === accountType : accountType.test(shown);
  };
  await expect
    .poll(
      async () => {
        if (await page.getByTestId(nextTestId).isVisible()) return true;
        if (!(await chosen())) {
          await select.click({ timeout: 2000 }).catch(() => undefined);
          const choice = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: accountType }).first();
          await choice.click({ timeout: 5000 }).catch(() => undefined);
          if (!(await chosen())) return false;
        }
        const name = page.getByTestId('company-name');
        if ((await name.inputValue({ timeout: 2000 }).catch(() => '')) !== firm) await name.fill(firm, { timeout: 2000 }).catch(() => undefined);
        await page.getByTestId('profile-company-next').click({ timeout: 2000 }).catch(() => undefined);
        return page.getByTestId(nextTestId).isVisible();
      },
      { timeout: 90_000, interval: 1500 },
    )
    .toBe(true);
};

/**
 * Adds the listed company `stock` on the profile's client-company step and waits until the list
 * shows it. Under load the option clicked while the picker's search answers may not take (the
 * add then stops at "select a company"); a user would pick again, and so does this.
 */
export const addServiceCompany = async (page: Page, stock: string, job = 'Counsel'): Promise<void> => {
  const added = page.getByTestId('service-company-editor').locator('.ant-list-item', { hasText: stock }).first();
  await expect
    .poll(
      async () => {
        if (await added.isVisible()) return true;
        await page.getByTestId('stock-picker').click({ timeout: 2000 }).catch(() => undefined);
        await page.keyboard.type(stock);
        const choice = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: stock }).first();
        await choice.click({ timeout: 5000 }).catch(() => undefined);
        await page.getByTestId('service-company-job').fill(job);
        await page.getByTestId('service-company-add').click({ timeout: 2000 }).catch(() => undefined);
        return added.isVisible();
      },
      { timeout: 60_000, interval: 1500 },
    )
    .toBe(true);
};

/**
 * Chooses `stock` in the (first) stock picker, typing and picking again until the picker shows it:
 * under load an option clicked while the search answers may not take.
 */
export const pickStock = async (page: Page, stock: string): Promise<void> => {
  const picker = page.getByTestId('stock-picker').first();
  const chosen = async () => ((await picker.textContent()) ?? '').includes(stock);
  await expect
    .poll(
      async () => {
        if (await chosen()) return true;
        await picker.click({ timeout: 2000 }).catch(() => undefined);
        await page.keyboard.type(stock);
        const choice = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: stock }).first();
        await choice.click({ timeout: 5000 }).catch(() => undefined);
        return chosen();
      },
      { timeout: 60_000, interval: 1500 },
    )
    .toBe(true);
};
