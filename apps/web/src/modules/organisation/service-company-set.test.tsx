import { organisationEndpoints } from '@app/contracts';
import type { ServiceCompany } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { missingKeys } from '../../i18n';
import { bodiesSentTo, currentPath, replyFor, renderApp, resetAppState, signedInUserReply } from '../../test-utils';


const listed = (id: string, stockCode: string, name: string, status: number): ServiceCompany => ({
  id,
  stockCode,
  companyNo: null,
  name,
  companyNameCn: null,
  companyNameEn: name,
  job: 'Company secretary',
  status,
});

const nonListed = (id: string, companyNo: string, nameCn: string, nameEn: string, status: number): ServiceCompany => ({
  id,
  stockCode: null,
  companyNo,
  name: nameEn,
  companyNameCn: nameCn,
  companyNameEn: nameEn,
  job: 'Director',
  status,
});

const user = userEvent.setup();
const confirmButton = () =>
  waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('.ant-popconfirm-buttons .ant-btn-primary');
    expect(button).not.toBeNull();
    return button!;
  });

beforeEach(() => {
  resetAppState();
  Cookies.set('token', 'real-token');
});

describe('/manage/serveCom/set (spec §2, §7 /au/serviceCompany/*, /au/serviceIcrisCompany/*)', () => {
  it('marks the default, sets another default, and removes one after confirmation', async () => {
    const { sent } = await renderApp('/manage/serveCom/set', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [listed('s1', '00005', 'HSBC HOLDINGS', 1), listed('s2', '00700', 'TENCENT', 2)], total: 2 }),
      '/au/serviceCompany/serviceDefault': replyFor(organisationEndpoints.serviceCompany.setDefault, null),
      '/au/serviceCompany/delete': replyFor(organisationEndpoints.serviceCompany.delete, null),
    });
    expect(await screen.findByText('TENCENT')).toBeTruthy();
    expect(screen.getByTestId('default-s1').textContent).toBe('Default');
    expect(screen.queryByTestId('default-s2')).toBeNull();
    expect(screen.queryByTestId('set-default-s1')).toBeNull();

    await user.click(screen.getByTestId('set-default-s2'));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/serviceCompany/serviceDefault')).toEqual([expect.objectContaining({ id: 's2' })]));
    expect(await screen.findByText('TENCENT is now your default client company.')).toBeTruthy();

    await user.click(screen.getByTestId('delete-s2'));
    expect(await screen.findByText('Remove TENCENT from your client companies?')).toBeTruthy();
    expect(bodiesSentTo(sent, '/au/serviceCompany/delete')).toEqual([]);
    await user.click(await confirmButton());
    await waitFor(() => expect(bodiesSentTo(sent, '/au/serviceCompany/delete')).toEqual([expect.objectContaining({ id: 's2' })]));
    expect(await screen.findByText('TENCENT was removed.')).toBeTruthy();
  });

  it("shows the server's message when a call is refused", async () => {
    await renderApp('/manage/serveCom/set', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [listed('s1', '00005', 'HSBC HOLDINGS', 1)], total: 1 }),
      '/au/serviceCompany/delete': { errCode: 404, resultMsg: 'The record was not found.', resultData: null },
    });
    await user.click(await screen.findByTestId('delete-s1'));
    await user.click(await confirmButton());
    expect(await screen.findByText('The record was not found.')).toBeTruthy();
    expect(screen.queryByText('HSBC HOLDINGS was removed.')).toBeNull();
  });

  it('opens the non-listed companies with ?tab=2 and adds one by registry number, in simplified Chinese', async () => {
    const { sent, router } = await renderApp('/manage/serveCom/set?tab=2', 'zh-CN', {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [], total: 0 }),
      '/au/serviceIcrisCompany/list': replyFor(organisationEndpoints.serviceIcrisCompany.list, { list: [nonListed('h1', '1234567', '海港贸易有限公司', 'Harbour Trading Limited', 1)], total: 1 }),
      '/au/serviceIcrisCompany/add': replyFor(organisationEndpoints.serviceIcrisCompany.add, '22222222-2222-4222-8222-222222222222'),
    });
    const panel = await screen.findByRole('tabpanel', { name: '非上市公司' });
    expect(await within(panel).findByText('1234567')).toBeTruthy();
    expect(within(panel).getByText('海港贸易有限公司')).toBeTruthy();
    expect(within(panel).getByTestId('default-h1').textContent).toBe('默认');

    await user.click(within(panel).getByTestId('service-company-add-icris'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('添加客户公司');
    await user.type(within(dialog).getByLabelText('公司编号'), '7654321');
    await user.type(within(dialog).getByLabelText('公司英文名称'), 'Kowloon Shipping Limited');
    await user.type(within(dialog).getByLabelText('职位'), 'Adviser');
    await user.click(within(dialog).getByRole('button', { name: /添\s*加/ }));
    await waitFor(() =>
      expect(bodiesSentTo(sent, '/au/serviceIcrisCompany/add')).toEqual([expect.objectContaining({ companyNo: '7654321', companyNameEn: 'Kowloon Shipping Limited', job: 'Adviser', status: '2' })]),
    );
    expect(await screen.findByText('客户公司已添加。')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '上市公司' }));
    await waitFor(() => expect(currentPath(router)).toBe('/manage/serveCom/set'));
    expect([...missingKeys]).toEqual([]);
  });
});

describe('/manage/serveCom/staff', () => {
  it("shows the service company's staff accounts with the company staff page", async () => {
    await renderApp('/manage/serveCom/staff', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply({ roles: ['isServeCom', 'admin'] }),
      '/au/companyPerson/list': replyFor(organisationEndpoints.listPeople, { list: [], total: 0, maxUsers: 5, activeUsers: 1 }),
      '/au/companyDept/list': replyFor(organisationEndpoints.listDepartments, { list: [], total: 0 }),
    });
    expect(await screen.findByText('Staff accounts')).toBeTruthy();
    expect(await screen.findByText('1 of 5 accounts have login access.')).toBeTruthy();
  });
});
