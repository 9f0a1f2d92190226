import { organisationEndpoints } from '@app/contracts';
import type { CompanyDetail } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { missingKeys } from '../../i18n';
import { bodiesSentTo, currentPath, okReply, replyFor, renderApp, resetAppState, signedInUserReply } from '../../test-utils';


const listedAdmin = signedInUserReply({ roles: ['listed', 'admin'], company: { type: 1, stockCode: '00005', shortNameEn: 'HSBC HOLDINGS', shortNameCn: '滙豐控股' } });

const detail: CompanyDetail = {
  companyId: 'c1',
  type: 1,
  stockCode: '00005',
  companyName: 'HSBC HOLDINGS',
  companyNameCn: '滙豐控股',
  companyNameEn: 'HSBC HOLDINGS',
  shortName: 'HSBC',
  registAddress: "1 Queen's Road Central",
  province: null,
  city: null,
  district: null,
  headImageUrl: null,
  certificationStatus: 2,
  certificationCheckStatus: 2,
  checkStatus: 2,
  accountTypeChangeableFrom: '2027-03-01',
  listedCompany: { stockCode: '00005', market: 'HK', shortNameEn: 'HSBC HOLDINGS', shortNameCn: '滙豐控股', status: 1, listingDate: '1991-07-16' },
};

const user = userEvent.setup();

/** The OK button of the confirmation dialog (notify.confirm). */
const confirmOk = () =>
  waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('.ant-modal-confirm .ant-btn-primary');
    expect(button).not.toBeNull();
    return button!;
  });

/** Picks `title` in the account-type select. */
const chooseType = async (title: string) => {
  await user.click(screen.getByTestId('base-info-type').querySelector('.ant-select-selector, .ant-select-content') ?? screen.getByTestId('base-info-type'));
  await user.click(await screen.findByTitle(title));
};

beforeEach(() => {
  resetAppState();
  Cookies.set('token', 'real-token');
});

describe('/manage/comp/baseInfo (spec §2, §7 /au/company/detail, updateCompany, updateAccountType)', () => {
  it('shows the company, its certification and account type, and saves the stored fields', async () => {
    const { sent } = await renderApp('/manage/comp/baseInfo', 'en', {
      '/au/saasuser/getUserInfo': listedAdmin,
      '/au/company/detail': replyFor(organisationEndpoints.companyDetail, detail),
      '/au/company/updateCompany': (body) => okReply({ ...detail, shortName: body.get('shortName') }),
    });
    expect(await screen.findByTestId('certification-status')).toBeTruthy();
    expect(screen.getByTestId('certification-status').textContent).toBe('Certified');
    expect(screen.getAllByText('Listed company').length).toBeGreaterThan(0);
    expect(screen.getByText('Company name').closest('tr')?.textContent).toContain('HSBC HOLDINGS');
    expect(screen.getByTestId('changeable-from').textContent).toContain('2027');
    // a listed company's names come from the listing records
    expect((screen.getByLabelText('Chinese company name') as HTMLInputElement).disabled).toBe(true);

    const shortName = screen.getByLabelText('Account company name');
    await user.clear(shortName);
    await user.type(shortName, 'HSBC Group');
    await user.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(bodiesSentTo(sent, '/au/company/updateCompany')).toHaveLength(1));
    const [saved] = bodiesSentTo(sent, '/au/company/updateCompany');
    expect(saved).toMatchObject({ companyId: 'c1', shortName: 'HSBC Group', registAddress: "1 Queen's Road Central" });
    expect(saved).not.toHaveProperty('companyNameCn');
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it("shows the server's once-a-year message when the type cannot change yet", async () => {
    const message = 'The account type can be changed once a year. You can change it again from 2027-03-01.';
    const { sent, router } = await renderApp('/manage/comp/baseInfo', 'en', {
      '/au/saasuser/getUserInfo': listedAdmin,
      '/au/company/detail': replyFor(organisationEndpoints.companyDetail, detail),
      '/au/company/updateAccountType': { errCode: 409, resultMsg: message, resultData: null },
    });
    await screen.findByTestId('certification-status');
    expect((screen.getByTestId('change-type') as HTMLButtonElement).disabled).toBe(true);
    await chooseType('Law firm');
    await user.type(screen.getByTestId('base-info-company-name'), 'Harbour Law LLP');
    await user.click(screen.getByTestId('change-type'));
    expect(bodiesSentTo(sent, '/au/company/updateAccountType')).toEqual([]);
    await user.click(await confirmOk());
    await waitFor(() => expect(bodiesSentTo(sent, '/au/company/updateAccountType')).toEqual([expect.objectContaining({ type: '2', companyName: 'Harbour Law LLP' })]));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(currentPath(router)).toBe('/manage/comp/baseInfo');
  });

  it('changes the type after confirmation and moves on to the person page, in traditional Chinese', async () => {
    const { sent, router } = await renderApp('/manage/comp/baseInfo', 'zh-HK', {
      '/au/saasuser/getUserInfo': listedAdmin,
      '/au/company/detail': replyFor(organisationEndpoints.companyDetail, { ...detail, accountTypeChangeableFrom: null }),
      '/au/company/updateAccountType': replyFor(organisationEndpoints.updateAccountType, { ...detail, type: 3 }),
    });
    await screen.findByTestId('certification-status');
    expect(screen.queryByTestId('changeable-from')).toBeNull();
    await chooseType('會計師事務所');
    await user.type(screen.getByTestId('base-info-company-name'), '海港會計師事務所');
    await user.click(screen.getByTestId('change-type'));
    await user.click(await confirmOk());
    await waitFor(() => expect(bodiesSentTo(sent, '/au/company/updateAccountType')).toEqual([expect.objectContaining({ type: '3', companyName: '海港會計師事務所' })]));
    await waitFor(() => expect(currentPath(router)).toBe('/manage/person/info'));
    expect([...missingKeys]).toEqual([]);
  });
});
