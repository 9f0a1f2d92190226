import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildColleague, callAs, uploadFile } from '../../../test/files';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp } from '../../../test/helper';
import { blankPng, multipartBody } from '../../../test/uploads';

const QUOTA_BYTES = 1024 * 1024;
const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ settings: { ORGANISATION_STORAGE_QUOTA_MB: '1' } });
});
afterAll(async () => closeTestApp(app));

const uploadCard = async (token: string, content: Buffer) => {
  const body = multipartBody({ fileName: 'card.png', contentType: 'image/png', content });
  const response = await app.inject({ method: 'POST', url: '/api/upload/businessCard', headers: { ...body.headers, token }, payload: body.payload });
  return response.json();
};
const usedBytes = async (token: string) => (await callAs(app, token, '/au/file/list', {})).body.resultData.usage.usedBytes as number;

describe('one storage-use figure per organisation (the file store and business cards)', () => {
  it('a business card counts against the quota of the file store, and the file store against business cards', async () => {
    const owner = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() } });
    const colleague = await buildColleague(app, owner.organisation.id);
    const card = blankPng();

    // a colleague's card is the organisation's storage too
    expect((await uploadCard(colleague.token, card)).errCode).toBe(0);
    expect(await usedBytes(owner.token)).toBe(card.length);

    // a file that would fit without the card is refused with it, and leaves nothing behind
    const tooBig = await uploadFile(app, owner.token, { name: 'Register.txt', content: Buffer.alloc(QUOTA_BYTES - card.length + 1, 'a') });
    expect(tooBig).toMatchObject({ status: 507, body: { errCode: 507 } });
    expect(await usedBytes(owner.token)).toBe(card.length);
    // exactly what is left fits
    expect((await uploadFile(app, owner.token, { name: 'Register.txt', content: Buffer.alloc(QUOTA_BYTES - card.length, 'a') })).body.errCode).toBe(0);
    expect(await usedBytes(owner.token)).toBe(QUOTA_BYTES);

    // now the store is full, another business card is refused
    expect((await uploadCard(owner.token, card)).errCode).toBe(507);
    expect(await usedBytes(owner.token)).toBe(QUOTA_BYTES);

    // another organisation's figure is its own
    const other = await buildUser(app, { organisation: { vipStatus: 3, fileSwitch: 1, vipExpiresAt: inOneYear() } });
    expect(await usedBytes(other.token)).toBe(0);
    expect((await uploadCard(other.token, card)).errCode).toBe(0);
  });
});
