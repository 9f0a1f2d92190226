import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { organisations, users } from '../src/db/schema';

/*
 * Test helpers for flows that need a captcha ticket or a code, shared with
 * other modules' integration tests. They act as a user would: solve the
 * puzzle by looking at the picture and read the code from the dev outbox.
 */

/** A POST as the web client sends it, from a chosen client address. */
export const postFormFrom = (app: FastifyInstance, url: string, fields: Record<string, string | undefined>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString(),
  });

const decodePng = (dataUrl: string): PNG => PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));

const luminance = (data: Buffer, offset: number) => 0.299 * data[offset] + 0.587 * data[offset + 1] + 0.114 * data[offset + 2];

/**
 * Finds where the piece belongs by looking at the two pictures: the hole is
 * a darker copy of the piece, so the normalised correlation between the
 * piece's inner pixels and the picture peaks at the right x.
 */
export const solveSliderPuzzle = (puzzle: { background: string; piece: string; pieceY: number }): number => {
  const background = decodePng(puzzle.background);
  const piece = decodePng(puzzle.piece);
  // Inner pixels only: fully opaque with fully opaque neighbours (the rim is drawn lighter).
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
 * The drag a person makes to x: 24 pointer moves over ~0.5 s that speed up and
 * slow down (ease in and out), wobble a pixel or two vertically, with uneven
 * frame times, starting at [0, 0, 0] and ending exactly at x.
 */
export const humanTrail = (x: number): [number, number, number][] => {
  const moves = 24;
  const trail: [number, number, number][] = [[0, 0, 0]];
  let time = 0;
  for (let move = 1; move <= moves; move += 1) {
    time += 16 + ((move * 7) % 9);
    const progress = move / moves;
    const position = move === moves ? x : Math.round(((1 - Math.cos(Math.PI * progress)) / 2) * x);
    trail.push([position, Math.round(Math.sin(move / 3) * 2), time]);
  }
  return trail;
};

/** Loads a puzzle over HTTP, solves it from the picture, drags like a person and returns the ticket. */
export const obtainCaptchaTicket = async (app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> => {
  // After failures from an address, several puzzles must be solved in a row (resultData.roundsRequired).
  for (let round = 1; round <= 3; round += 1) {
    const puzzle = (await postFormFrom(app, '/api/common/captcha/slider', {}, remoteAddress)).json().resultData;
    const x = solveSliderPuzzle(puzzle);
    const response = await postFormFrom(app, '/api/common/captcha/verify', { id: puzzle.id, x: String(x), trail: JSON.stringify(humanTrail(x)) }, remoteAddress);
    const body = response.json();
    if (body.errCode === 0) return body.resultData.ticket;
    if (!body.resultData?.roundsRequired) throw new Error(`captcha not solved: ${response.body}`);
  }
  throw new Error('captcha not solved in 3 rounds');
};

/** Solves a captcha and asks for an SMS code (type 1–5) for a number; returns the reply. */
export const requestSmsCode = async (
  app: FastifyInstance,
  fields: { phone: string; phoneType?: string; type: string; language?: string },
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> => {
  const captchaTicket = await obtainCaptchaTicket(app, remoteAddress);
  return postFormFrom(app, '/api/common/sendCode', { phoneType: '2', ...fields, captchaTicket }, remoteAddress);
};

/** The newest outbox message to a recipient (+852… for SMS, the address for e-mail). */
export const readLatestOutboxMessage = async (app: FastifyInstance, recipient: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=200' });
  const messages: { recipient: string; subject: string | null; body: string; channel: string }[] = response.json().resultData.list;
  return messages.find((message) => message.recipient === recipient);
};

/** The 6-digit code in the newest outbox message to a recipient, as the user would read it. */
export const readLatestCode = async (app: FastifyInstance, recipient: string): Promise<string> => {
  const message = await readLatestOutboxMessage(app, recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
};

/** A Hong Kong mobile number (8 digits from 5–9) that no other test uses, as typed by a user. */
export const uniqueLocalHongKongMobile = (): string => `${randomInt(5, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** Creates an account row with this canonical phone and/or e-mail (and its organisation). */
export const insertAccount = async (app: FastifyInstance, account: { phone?: string; email?: string }): Promise<string> => {
  const [organisation] = await app.db.insert(organisations).values({ type: 2 }).returning({ id: organisations.id });
  const [user] = await app.db
    .insert(users)
    .values({ organisationId: organisation.id, phone: account.phone ?? null, phoneRegion: account.phone ? 2 : null, email: account.email ?? null })
    .returning({ id: users.id });
  return user.id;
};
