import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDepartments } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, reloadUser, signInAs, uniqueHongKongPhone } from '../../../test/factories';
import { readLatestCode, requestSmsCode } from '../../../test/verification';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const ENDPOINTS = ['list', 'add', 'update', 'delete', 'exist'].map((name) => `companyDept/${name}`);

type Department = { id: string; parentId: string | null; name: string; personCount: number; children: Department[] };

describe('company departments (/api/au/companyDept/*) and people by department', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/${path}`, { token, language: '2', ...fields });
  const buildAdmin = () => buildUser(app, { organisation: { maxUsers: 10, userCompanyName: 'Harbour Law LLP' } });
  const addDepartment = async (token: string, name: string, parentId?: string) => {
    const response = (await call(token, 'companyDept/add', { name, ...(parentId ? { parentId } : {}) })).json();
    expect(response.errCode).toBe(0);
    return response.resultData as string;
  };
  let clientNumber = 0;
  const addMember = async (token: string, fields: Record<string, string> = {}) => {
    // a colleague's number is added with the code texted to it (sendCode type 7)
    const phone = uniqueHongKongPhone().slice(3);
    clientNumber += 1;
    expect((await requestSmsCode(app, { phone, type: '7' }, `10.9.0.${clientNumber}`)).json().errCode).toBe(0);
    const code = await readLatestCode(app, `+852${phone}`);
    const response = (await call(token, 'companyPerson/add', { name: 'Wong Ka Yan', phone, phoneType: '2', code, ...fields })).json();
    expect(response.errCode).toBe(0);
    return response.resultData as string;
  };
  const departments = async (token: string, fields: Record<string, string> = {}) => (await call(token, 'companyDept/list', fields)).json().resultData as { list: Department[]; total: number };
  const people = async (token: string, fields: Record<string, string> = {}) => (await call(token, 'companyPerson/list', fields)).json().resultData;
  const ids = (result: { list: { id: string }[] }) => result.list.map((row) => row.id).sort();

  it.each(ENDPOINTS)('asks visitors to sign in (9999) at %s', async (path) => {
    const response = await postForm(app, `/api/au/${path}`, { id: MISSING_ID, name: 'Legal' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errCode: 9999 });
  });

  it.each(ENDPOINTS)('refuses %s to a member who is not the admin (403)', async (path) => {
    const { token } = await buildAdmin();
    const member = await addMember(token);
    const memberToken = await signInAs(app, member);
    const response = await call(memberToken, path, { id: MISSING_ID, name: 'Legal' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errCode: 403 });
  });

  it('builds a tree of departments with person counts that include sub-departments, paged by top-level department', async () => {
    const { token } = await buildAdmin();
    const legal = await addDepartment(token, 'Legal');
    const litigation = await addDepartment(token, 'Litigation', legal);
    const finance = await addDepartment(token, 'Finance');
    await addMember(token, { deptId: legal });
    await addMember(token, { deptId: litigation });
    await addMember(token, { deptId: litigation });
    const result = await departments(token);
    expect(result).toEqual({
      total: 2,
      list: [
        { id: legal, parentId: null, name: 'Legal', personCount: 3, children: [{ id: litigation, parentId: legal, name: 'Litigation', personCount: 2, children: [] }] },
        { id: finance, parentId: null, name: 'Finance', personCount: 0, children: [] },
      ],
    });
    const second = await departments(token, { page: '2', limit: '10' });
    expect(second).toEqual({ total: 2, list: [] });
  });

  it('refuses a name the organisation already uses, on adding and on renaming; another organisation may use it', async () => {
    const { token } = await buildAdmin();
    const legal = await addDepartment(token, 'Legal');
    const finance = await addDepartment(token, 'Finance');
    for (const response of [await call(token, 'companyDept/add', { name: 'Legal', parentId: finance }), await call(token, 'companyDept/update', { id: finance, name: 'Legal' })]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errCode: 409, resultMsg: 'Record exists. Do not duplicate.' });
    }
    // Keeping its own name is no duplicate.
    expect((await call(token, 'companyDept/update', { id: legal, name: 'Legal' })).json().errCode).toBe(0);
    expect((await call(token, 'companyDept/update', { id: legal, name: 'Legal & Compliance' })).json().errCode).toBe(0);
    expect((await departments(token)).list.map((department) => department.name)).toEqual(['Legal & Compliance', 'Finance']);
    const other = await buildAdmin();
    expect((await call(other.token, 'companyDept/add', { name: 'Finance' })).json().errCode).toBe(0);
  });

  it('tells whether a name exists in the organisation only', async () => {
    const { token } = await buildAdmin();
    await addDepartment(token, 'Tax');
    expect((await call(token, 'companyDept/exist', { name: 'Tax' })).json()).toMatchObject({ errCode: 0, resultData: true });
    expect((await call(token, 'companyDept/exist', { name: 'Audit' })).json()).toMatchObject({ errCode: 0, resultData: false });
    const other = await buildAdmin();
    expect((await call(other.token, 'companyDept/exist', { name: 'Tax' })).json().resultData).toBe(false);
  });

  it('deletes a department with its sub-departments; their people keep their accounts without a department', async () => {
    const { token } = await buildAdmin();
    const legal = await addDepartment(token, 'Legal');
    const litigation = await addDepartment(token, 'Litigation', legal);
    const finance = await addDepartment(token, 'Finance');
    const inLegal = await addMember(token, { deptId: legal });
    const inLitigation = await addMember(token, { deptId: litigation });
    const inFinance = await addMember(token, { deptId: finance });
    expect((await call(token, 'companyDept/delete', { id: legal })).json().errCode).toBe(0);
    expect((await departments(token)).list.map((department) => department.id)).toEqual([finance]);
    expect(await app.db.select().from(companyDepartments).where(eq(companyDepartments.id, litigation))).toEqual([]);
    expect(await reloadUser(app, inLegal)).toMatchObject({ deptId: null, loginAccess: true });
    expect(await reloadUser(app, inLitigation)).toMatchObject({ deptId: null, loginAccess: true });
    expect((await reloadUser(app, inFinance)).deptId).toBe(finance);
    // The name is free again.
    expect((await call(token, 'companyDept/exist', { name: 'Litigation' })).json().resultData).toBe(false);
  });

  it.each([
    ['companyDept/add', {}, 'name', 'Name is required.'],
    ['companyDept/add', { name: '   ' }, 'name', 'Name is required.'],
    ['companyDept/add', { name: 'd'.repeat(61) }, 'name', 'Name may be at most 60 characters.'],
    ['companyDept/add', { name: 'Legal', parentId: 'abc' }, 'parentId', 'Parent department is not valid.'],
    ['companyDept/update', { name: 'Legal' }, 'id', 'Record is required.'],
    ['companyDept/update', { id: MISSING_ID }, 'name', 'Name is required.'],
    ['companyDept/delete', { id: 'abc' }, 'id', 'Record is not valid.'],
    ['companyDept/exist', {}, 'name', 'Name is required.'],
    ['companyDept/list', { limit: '15' }, 'limit', 'Page size must be 10, 20, 30 or 50.'],
  ])('validates %s %j', async (path, fields, field, message) => {
    const { token } = await buildAdmin();
    const response = await call(token, path, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
  });

  it('accepts a name of exactly 60 characters', async () => {
    const { token } = await buildAdmin();
    await addDepartment(token, 'd'.repeat(60));
  });

  it("answers not found for another organisation's department, as id or as parent, and never lists it", async () => {
    const { token } = await buildAdmin();
    const other = await buildAdmin();
    const theirs = await addDepartment(other.token, 'Theirs');
    for (const [path, fields] of [
      ['companyDept/update', { id: theirs, name: 'Mine now' }],
      ['companyDept/delete', { id: theirs }],
      ['companyDept/add', { name: 'Under theirs', parentId: theirs }],
      ['companyDept/update', { id: MISSING_ID, name: 'Ghost' }],
    ] as const) {
      const response = await call(token, path, fields);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errCode: 404, resultData: null });
    }
    expect(await departments(token)).toEqual({ list: [], total: 0 });
    expect((await departments(other.token)).list).toEqual([{ id: theirs, parentId: null, name: 'Theirs', personCount: 0, children: [] }]);
  });

  it('adds, lists and updates a person with department, job status, second contacts and notes; an update without a detail clears it', async () => {
    const { token } = await buildAdmin();
    const legal = await addDepartment(token, 'Legal');
    const finance = await addDepartment(token, 'Finance');
    const id = await addMember(token, {
      deptId: legal,
      jobStatus: '2',
      standbyPhone: '+852 6123 4567',
      standbyEmail: 'second@harbour.example',
      tel: '(852) 2123-4567',
      fox: '2123 4568',
      remark: 'Joined from the Singapore office',
      label: 'Mentor',
    });
    expect(await reloadUser(app, id)).toMatchObject({ deptId: legal, jobStatus: 2, fax: '2123 4568' });
    const listed = (await people(token, { deptId: legal })).list;
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        deptId: legal,
        jobStatus: 2,
        standbyPhone: '+852 6123 4567',
        standbyEmail: 'second@harbour.example',
        tel: '(852) 2123-4567',
        fox: '2123 4568',
        remark: 'Joined from the Singapore office',
        label: 'Mentor',
      }),
    ]);
    const kept = { standbyPhone: '+852 6123 4567', standbyEmail: 'second@harbour.example', tel: '(852) 2123-4567', label: 'Partner track' };
    expect((await call(token, 'companyPerson/update', { id, deptId: finance, jobStatus: '1', fox: '', ...kept })).json().errCode).toBe(0);
    expect(await reloadUser(app, id)).toMatchObject({ deptId: finance, jobStatus: 1, fax: null, remark: null, ...kept });
    // Without jobStatus the job status stays; without deptId the person leaves the department.
    expect((await call(token, 'companyPerson/update', { id, jobStatus: '2' })).json().errCode).toBe(0);
    expect((await call(token, 'companyPerson/update', { id, name: 'Renamed' })).json().errCode).toBe(0);
    expect(await reloadUser(app, id)).toMatchObject({ name: 'Renamed', deptId: null, jobStatus: 2, standbyPhone: null, label: null });
  });

  it('filters people by department (with its sub-departments) and by job status', async () => {
    const { token, user } = await buildAdmin();
    const legal = await addDepartment(token, 'Legal');
    const litigation = await addDepartment(token, 'Litigation', legal);
    const finance = await addDepartment(token, 'Finance');
    const a = await addMember(token, { deptId: legal });
    const b = await addMember(token, { deptId: litigation, jobStatus: '2' });
    const c = await addMember(token, { deptId: finance });
    expect(ids(await people(token, { deptId: legal }))).toEqual([a, b].sort());
    expect(ids(await people(token, { deptId: litigation }))).toEqual([b]);
    expect(ids(await people(token, { deptId: finance }))).toEqual([c]);
    expect((await people(token, { deptId: legal })).total).toBe(2);
    expect(ids(await people(token, { jobStatus: '2' }))).toEqual([b]);
    expect(ids(await people(token, { jobStatus: '1' }))).toEqual([user.id, a, c].sort());
    expect((await people(token, { jobStatus: '1', deptId: legal })).list.map((person: { id: string }) => person.id)).toEqual([a]);
    expect((await people(token, { type: '2' })).total).toBe(0);
    // Another organisation's department matches no one here.
    const other = await buildAdmin();
    expect((await people(other.token, { deptId: legal })).total).toBe(0);
  });

  it("refuses another organisation's department for a person", async () => {
    const { token } = await buildAdmin();
    const other = await buildAdmin();
    const theirs = await addDepartment(other.token, 'Theirs');
    const add = await call(token, 'companyPerson/add', { name: 'A', phone: uniqueHongKongPhone().slice(3), deptId: theirs });
    expect(add.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'deptId', message: "The department was not found. Choose one of your organisation's departments." }] } });
    const member = await addMember(token);
    const update = await call(token, 'companyPerson/update', { id: member, deptId: theirs, language: '1' });
    expect(update.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'deptId', message: '找不到該部門，請選擇本機構的部門。' }] } });
    expect((await reloadUser(app, member)).deptId).toBeNull();
  });

  it.each([
    [{ deptId: 'abc' }, '2', 'deptId', 'Department is not valid.'],
    [{ jobStatus: '3' }, '2', 'jobStatus', 'Job status must be 1 (current employee) or 2 (previous employee).'],
    [{ standbyPhone: '6123x4567' }, '2', 'standbyPhone', 'Standby phone may contain only digits, spaces and + - ( ).'],
    [{ tel: 'call me' }, '3', 'tel', '座机只能包含数字、空格及 + - ( )。'],
    [{ fox: 'fax!' }, '1', 'fox', '傳真只能包含數字、空格及 + - ( )。'],
    [{ standbyPhone: '1'.repeat(21) }, '2', 'standbyPhone', 'Standby phone may be at most 20 characters.'],
    [{ tel: '1'.repeat(31) }, '2', 'tel', 'Telephone may be at most 30 characters.'],
    [{ standbyEmail: 'nope' }, '2', 'standbyEmail', 'Email incorrect.'],
    [{ remark: 'r'.repeat(201) }, '2', 'remark', 'Remark may be at most 200 characters.'],
    [{ label: 'l'.repeat(61) }, '2', 'label', 'Label may be at most 60 characters.'],
  ])('validates the person details %j (language %s)', async (fields, language, field, message) => {
    const { token } = await buildAdmin();
    for (const path of ['companyPerson/add', 'companyPerson/update']) {
      const response = await call(token, path, { name: 'A', phone: uniqueHongKongPhone().slice(3), id: MISSING_ID, language, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: field, message }] } });
    }
  });
});
