import { organisationEndpoints } from '@app/contracts';
import type { CompanyPersonList } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, replyFor, renderApp, resetAppState } from '../../../test-utils';
import { adminUser, person } from './company-people.fixtures';


const PEOPLE: CompanyPersonList = {
  list: [person('u1', 'Chan Tai Man', { isAdmin: true, job: 'Partner' }), person('u2', 'Wong Ka Yan')],
  total: 2,
  maxUsers: 2,
  activeUsers: 2,
};


describe('/manage/comp/staff', () => {
  beforeEach(() => {
    resetAppState();
    Cookies.set('token', 'real-token');
  });

  it('lists the accounts with their rights and switches one off', async () => {
    const { sent } = await renderApp('/manage/comp/staff', 'en', {
      '/au/saasuser/getUserInfo': adminUser,
      '/au/companyPerson/list': replyFor(organisationEndpoints.listPeople, PEOPLE),
      '/au/companyDept/list': replyFor(organisationEndpoints.listDepartments, { list: [], total: 0 }),
      '/au/companyPerson/openClose': replyFor(organisationEndpoints.openClose, null),
    });
    expect(await screen.findByText('Wong Ka Yan')).toBeTruthy();
    expect(screen.getByText('2 of 2 accounts have login access.')).toBeTruthy();
    // The admin's own login access cannot be cancelled.
    expect((screen.getByRole('switch', { name: 'Login access for Chan Tai Man' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'AI secretary for Wong Ka Yan' }));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/companyPerson/openClose')).toEqual([expect.objectContaining({ id: 'u2', type: '2', code: '0' })]));
  });

  it('shows the maximum-accounts message when adding to a full organisation', async () => {
    const { sent } = await renderApp('/manage/comp/staff', 'en', {
      '/au/saasuser/getUserInfo': adminUser,
      '/au/companyPerson/list': replyFor(organisationEndpoints.listPeople, PEOPLE),
      '/au/companyDept/list': replyFor(organisationEndpoints.listDepartments, { list: [], total: 0 }),
      '/au/companyPerson/add': { errCode: -9, resultMsg: 'The maximum number of users has been reached.', resultData: null },
    });
    await userEvent.click(await screen.findByTestId('person-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Lee Siu Ming');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile phone' }), '61234567');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code sent to this number' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/companyPerson/add')).toEqual([expect.objectContaining({ name: 'Lee Siu Ming', phone: '61234567', phoneType: '2', code: '123456' })]));
    expect(await screen.findByText('The maximum number of users has been reached.')).toBeTruthy();
  });

  it('hands the admin role on after confirmation, in traditional Chinese', async () => {
    const { sent } = await renderApp('/manage/comp/staff', 'zh-HK', {
      '/au/saasuser/getUserInfo': adminUser,
      '/au/companyPerson/list': replyFor(organisationEndpoints.listPeople, PEOPLE),
      '/au/companyDept/list': replyFor(organisationEndpoints.listDepartments, { list: [], total: 0 }),
      '/au/companyPerson/chageAdmin': replyFor(organisationEndpoints.changeAdmin, null),
    });
    const action = await screen.findByTestId('change-admin-u2');
    expect(action.textContent).toBe('設為管理員');
    expect(screen.queryByTestId('change-admin-u1')).toBeNull();
    await userEvent.click(action);
    const confirm = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('.ant-popconfirm-buttons .ant-btn-primary');
      expect(button?.textContent).toBe('設為管理員');
      return button!;
    });
    await userEvent.click(confirm);
    await waitFor(() => expect(bodiesSentTo(sent, '/au/companyPerson/chageAdmin')).toEqual([expect.objectContaining({ id: 'u2' })]));
  });
});
