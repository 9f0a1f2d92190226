import { organisationEndpoints } from '@app/contracts';
import type { ServiceCompany } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserPage } from '../auth';
import { currentPath, replyFor, renderApp, resetAppState, signedInUserReply } from '../../test-utils';
import { accountDialogs } from './dialog-state';


const company = (id: string, codes: { stockCode?: string; companyNo?: string }, name: string, status: number): ServiceCompany => ({
  id,
  stockCode: codes.stockCode ?? null,
  companyNo: codes.companyNo ?? null,
  name,
  companyNameCn: null,
  companyNameEn: name,
  job: 'Adviser',
  status,
});

const api = {
  '/au/saasuser/getUserInfo': signedInUserReply({ company: { shortNameEn: 'HSBC' } }),
  '/au/serviceCompany/list': replyFor(organisationEndpoints.serviceCompany.list, { list: [company('s1', { stockCode: '00005' }, 'HSBC', 1), company('s2', { stockCode: '00700' }, 'TENCENT', 2)], total: 2 }),
  '/au/serviceIcrisCompany/list': replyFor(organisationEndpoints.serviceIcrisCompany.list, { list: [company('h1', { companyNo: '1234567' }, 'Harbour Trading Limited', 2)], total: 1 }),
  '/au/serviceCompany/serviceDefault': replyFor(organisationEndpoints.serviceCompany.setDefault, null),
  '/au/serviceIcrisCompany/serviceDefault': replyFor(organisationEndpoints.serviceIcrisCompany.setDefault, null),
};

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

const openSwitcher = async () => {
  accountDialogs.open('companySwitcher');
  return screen.findByTestId('company-switcher');
};


describe('service-company switch (spec §4: status 1, then reload; on a company detail page the detail route first)', () => {
  it('opens the picked listed company on a company detail page, then reloads', async () => {
    const { router, sent } = await renderApp('/disData/comp/detail?stockCode=00005', 'en', api);
    const switcher = await openSwitcher();
    await user.click(await within(switcher).findByTestId('switcher-use'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(currentPath(router)).toBe('/disData/comp/detail?stockCode=00700');
    expect(sent.find((request) => request.path === '/au/serviceCompany/serviceDefault')?.body.get('id')).toBe('s2');
  });

  it('only reloads elsewhere', async () => {
    const { router } = await renderApp('/disData/notice/list', 'en', api);
    const switcher = await openSwitcher();
    await user.click(await within(switcher).findByTestId('switcher-use'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(currentPath(router)).toBe('/disData/notice/list');
  });

  it('only reloads for a non-listed pick, even on a company detail page', async () => {
    const { router } = await renderApp('/disData/comp/detail?stockCode=00005', 'en', api);
    const switcher = await openSwitcher();
    await user.click(within(switcher).getByRole('tab', { name: 'Non-listed companies' }));
    const nonListed = await within(switcher).findByRole('tabpanel', { name: 'Non-listed companies' });
    await within(nonListed).findByText(/Harbour Trading Limited/);
    await user.click(within(nonListed).getByTestId('switcher-use'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(currentPath(router)).toBe('/disData/comp/detail?stockCode=00005');
  });
});
