import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

describe('STAFF_PHONES: back-office staff named by configuration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ settings: { STAFF_PHONES: '+85255500001, 8613800138000' } });
  });
  afterAll(() => closeTestApp(app));

  const listRequests = (token: string) => postForm(app, '/api/au/admin/certification/list', { token, page: '1', limit: '10' });

  it.each([
    ['a Hong Kong number (stored with its dial code)', { phone: '85255500001', phoneRegion: 2 }],
    ['a mainland number (stored without it)', { phone: '13800138000', phoneRegion: 1 }],
  ])('lets %s in the list use the staff calls and reports isStaff', async (_, user) => {
    const { token } = await buildUser(app, { user });
    expect((await listRequests(token)).json().errCode).toBe(0);
    const info = await postForm(app, '/api/au/saasuser/getUserInfo', { token });
    expect(info.json().resultData.sassUser.isStaff).toBe(true);
  });

  it('refuses a user whose number is not listed', async () => {
    const { token } = await buildUser(app, { user: { phone: '85255500002', phoneRegion: 2 } });
    const response = await listRequests(token);
    expect(response.statusCode).toBe(403);
    expect(response.json().errCode).toBe(403);
  });
});
