import { organisationEndpoints } from '@app/contracts';
import type { CompanyDepartmentList, CompanyPerson, CompanyPersonList, Envelope } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, okReply, replyFor, renderApp, resetAppState } from '../../../test-utils';
import { adminUser, person as basePerson } from './company-people.fixtures';


const LEGAL = '11111111-1111-4111-8111-111111111111';
const LITIGATION = '22222222-2222-4222-8222-222222222222';
const FINANCE = '33333333-3333-4333-8333-333333333333';

const DEPARTMENTS: CompanyDepartmentList = {
  total: 2,
  list: [
    { id: LEGAL, parentId: null, name: 'Legal', personCount: 2, children: [{ id: LITIGATION, parentId: LEGAL, name: 'Litigation', personCount: 1, children: [] }] },
    { id: FINANCE, parentId: null, name: 'Finance', personCount: 0, children: [] },
  ],
};

const person = (id: string, name: string, deptId: string | null, extra: Partial<CompanyPerson> = {}): CompanyPerson => basePerson(id, name, { deptId, ...extra });

const EVERYONE = [person('u1', 'Chan Tai Man', null, { isAdmin: true }), person('u2', 'Wong Ka Yan', LEGAL), person('u3', 'Lee Siu Ming', LITIGATION, { jobStatus: 2 })];

/** The fake server's people list: a department shows its own and its sub-department's people. */
const peopleReply = (body: URLSearchParams): Envelope<CompanyPersonList> => {
  const deptId = body.get('deptId');
  const inDept = deptId === LEGAL ? [LEGAL, LITIGATION] : deptId ? [deptId] : undefined;
  const list = inDept ? EVERYONE.filter((row) => row.deptId && inDept.includes(row.deptId)) : EVERYONE;
  return okReply({ list, total: list.length, maxUsers: 5, activeUsers: 3 });
};


const api = (extra: Record<string, Envelope<unknown>> = {}) => ({
  '/au/saasuser/getUserInfo': adminUser,
  '/au/companyDept/list': replyFor(organisationEndpoints.listDepartments, DEPARTMENTS),
  '/au/companyPerson/list': peopleReply,
  ...extra,
});

describe('/manage/comp/org', () => {
  beforeEach(() => {
    resetAppState();
    Cookies.set('token', 'real-token');
  });

  it('shows the department tree with person counts and filters the people by the selected department', async () => {
    const { sent } = await renderApp('/manage/comp/org', 'en', api());
    const litigation = await screen.findByTestId(`dept-${LITIGATION}`);
    expect(within(screen.getByTestId(`dept-${LEGAL}`)).getByText('(2 people)')).toBeTruthy();
    expect(await screen.findByText('Chan Tai Man')).toBeTruthy();
    // People show their department's name and whether they have left.
    expect(screen.getAllByText('Litigation').length).toBeGreaterThan(1);
    expect(screen.getByText('Former employee')).toBeTruthy();
    await userEvent.click(within(litigation).getByText('Litigation'));
    expect(await screen.findByText('People of Litigation')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Wong Ka Yan')).toBeNull());
    expect(screen.getByText('Lee Siu Ming')).toBeTruthy();
    expect(bodiesSentTo(sent, '/au/companyPerson/list').at(-1)).toMatchObject({ deptId: LITIGATION });
    await userEvent.click(screen.getByText('All people'));
    expect(await screen.findByText('Wong Ka Yan')).toBeTruthy();
    expect(bodiesSentTo(sent, '/au/companyPerson/list').at(-1)?.deptId).toBeUndefined();
  });

  it('adds a sub-department under the chosen department', async () => {
    const { sent } = await renderApp('/manage/comp/org', 'en', api({ '/au/companyDept/add': replyFor(organisationEndpoints.addDepartment, 'new-id') }));
    await userEvent.click(await screen.findByLabelText('Add sub-department: Legal'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add a sub-department to Legal')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Department name'), '  Arbitration ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/companyDept/add')).toEqual([expect.objectContaining({ name: 'Arbitration', parentId: LEGAL })]));
    expect(await screen.findByText('Department added.')).toBeTruthy();
  });

  it('shows the server’s message when the name is taken and keeps the dialog open', async () => {
    await renderApp('/manage/comp/org', 'en', api({ '/au/companyDept/update': { errCode: 409, resultMsg: 'Record exists. Do not duplicate.', resultData: null } }));
    await userEvent.click(await screen.findByLabelText('Rename: Finance'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Department name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Legal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record exists. Do not duplicate.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes a department after confirmation, in traditional Chinese', async () => {
    const { sent } = await renderApp('/manage/comp/org', 'zh-HK', api({ '/au/companyDept/delete': replyFor(organisationEndpoints.deleteDepartment, null) }));
    await userEvent.click(await screen.findByLabelText('刪除: Finance'));
    expect(await screen.findByText('確定刪除Finance及其子部門？其人員的帳號會保留，但不再屬於任何部門。')).toBeTruthy();
    const confirm = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('.ant-popconfirm-buttons .ant-btn-primary');
      expect(button?.textContent?.replace(/\s/g, '')).toBe('刪除');
      return button!;
    });
    await userEvent.click(confirm);
    await waitFor(() => expect(bodiesSentTo(sent, '/au/companyDept/delete')).toEqual([expect.objectContaining({ id: FINANCE })]));
  });

  it('adds an account to the selected department with its contact details', async () => {
    const { sent } = await renderApp('/manage/comp/org', 'en', api({ '/au/companyPerson/add': replyFor(organisationEndpoints.addPerson, 'u9') }));
    await userEvent.click(within(await screen.findByTestId(`dept-${FINANCE}`)).getByText('Finance'));
    await screen.findByText('People of Finance');
    await userEvent.click(screen.getByTestId('person-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ho Mei Ling');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile phone' }), '61234567');
    // a new number is added only with the code its holder received (sendCode type 7)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code sent to this number' }), '123456');
    await userEvent.type(within(dialog).getByLabelText('Fax'), '2123 4568');
    await userEvent.type(within(dialog).getByLabelText('Label'), 'Mentor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(sent, '/au/companyPerson/add')).toEqual([expect.objectContaining({ name: 'Ho Mei Ling', phone: '61234567', deptId: FINANCE, jobStatus: '1', fox: '2123 4568', label: 'Mentor', code: '123456' })]),
    );
    expect(bodiesSentTo(sent, '/au/companyPerson/add')[0]).not.toHaveProperty('remark');
  });
});
