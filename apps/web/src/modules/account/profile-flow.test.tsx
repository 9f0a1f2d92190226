import { authEndpoints, organisationEndpoints } from '@app/contracts';
import type { ServiceCompany } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingKeys } from '../../i18n';
import { browserPage } from '../auth';
import { bodiesSentTo, currentPath, okReply, replyFor, renderApp, resetAppState, signedInUserReply } from '../../test-utils';
import { accountDialogs } from './dialog-state';


const serviceCompany = (id: string, stockCode: string, name: string, status = 2): ServiceCompany => ({
  id,
  stockCode,
  companyNo: null,
  name,
  companyNameCn: null,
  companyNameEn: name,
  job: 'Adviser',
  status,
});

const justCreated = () => new Date(Date.now() - 60_000).toISOString();

const user = userEvent.setup();
let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetAppState();
  Cookies.set('token', 'real-token');
  reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  accountDialogs.close();
  reload.mockRestore();
});

/** Picks `title` in the AntD select inside `scope`. */
const choose = async (scope: HTMLElement, title: string) => {
  await user.click(within(scope).getAllByRole('combobox')[0]);
  await user.click(await screen.findByTitle(title));
};

describe('profile-completion dialog: exp3 = 2 (spec §3, §4)', () => {
  // a law firm without a default client company or a password
  const incomplete = { user: { passwordSet: false }, company: { shortNameEn: null } };

  it('opens the mandatory client-company setup (tab 2) for a user who is not exempt', async () => {
    await renderApp('/home', 'en', { '/au/saasuser/getUserInfo': signedInUserReply(incomplete), '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [], total: 0 }) });
    expect(await screen.findByTestId('profile-tab-2')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('Client companies');
  });

  it.each([
    ['the user', { user: { ...incomplete.user, exp3: 2 }, company: incomplete.company }],
    ['the company', { user: incomplete.user, company: { ...incomplete.company, exp3: 2 } }],
  ])('exempts from the setup and the password step when exp3 = 2 on %s', async (_owner, reply) => {
    await renderApp('/home', 'en', { '/au/saasuser/getUserInfo': signedInUserReply(reply), '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [], total: 0 }) });
    // the account dialogs are loaded once the switcher shows; the profile dialog stays away
    await screen.findByRole('button', { name: 'Account menu' });
    accountDialogs.open('companySwitcher');
    expect(await screen.findByTestId('company-switcher')).toBeTruthy();
    expect(screen.queryByTestId('profile-dialog')).toBeNull();
  });
});

describe('profile-completion dialog: transitions (spec §4)', () => {
  it('goes 1 → 2 → 3 for a law firm; with a password already set tab 3 confirms it and Finish reloads', async () => {
    let info = signedInUserReply({ user: { createDate: justCreated(), passwordSet: true }, company: { type: null, shortNameEn: null } });
    const { sent } = await renderApp('/home', 'en', {
      '/au/saasuser/getUserInfo': () => info,
      '/au/saasuser/perfectInfo': () => {
        info = signedInUserReply({ user: { createDate: justCreated(), passwordSet: true }, company: { type: 2, shortNameEn: null } });
        return okReply(null);
      },
      '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [serviceCompany('s1', '00700', 'TENCENT', 1)], total: 1 }),
      '/au/serviceCompany/serviceDefault': replyFor(organisationEndpoints.serviceCompany.setDefault, null),
    });
    const tab1 = await screen.findByTestId('profile-tab-1');
    expect(screen.getByRole('dialog').textContent).toContain('Account type and company');
    await choose(tab1, 'Law firm');
    await user.type(within(tab1).getByTestId('company-name'), 'Harbour Law LLP');
    await user.click(within(tab1).getByTestId('profile-company-next'));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/saasuser/perfectInfo')).toEqual([expect.objectContaining({ type: '2', companyName: 'Harbour Law LLP' })]));

    const tab2 = await screen.findByTestId('profile-tab-2');
    expect(screen.getByRole('dialog').textContent).toContain('Client companies');
    await within(tab2).findByText(/TENCENT/);
    await user.click(within(tab2).getByTestId('service-company-save'));

    const tab3 = await screen.findByTestId('profile-tab-3');
    expect(screen.getByRole('dialog').textContent).toContain('Set your password');
    expect(within(tab3).getByText('Your password is already set')).toBeTruthy();
    expect(bodiesSentTo(sent, '/au/serviceCompany/serviceDefault')).toEqual([expect.objectContaining({ id: 's1' })]);
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(tab3).getByTestId('profile-finish'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect([...missingKeys]).toEqual([]);
  });

  it('on tab 2, "Next" with a company typed in but not yet added adds it, makes it default and moves on (no "add one first")', async () => {
    let companies: ServiceCompany[] = [];
    const { sent } = await renderApp('/home', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply({ user: { createDate: justCreated(), passwordSet: true }, company: { type: 2, shortNameEn: null } }),
      '/common/listCompanyInfo': replyFor(organisationEndpoints.listCompanyInfo, [{ stockCode: '00700', shortNameEn: 'TENCENT', shortNameCn: '騰訊控股' }]),
      '/au/serviceCompany/list': () => okReply({ list: companies, total: companies.length }),
      '/au/serviceCompany/add': () => {
        companies = [serviceCompany('s9', '00700', 'TENCENT', 1)];
        return okReply('s9');
      },
      '/au/serviceCompany/serviceDefault': replyFor(organisationEndpoints.serviceCompany.setDefault, null),
    });
    const tab2 = await screen.findByTestId('profile-tab-2');
    const picker = within(within(tab2).getByTestId('stock-picker').parentElement as HTMLElement).getByRole('combobox');
    await user.type(picker, '00700');
    await user.click(await screen.findByText('00700 TENCENT'));
    await user.type(within(tab2).getByTestId('service-company-job'), 'Counsel');
    await user.click(within(tab2).getByTestId('service-company-save'));
    expect(await screen.findByTestId('profile-tab-3')).toBeTruthy();
    expect(bodiesSentTo(sent, '/au/serviceCompany/add')).toEqual([expect.objectContaining({ stockCode: '00700', job: 'Counsel' })]);
    expect(bodiesSentTo(sent, '/au/serviceCompany/serviceDefault')).toEqual([expect.objectContaining({ id: 's9' })]);
  });

  it('goes 1 → 3 for a listed company, sets the first password on Enter and reloads', async () => {
    let info = signedInUserReply({ roles: ['listed'], user: { createDate: justCreated(), passwordSet: false }, company: { type: null, shortNameEn: null } });
    const { sent } = await renderApp('/home', 'en', {
      '/au/saasuser/getUserInfo': () => info,
      '/common/listCompanyInfo': replyFor(organisationEndpoints.listCompanyInfo, [{ stockCode: '00700', shortNameEn: 'TENCENT', shortNameCn: '騰訊控股' }]),
      '/au/saasuser/perfectInfo': () => {
        info = signedInUserReply({ roles: ['listed'], user: { createDate: justCreated(), passwordSet: false }, company: { type: 1, stockCode: '00700', shortNameEn: 'TENCENT' } });
        return okReply(null);
      },
      '/au/saasuser/chagePassword': replyFor(authEndpoints.changePassword, null),
    });
    const tab1 = await screen.findByTestId('profile-tab-1');
    await choose(tab1, 'Listed company');
    const picker = within(within(tab1).getByTestId('stock-picker').parentElement as HTMLElement).getByRole('combobox');
    await user.type(picker, '00700');
    await user.click(await screen.findByText('00700 TENCENT'));
    await user.click(within(tab1).getByTestId('profile-company-next'));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/saasuser/perfectInfo')).toEqual([expect.objectContaining({ type: '1', stockCode: '00700' })]));

    const tab3 = await screen.findByTestId('profile-tab-3');
    expect(screen.queryByTestId('profile-tab-2')).toBeNull();
    await user.type(within(tab3).getByTestId('new-password'), 'secret123');
    await user.type(within(tab3).getByTestId('confirm-password'), 'secret123{Enter}');
    await waitFor(() => expect(bodiesSentTo(sent, '/au/saasuser/chagePassword')).toEqual([expect.objectContaining({ newPassWord: 'secret123' })]));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('asks for the code e-mailed to a new address on tab 1 and sends it (issue 11: no binding without it)', async () => {
    const info = signedInUserReply({ roles: ['listed'], user: { createDate: justCreated(), passwordSet: true }, company: { type: null, shortNameEn: null } });
    const { sent } = await renderApp('/home', 'en', {
      '/au/saasuser/getUserInfo': () => info,
      '/common/listCompanyInfo': okReply([{ stockCode: '00700', shortNameEn: 'TENCENT', shortNameCn: '騰訊控股' }]),
      '/au/saasuser/perfectInfo': okReply(null),
    });
    const tab1 = await screen.findByTestId('profile-tab-1', {}, { timeout: 8000 });
    await choose(tab1, 'Listed company');
    const picker = within(within(tab1).getByTestId('stock-picker').parentElement as HTMLElement).getByRole('combobox');
    await user.type(picker, '00700');
    await user.click(await screen.findByText('00700 TENCENT'));
    expect(within(tab1).queryByTestId('email-code')).toBeNull();
    await user.type(within(tab1).getByTestId('profile-email'), 'cosec@harbour.example');
    expect(within(tab1).getByText('We send a code to this address to confirm it is yours.')).toBeTruthy();
    await user.click(within(tab1).getByTestId('profile-company-next'));
    expect(bodiesSentTo(sent, '/au/saasuser/perfectInfo')).toEqual([]);
    await user.type(within(tab1).getByTestId('email-code'), '246810');
    await user.click(within(tab1).getByTestId('profile-company-next'));
    await waitFor(() =>
      expect(bodiesSentTo(sent, '/au/saasuser/perfectInfo')).toEqual([expect.objectContaining({ type: '1', email: 'cosec@harbour.example', emailCode: '246810' })]),
    );
  });
});

describe('first-time password (spec §2: on success the saved redirect, else a reload)', () => {
  it('goes to the redirect kept in the query instead of reloading', async () => {
    let info = signedInUserReply({ user: { passwordSet: false } });
    const { router, sent } = await renderApp('/perfectInfo?redirect=%2Fmanage%2Fperson%2Finfo', 'en', {
      '/au/saasuser/getUserInfo': () => info,
      '/au/saasuser/chagePassword': () => {
        info = signedInUserReply({ user: { passwordSet: true } });
        return okReply(null);
      },
    });
    const tab3 = await screen.findByTestId('profile-tab-3');
    await user.type(within(tab3).getByTestId('new-password'), 'secret123');
    // spec §5: a wrong confirmation is cleared and its message stays
    await user.type(within(tab3).getByTestId('confirm-password'), 'secret124{Enter}');
    expect(await within(tab3).findByText('Incorrect password, try again')).toBeTruthy();
    await waitFor(() => expect((within(tab3).getByTestId('confirm-password') as HTMLInputElement).value).toBe(''));
    await user.type(within(tab3).getByTestId('confirm-password'), 'secret123');
    await user.click(within(tab3).getByTestId('password-submit'));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/saasuser/chagePassword')).toEqual([expect.objectContaining({ newPassWord: 'secret123' })]));
    await waitFor(() => expect(currentPath(router)).toBe('/manage/person/info'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('/perfectInfo (spec §2)', () => {
  it('asks a visitor to sign in and come back', async () => {
    Cookies.remove('token');
    await renderApp('/perfectInfo', 'en');
    expect(await screen.findByText('Sign in to complete your profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/perfectInfo')}`);
  });

  it('says a complete profile is complete, with a link home', async () => {
    await renderApp('/perfectInfo', 'zh-HK', { '/au/saasuser/getUserInfo': signedInUserReply() });
    expect(await screen.findByText('您的資料已完善')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回主頁' }).getAttribute('href')).toBe('/home');
    expect([...missingKeys]).toEqual([]);
  });

  it('shows the missing step in place, without the dialog, even after the new-user window', async () => {
    await renderApp('/perfectInfo', 'zh-CN', {
      '/au/saasuser/getUserInfo': signedInUserReply({ user: { createDate: '2020-01-01T00:00:00Z' }, company: { type: null, shortNameEn: null } }),
      '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [], total: 0 }),
    });
    const page = await screen.findByTestId('perfect-info');
    expect(within(page).getByTestId('profile-tab-1')).toBeTruthy();
    expect(page.textContent).toContain('补充账号类型及公司');
    // the app-wide dialogs are loaded (the switcher shows) but the profile dialog stays away from this page
    accountDialogs.open('companySwitcher');
    expect(await screen.findByTestId('company-switcher')).toBeTruthy();
    expect(screen.queryByTestId('profile-dialog')).toBeNull();
    expect([...missingKeys]).toEqual([]);
  });
});
