import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../test-utils';
import { parseClosingPrices } from './PriceCalculators';

beforeEach(() => resetAppState());

describe('filing deadline screens', () => {
  it('MB 13.25A: the NDDR of a London event after midnight in Hong Kong, in traditional Chinese, cites the rule', async () => {
    await renderApp('/calAi/deadline/nddr', 'zh-HK');
    const user = userEvent.setup();
    const date = await screen.findByLabelText('事件日期（事件發生地）');
    await user.click(date);
    await user.type(date, '2027-03-25{Enter}');
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('事件時間'), '18:30');
    const zone = screen.getByLabelText('事件時間的時區');
    await user.clear(zone);
    await user.type(zone, 'Europe/London');
    expect((await screen.findByTestId('nddr-deadline')).textContent).toBe('2027-03-30 08:30（香港時間）');
    expect(screen.getAllByText(/MB 13\.25A\(1\)/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/2027 年的日期以香港公眾假期的臨時名單/).length).toBeGreaterThan(0);
  });
});

describe("the user's own closing prices", () => {
  it('reads a date and a close per line and names the first bad line', () => {
    expect(parseClosingPrices('2027-03-23 10.60\n\n2027-03-24,10.80')).toEqual({
      rows: [
        { date: '2027-03-23', close: '10.60' },
        { date: '2027-03-24', close: '10.80' },
      ],
      badLine: null,
    });
    expect(parseClosingPrices('2027-03-23 10.60\n2027-02-30 1').badLine).toBe(2);
    expect(parseClosingPrices('2027-03-23 abc').badLine).toBe(1);
  });
});
