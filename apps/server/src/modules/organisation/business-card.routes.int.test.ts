import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR } from './business-card.service';
import { TEST_CARD, blankPng, decompressionBombPng, multipartBody, renderBusinessCard } from '../../../test/uploads';

const TEST_DATA_DIR = '/tmp/compliance-desk-test';

describe('POST /api/upload/businessCard', () => {
  let app: FastifyInstance;
  let token: string;
  let userId: string;
  let cardPng: Buffer;
  let cardJpeg: Buffer;
  beforeAll(async () => {
    app = await buildTestApp();
    ({ token, user: { id: userId } } = await buildUser(app));
    cardPng = await renderBusinessCard('png');
    cardJpeg = await renderBusinessCard('jpeg');
  });
  afterAll(() => closeTestApp(app));

  const upload = (file: Parameters<typeof multipartBody>[0], fields: Record<string, string> = {}, headers: Record<string, string> = { token }) => {
    const body = multipartBody(file, fields);
    return app.inject({ method: 'POST', url: '/api/upload/businessCard', headers: { ...body.headers, ...headers }, payload: body.payload });
  };

  it('asks visitors to sign in (9999)', async () => {
    const response = await upload({ fileName: 'card.png', contentType: 'image/png', content: blankPng() }, {}, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().errCode).toBe(9999);
  });

  it('accepts the token in the query string as well as the header', async () => {
    const body = multipartBody({ fileName: 'card.png', contentType: 'image/png', content: blankPng() });
    const byQuery = await app.inject({ method: 'POST', url: `/api/upload/businessCard?token=${token}`, headers: body.headers, payload: body.payload });
    expect(byQuery.json().errCode).toBe(0);
  });

  it('stores a PNG card and reads name, position, company, phone and e-mail from it', async () => {
    const response = await upload({ fileName: 'my card.png', contentType: 'image/png', content: cardPng });
    expect(response.statusCode).toBe(200);
    const { errCode, resultData } = response.json();
    expect(errCode).toBe(0);
    expect(resultData).toEqual({
      filePath: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: TEST_CARD.name,
      job: TEST_CARD.job,
      companyName: TEST_CARD.companyName,
      // The mobile number wins over the office line; the fax is never taken.
      phone: '+85291234567',
      email: TEST_CARD.email,
    });
    const [stored] = await app.db.select().from(storedFiles).where(eq(storedFiles.id, resultData.filePath));
    expect(stored).toMatchObject({ ownerUserId: userId, purpose: 'business-card', mimeType: 'image/png', sizeBytes: cardPng.length, originalName: 'my card.png' });
    expect(stored.storagePath).toBe(`business-cards/${resultData.filePath}.png`);
    expect(await fs.readFile(path.join(TEST_DATA_DIR, 'files', stored.storagePath))).toEqual(cardPng);
  });

  it('accepts a JPEG whatever its name and declared type', async () => {
    const response = await upload({ fileName: 'scan.bin', contentType: 'application/octet-stream', content: cardJpeg });
    const { resultData } = response.json();
    expect(resultData.email).toBe(TEST_CARD.email);
    const [stored] = await app.db.select().from(storedFiles).where(eq(storedFiles.id, resultData.filePath));
    expect(stored).toMatchObject({ mimeType: 'image/jpeg', storagePath: `business-cards/${resultData.filePath}.jpg` });
  });

  it.each([
    ['a text file named .png', Buffer.from('Chan Tai Man\nSenior Partner\n')],
    ['a PDF named .png', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
    ['a GIF named .png', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')],
  ])('rejects %s as an unsupported file type', async (_case, content) => {
    const response = await upload({ fileName: 'card.png', contentType: 'image/png', content });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errCode: 415, resultMsg: 'Unsupported file type. Please upload a PNG / JPEG file.', resultData: null });
  });

  it('rejects a file over 10 MB', async () => {
    const content = Buffer.concat([blankPng(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload({ fileName: 'huge.png', contentType: 'image/png', content });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errCode: 413, resultMsg: 'The request is too large. Files may be at most 10 MB.' });
  });

  it('asks for the card when no file is sent', async () => {
    const response = await upload(null, { filePath: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path: 'file', message: 'Please upload a business card image (PNG or JPEG).' }]);
  });

  it('refuses a form-encoded call', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/upload/businessCard', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'file=x' });
    expect(response.statusCode).toBe(415);
  });

  it('keeps nothing of a rejected upload', async () => {
    const before = (await app.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId))).length;
    await upload({ fileName: 'card.png', contentType: 'image/png', content: Buffer.from('not an image') });
    expect(await app.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId))).toHaveLength(before);
  });

  it.each([
    ['2', 'The image is too large. Please upload an image of at most 18 megapixels and 6000 pixels on each side.'],
    ['3', '图片过大，请上传不超过 18 百万像素、每边不超过 6000 像素的图片。'],
    ['1', '圖片過大，請上載不超過 18 百萬像素、每邊不超過 6000 像素的圖片。'],
  ])('refuses a decompression bomb (16000×16000 in a few KB) from its header, language %s', async (language, message) => {
    const before = (await app.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId))).length;
    const response = await upload({ fileName: 'card.png', contentType: 'image/png', content: decompressionBombPng() }, {}, { token, 'x-language': language });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errCode: 413, resultMsg: message, resultData: null });
    expect(await app.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId))).toHaveLength(before);
  });

  it('answers -5 once a user has started too many uploads in the hour', async () => {
    const other = await buildUser(app);
    const body = multipartBody({ fileName: 'card.png', contentType: 'image/png', content: Buffer.from('not an image') });
    const send = () => app.inject({ method: 'POST', url: '/api/upload/businessCard', remoteAddress: '198.51.100.20', headers: { ...body.headers, token: other.token }, payload: body.payload });
    for (let attempt = 0; attempt < BUSINESS_CARD_UPLOADS_PER_USER_PER_HOUR.limit; attempt += 1) expect((await send()).statusCode).toBe(415);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errCode: -5, resultMsg: 'Too many uploads. Please try again in 60 minutes.', resultData: null });
  });
});
