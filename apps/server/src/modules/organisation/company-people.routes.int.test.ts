import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../../lib/secrets';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser, signInAs, uniqueHongKongPhone } from '../../../test/factories';
import { readLatestCode, requestSmsCode } from '../../../test/verification';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const ENDPOINTS = ['list', 'add', 'update', 'delete', 'openClose', 'chageAdmin'].map((name) => `companyPerson/${name}`);

describe('company people (/api/au/companyPerson/*)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/${path}`, { token, ...fields });
  /** An organisation admin (the first user, userType 1) whose organisation allows `maxUsers` accounts. */
  const buildAdmin = (maxUsers = 5) => buildUser(app, { organisation: { maxUsers, userCompanyName: 'Harbour Law LLP' } });
  const localPhone = () => uniqueHongKongPhone().slice(3);
  let clientNumber = 0;
  /** The code the holder of a Hong Kong number receives for being added (type 7), as the admin would ask them for it. */
  const codeFor = async (local: string) => {
    // one client address per code: the per-IP daily cap is not what these tests are about
    clientNumber += 1;
    expect((await requestSmsCode(app, { phone: local, type: '7' }, `10.7.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`)).json().errCode).toBe(0);
    return readLatestCode(app, `+852${local}`);
  };
  const addPerson = async (token: string, fields: Record<string, string> = {}) => {
    const phone = fields.phone ?? localPhone();
    const code = fields.code ?? (await codeFor(phone));
    return call(token, 'companyPerson/add', { name: 'Wong Ka Yan', phoneType: '2', job: 'Associate', ...fields, phone, code });
  };
  const addMember = async (token: string, fields: Record<string, string> = {}) => {
    const response = (await addPerson(token, fields)).json();
    expect(response.errCode).toBe(0);
    return response.resultData as string;
  };
  const signIn = async (userId: string) => await signInAs(app, userId);
  const list = async (token: string, fields: Record<string, string> = {}) => (await call(token, 'companyPerson/list', { language: '2', ...fields })).json().resultData;

  it.each(ENDPOINTS)('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, `/api/au/${path}`, { id: MISSING_ID });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errCode: 9999, resultData: null });
  });

  it.each(ENDPOINTS)('refuses %s to a member who is not the admin (403)', async (path) => {
    const { token } = await buildAdmin();
    const member = await addMember(token);
    const memberToken = await signIn(member);
    const response = await call(memberToken, path, { id: member, name: 'X', phone: localPhone(), type: '2', code: '0' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errCode: 403, resultData: null });
  });

  it('adds accounts and lists them, the admin first, with rights and the limit', async () => {
    const { token, user } = await buildAdmin(3);
    const phone = localPhone();
    const id = await addMember(token, { name: 'Chan Tai Man', phone, email: 'chan@harbour.example', job: 'Partner' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const created = await reloadUser(app, id);
    expect(created).toMatchObject({ organisationId: user.organisationId, phone: `852${phone}`, userType: 2, adminStatus: 0, loginAccess: true });
    const result = await list(token);
    expect(result).toMatchObject({ total: 2, maxUsers: 3, activeUsers: 2 });
    expect(result.list.map((person: { id: string }) => person.id)).toEqual([user.id, id]);
    expect(result.list[0]).toMatchObject({ isAdmin: true, accountStatus: 1 });
    expect(result.list[1]).toMatchObject({
      id,
      type: 1,
      name: 'Chan Tai Man',
      deptId: null,
      job: 'Partner',
      jobStatus: 1,
      phone: `852${phone}`,
      email: 'chan@harbour.example',
      companyName: 'Harbour Law LLP',
      isAdmin: false,
      accountStatus: 1,
      secretarySwitch: 1,
      fileSwitch: 1,
    });
  });

  it('filters by search text, account status, job status and department', async () => {
    const { token } = await buildAdmin();
    const chan = await addMember(token, { name: 'Chan Tai Man' });
    const lee = await addMember(token, { name: 'Lee Siu Ming', email: 'lee@harbour.example' });
    await call(token, 'companyPerson/openClose', { type: '1', id: lee, code: '0' });
    expect((await list(token, { queryName: 'tai man' })).list.map((person: { id: string }) => person.id)).toEqual([chan]);
    expect((await list(token, { queryName: 'harbour.example' })).list.map((person: { id: string }) => person.id)).toEqual([lee]);
    expect((await list(token, { queryName: '%' })).total).toBe(0);
    expect((await list(token, { accountStatus: '2' })).list.map((person: { id: string }) => person.id)).toEqual([lee]);
    expect((await list(token, { accountStatus: '1' })).total).toBe(2);
    expect((await list(token, { jobStatus: '1' })).total).toBe(3);
    expect((await list(token, { jobStatus: '2' })).total).toBe(0);
    expect((await list(token, { deptId: MISSING_ID })).total).toBe(0);
    const paged = await list(token, { page: '2', limit: '10' });
    expect(paged).toMatchObject({ total: 3, list: [] });
  });

  it.each([
    ['companyPerson/add', { phone: '51234567' }, 'name', 'Name is required.'],
    ['companyPerson/add', { name: 'A' }, 'phone', 'Phone empty. Please enter your phone number.'],
    ['companyPerson/add', { name: 'A', phone: '123' }, 'phone', 'Please input the correct phone number for the chosen region.'],
    ['companyPerson/add', { name: 'n'.repeat(21), phone: '51234567' }, 'name', 'Name may be at most 20 characters.'],
    ['companyPerson/add', { name: '王'.repeat(11), phone: '51234567' }, 'name', 'Name may be at most 20 characters.'],
    ['companyPerson/add', { name: 'A', phone: '51234567', email: 'nope' }, 'email', 'Email incorrect.'],
    ['companyPerson/list', { accountStatus: '3' }, 'accountStatus', 'Account status must be 1 (login access granted) or 2 (cancelled).'],
    ['companyPerson/list', { jobStatus: 'x' }, 'jobStatus', 'Job status must be 1 (current employee) or 2 (previous employee).'],
    ['companyPerson/list', { limit: '15' }, 'limit', 'Page size must be 10, 20, 30 or 50.'],
    ['companyPerson/openClose', { type: '4', id: MISSING_ID, code: '1' }, 'type', 'Type must be 1 (login access), 2 (AI secretary) or 3 (document generation).'],
    ['companyPerson/openClose', { type: '1', id: MISSING_ID, code: '2' }, 'code', 'Code must be 1 (open) or 0 (close).'],
    ['companyPerson/delete', { id: 'abc' }, 'id', 'Record is not valid.'],
    ['companyPerson/chageAdmin', {}, 'id', 'Record is required.'],
  ])('validates %s %j', async (path, fields, field, message) => {
    const { token } = await buildAdmin();
    const response = await call(token, path, { language: '2', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
  });

  it('refuses a phone or e-mail that another account already uses (204 / 205)', async () => {
    const { token, user } = await buildAdmin();
    const phone = localPhone();
    await addMember(token, { phone, email: 'taken@harbour.example' });
    expect((await addPerson(token, { phone, code: '123456' })).json()).toMatchObject({ errCode: 204 });
    expect((await addPerson(token, { email: 'TAKEN@harbour.example' })).json()).toMatchObject({ errCode: 205 });
    expect((await call(token, 'companyPerson/update', { id: user.id, phone })).json()).toMatchObject({ errCode: 204 });
  });

  it('will not give a colleague a number without the code texted to it (no claiming numbers)', async () => {
    const { token } = await buildAdmin();
    const unclaimed = localPhone();
    const withoutCode = await call(token, 'companyPerson/add', { language: '2', name: 'Squatter', phone: unclaimed, phoneType: '2' });
    expect(withoutCode.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'code' }] } });
    const guessed = await call(token, 'companyPerson/add', { name: 'Squatter', phone: unclaimed, phoneType: '2', code: '123456' });
    expect(guessed.json().errCode).toBe(-3);
    const member = await addMember(token);
    const moved = await call(token, 'companyPerson/update', { id: member, phone: unclaimed, code: '123456' });
    expect(moved.json().errCode).toBe(-3);
    expect(await app.db.select({ id: users.id }).from(users).where(eq(users.phone, `852${unclaimed}`))).toEqual([]);
    // with the holder's code the number is theirs to give, once
    const code = await codeFor(unclaimed);
    expect((await call(token, 'companyPerson/update', { id: member, phone: unclaimed, code })).json().errCode).toBe(0);
    expect((await reloadUser(app, member)).phone).toBe(`852${unclaimed}`);
    // keeping the number needs no code
    expect((await call(token, 'companyPerson/update', { id: member, phone: unclaimed, name: 'Kept' })).json().errCode).toBe(0);
  });

  it('answers -9 when the organisation has no free account, for adding and for granting login access', async () => {
    const { token } = await buildAdmin(2);
    const member = await addMember(token);
    const full = await addPerson(token);
    expect(full.statusCode).toBe(403);
    expect(full.json()).toEqual({
      errCode: -9,
      resultMsg: 'The maximum number of users has been reached.',
      resultData: null,
    });
    // Cancelling one account frees a place; granting it back while another fills it is refused.
    expect((await call(token, 'companyPerson/openClose', { type: '1', id: member, code: '0' })).json().errCode).toBe(0);
    const replacement = await addMember(token);
    expect((await call(token, 'companyPerson/openClose', { type: '1', id: member, code: '1' })).json().errCode).toBe(-9);
    expect((await reloadUser(app, member)).loginAccess).toBe(false);
    // Granting an account that already has access costs nothing.
    expect((await call(token, 'companyPerson/openClose', { type: '1', id: replacement, code: '1' })).json().errCode).toBe(0);
    expect((await list(token)).activeUsers).toBe(2);
  });

  it('cancelling login access ends the sessions at once and blocks signing in; granting it back lets the person in', async () => {
    const { token } = await buildAdmin();
    const member = await addMember(token);
    const memberToken = await signIn(member);
    expect((await call(memberToken, 'saasuser/getUserInfo')).json().errCode).toBe(0);
    expect((await call(token, 'companyPerson/openClose', { type: '1', id: member, code: '0' })).json().errCode).toBe(0);
    const refused = await call(memberToken, 'saasuser/getUserInfo');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errCode).toBe(9999);
    expect((await app.db.select().from(sessions).where(eq(sessions.userId, member))).every((session) => session.revokedAt !== null)).toBe(true);
    await app.db.update(users).set({ passwordHash: await hashPassword('Harbour88') }).where(eq(users.id, member));
    const phone = (await reloadUser(app, member)).phone ?? '';
    const signInWithPassword = () => postForm(app, '/api/login', { loginName: phone, password: 'Harbour88' });
    expect((await signInWithPassword()).json()).toMatchObject({ errCode: 403, resultMsg: 'Login access to this account has been cancelled. Please contact your administrator.' });
    expect((await call(token, 'companyPerson/openClose', { type: '1', id: member, code: '1' })).json().errCode).toBe(0);
    expect((await signInWithPassword()).json().errCode).toBe(0);
  });

  it('switches the AI secretary and document generation per account', async () => {
    const { token } = await buildAdmin();
    const member = await addMember(token);
    expect((await call(token, 'companyPerson/openClose', { type: '2', id: member, code: '0' })).json().errCode).toBe(0);
    expect((await call(token, 'companyPerson/openClose', { type: '3', id: member, code: '0' })).json().errCode).toBe(0);
    expect(await reloadUser(app, member)).toMatchObject({ secretarySwitch: 0, fileSwitch: 0, loginAccess: true });
    expect((await call(token, 'companyPerson/openClose', { type: '2', id: member, code: '1' })).json().errCode).toBe(0);
    expect(await reloadUser(app, member)).toMatchObject({ secretarySwitch: 1, fileSwitch: 0 });
  });

  it('will not cancel login access or delete the admin’s own account', async () => {
    const { token, user } = await buildAdmin();
    for (const [path, fields] of [
      ['companyPerson/openClose', { type: '1', id: user.id, code: '0' }],
      ['companyPerson/delete', { id: user.id }],
      ['companyPerson/chageAdmin', { id: user.id }],
    ] as const) {
      const response = await call(token, path, { language: '2', ...fields });
      expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'id', message: 'You cannot do this to your own account.' }] } });
    }
    expect((await reloadUser(app, user.id)).loginAccess).toBe(true);
  });

  it('updates and deletes an account; its sessions go with it', async () => {
    const { token } = await buildAdmin();
    const member = await addMember(token, { name: 'Old Name' });
    const memberToken = await signIn(member);
    const updated = await call(token, 'companyPerson/update', { id: member, name: 'New Name', job: 'Counsel', email: 'new@harbour.example' });
    expect(updated.json().errCode).toBe(0);
    expect(await reloadUser(app, member)).toMatchObject({ name: 'New Name', job: 'Counsel', email: 'new@harbour.example' });
    expect((await call(token, 'companyPerson/delete', { id: member })).json().errCode).toBe(0);
    expect(await reloadUser(app, member)).toBeUndefined();
    expect((await call(memberToken, 'saasuser/getUserInfo')).json().errCode).toBe(9999);
  });

  it("hands the admin role to another account: the old admin loses the admin calls, the new one gains them", async () => {
    const { token, user } = await buildAdmin();
    const member = await addMember(token);
    const memberToken = await signIn(member);
    expect((await call(token, 'companyPerson/chageAdmin', { id: member })).json().errCode).toBe(0);
    expect(await reloadUser(app, member)).toMatchObject({ userType: 2, adminStatus: 1 });
    expect(await reloadUser(app, user.id)).toMatchObject({ userType: 2, adminStatus: 0 });
    expect((await call(token, 'companyPerson/list')).json().errCode).toBe(403);
    const seen = await list(memberToken);
    expect(seen.list.map((person: { id: string; isAdmin: boolean }) => [person.id, person.isAdmin])).toEqual([
      [member, true],
      [user.id, false],
    ]);
    // The new admin may now cancel the former admin's access.
    expect((await call(memberToken, 'companyPerson/openClose', { type: '1', id: user.id, code: '0' })).json().errCode).toBe(0);
    expect((await call(token, 'saasuser/getUserInfo')).json().errCode).toBe(9999);
  });

  it('refuses to make an account without login access the admin', async () => {
    const { token } = await buildAdmin();
    const member = await addMember(token);
    await call(token, 'companyPerson/openClose', { type: '1', id: member, code: '0' });
    const response = await call(token, 'companyPerson/chageAdmin', { id: member, language: '2' });
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'id', message: 'This person has no login access. Grant login access first.' }] } });
  });

  it.each([
    ['companyPerson/update', { name: 'Intruder' }],
    ['companyPerson/delete', {}],
    ['companyPerson/openClose', { type: '1', code: '0' }],
    ['companyPerson/openClose', { type: '2', code: '0' }],
    ['companyPerson/chageAdmin', {}],
  ])("answers not found for another organisation's account at %s", async (path, fields) => {
    const { token } = await buildAdmin();
    const other = await buildAdmin();
    const response = await call(token, path, { id: other.user.id, ...fields });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errCode: 404, resultData: null });
    expect(await reloadUser(app, other.user.id)).toMatchObject({ name: null, loginAccess: true, secretarySwitch: 1, adminStatus: 0, userType: 1 });
    expect((await list(token)).list.map((person: { id: string }) => person.id)).not.toContain(other.user.id);
  });
});
