import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { missingKeys } from '../../../i18n';
import { renderApp, resetAppState } from '../../../test-utils';

const user = userEvent.setup();

beforeEach(() => resetAppState());

describe('/calAi/fee/index', () => {
  it('en trading costs tab: levies, trading fee and stamp duty per side and both sides, each rate cited', async () => {
    await renderApp('/calAi/fee/index', 'en', {});
    await user.click(await screen.findByRole('tab', { name: 'Trading costs' }));
    const panel = await screen.findByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Consideration of the trade (HK$)'), '100000');
    expect((await within(panel).findByTestId('trading-costs-total')).textContent).toBe('HK$108.50');
    expect(within(panel).getByText('HK$217.00')).toBeTruthy();
    expect(within(panel).getByText(/^HK\$100,000 × 0\.1 % = HK\$100, rounded up to the dollar: HK\$100(\.00)? per side\.$/)).toBeTruthy();
    expect(within(panel).getAllByText(/SFC transaction levy \(HKEX transaction costs\)/).length).toBeGreaterThan(0);
    expect(within(panel).getByText('Stamp duty of 0.1 % per side is taken as the rate since 17 November 2023.')).toBeTruthy();
    expect([...missingKeys]).toEqual([]);
  });

  it('zh-CN listing by introduction: the average of the five market capitalisations read with the initial fee table', async () => {
    await renderApp('/calAi/fee/index', 'zh-CN', {});
    const panel = await screen.findByRole('tabpanel');
    await user.click(within(panel).getByRole('combobox'));
    await user.click(await screen.findByTitle('主板首次上市费：以介绍方式上市'));
    for (const day of [10, 9, 8, 7, 6]) await user.type(within(panel).getByLabelText(`上市申请前第 ${day} 个营业日的市值（港元）`), '100000000');
    expect((await within(panel).findByTestId('fee-amount')).textContent).toBe('HK$150,000.00');
    expect(within(panel).getAllByText(/MB Fees Rules para 1\(3\)/).length).toBeGreaterThan(0);
    expect([...missingKeys]).toEqual([]);
  });
});
