import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType } from '@app/contracts';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser, signInAs, uniqueHongKongPhone } from '../../../test/factories';
import { readLatestCode, requestSmsCode } from '../../../test/verification';
import { ORGANISATION_CHANGE_SOURCE } from './organisation-changes';

/** The `mediation` switch: the other members of an organisation hear of its people and client companies changing. */
describe('organisation changes in the message centre (switch mediation)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const call = (token: string, path: string, fields: Record<string, string> = {}) => postForm(app, `/api/au/${path}`, { token, ...fields });
  let clientNumber = 0;
  const addMember = async (token: string, name: string) => {
    const phone = uniqueHongKongPhone().slice(3);
    clientNumber += 1;
    expect((await requestSmsCode(app, { phone, type: '7' }, `10.9.0.${clientNumber}`)).json().errCode).toBe(0);
    const code = await readLatestCode(app, `+852${phone}`);
    const response = (await call(token, 'companyPerson/add', { name, phoneType: '2', job: 'Associate', phone, code })).json();
    expect(response.errCode).toBe(0);
    return response.resultData as string;
  };
  const organisationMessages = async (token: string) =>
    ((await call(token, 'messageInfo/list', { page: '1', limit: '50', type: String(MessageType.mediation) })).json().resultData.list as { titleEn: string; source: number; type: number }[]).map(
      (message) => message.titleEn,
    );

  it('tells the members when a person is added (the newcomer too), removed or made administrator, and when a client company is added; never the one who did it', async () => {
    const admin = await buildUser(app, { user: { name: 'Chan Admin' }, organisation: { maxUsers: 10, userCompanyName: 'Harbour Law LLP' } });
    const ada = await addMember(admin.token, 'Ada Wong');
    const adaToken = await signInAs(app, ada);
    const ben = await addMember(admin.token, 'Ben Lee');
    expect((await call(admin.token, 'companyPerson/delete', { id: ben })).json().errCode).toBe(0);
    expect((await call(admin.token, 'serviceCompany/add', { stockCode: '00700', job: 'Partner', status: '2' })).json().errCode).toBe(0);
    expect(await organisationMessages(adaToken)).toEqual([
      expect.stringMatching(/^New client company: .+ \(00700\)$/),
      'Ben Lee left Harbour Law LLP',
      'Ben Lee joined Harbour Law LLP',
      // the new member hears of their own joining too
      'Ada Wong joined Harbour Law LLP',
    ]);
    const [latest] = (await call(adaToken, 'messageInfo/list', { page: '1', limit: '5' })).json().resultData.list;
    expect(latest).toMatchObject({ type: MessageType.mediation, source: ORGANISATION_CHANGE_SOURCE, title: expect.stringContaining('新增服務公司') });
    expect(latest.content).toContain('Chan Admin added');
    expect(await organisationMessages(admin.token)).toEqual([]);

    expect((await call(admin.token, 'companyPerson/chageAdmin', { id: ada })).json().errCode).toBe(0);
    expect((await organisationMessages(adaToken))[0]).toBe('Ada Wong is now the administrator of Harbour Law LLP');
  });

  it('sends nothing to a member who turned the switch off', async () => {
    const admin = await buildUser(app, { organisation: { maxUsers: 10, userCompanyName: 'Quiet Partners' } });
    const ada = await addMember(admin.token, 'Ada Chow');
    const adaToken = await signInAs(app, ada);
    expect((await call(adaToken, 'messageSwitch/update', { mediation: '0' })).json().errCode).toBe(0);
    await addMember(admin.token, 'Carl Ho');
    await call(admin.token, 'serviceIcrisCompany/add', { companyNo: '1234567', companyNameEn: 'Quiet Holdings Limited', job: 'Partner', status: '2' });
    expect(await organisationMessages(adaToken)).toEqual(['Ada Chow joined Quiet Partners']);
  });
});
