import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser, uniqueHongKongPhone } from '../../../test/factories';
import { readLatestCode, requestSmsCode } from '../../../test/verification';

describe('POST /api/au/saasuser/updateChild (spec §6: the admin sets AI secretary and document switches per user)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const updateChild = (token: string, fields: Record<string, string>) => postForm(app, '/api/au/saasuser/updateChild', { token, ...fields });

  let clientNumber = 0;
  /** An admin and a colleague added through /au/companyPerson/add. */
  const buildTeam = async () => {
    const admin = await buildUser(app, { organisation: { maxUsers: 5, userCompanyName: 'Harbour Law LLP' } });
    // the colleague's number is added with the code texted to it (sendCode type 7)
    const phone = uniqueHongKongPhone().slice(3);
    clientNumber += 1;
    expect((await requestSmsCode(app, { phone, type: '7' }, `10.8.0.${clientNumber}`)).json().errCode).toBe(0);
    const code = await readLatestCode(app, `+852${phone}`);
    const added = await postForm(app, '/api/au/companyPerson/add', { token: admin.token, name: 'Chan Tai Man', phone, phoneType: '2', code });
    expect(added.json().errCode).toBe(0);
    return { admin, colleagueId: added.json().resultData as string };
  };

  it('turns a colleague’s switches off and on, each independently', async () => {
    const { admin, colleagueId } = await buildTeam();
    expect((await updateChild(admin.token, { userId: colleagueId, secretarySwitch: '0', fileSwitch: '0' })).json().errCode).toBe(0);
    expect(await reloadUser(app, colleagueId)).toMatchObject({ secretarySwitch: 0, fileSwitch: 0 });

    expect((await updateChild(admin.token, { userId: colleagueId, fileSwitch: '1' })).json().errCode).toBe(0);
    expect(await reloadUser(app, colleagueId)).toMatchObject({ secretarySwitch: 0, fileSwitch: 1 });
  });

  it('refuses a member who is not the admin (403)', async () => {
    const { colleagueId } = await buildTeam();
    const member = await buildUser(app, { user: { userType: 2, adminStatus: 0 } });
    const response = await updateChild(member.token, { userId: colleagueId, secretarySwitch: '0' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errCode).toBe(403);
    expect(await reloadUser(app, colleagueId)).toMatchObject({ secretarySwitch: 1 });
  });

  it('does not reach another company’s user: not found', async () => {
    const { colleagueId } = await buildTeam();
    const otherAdmin = await buildUser(app);
    const response = await updateChild(otherAdmin.token, { userId: colleagueId, secretarySwitch: '0', fileSwitch: '0' });
    expect(response.json().errCode).toBe(404);
    expect(await reloadUser(app, colleagueId)).toMatchObject({ secretarySwitch: 1, fileSwitch: 1 });
  });

  it('needs a signed-in caller', async () => {
    const { colleagueId } = await buildTeam();
    expect((await postForm(app, '/api/au/saasuser/updateChild', { userId: colleagueId, secretarySwitch: '0' })).json().errCode).toBe(9999);
  });

  it.each([
    [{ secretarySwitch: '2' }, 'secretarySwitch', 'AI secretary switch must be 0 (off) or 1 (on).'],
    [{ fileSwitch: 'on' }, 'fileSwitch', 'Document generation switch must be 0 (off) or 1 (on).'],
    [{}, 'secretarySwitch', 'AI secretary switch must be 0 (off) or 1 (on).'],
  ])('validates %j', async (fields, path, message) => {
    const { admin, colleagueId } = await buildTeam();
    const response = await updateChild(admin.token, { userId: colleagueId, language: '2', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path, message }]);
  });
});
