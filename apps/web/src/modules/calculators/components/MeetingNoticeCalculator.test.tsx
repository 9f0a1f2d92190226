import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../test-utils';

beforeEach(() => resetAppState());

/** Types a 'YYYY-MM-DD' date into a date picker and confirms it. */
const typeDate = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, date: string) => {
  await user.click(input);
  await user.type(input, `${date}{Enter}`);
  await user.keyboard('{Escape}');
};

describe('meeting-notice screens', () => {
  it('CO s.571(1)(a): an AGM past the calendar still gets its notice date, with the holiday list caveat', async () => {
    await renderApp('/calAi/meet/stockYear', 'en');
    const user = userEvent.setup();
    await typeDate(user, await screen.findByLabelText('Meeting date'), '2028-01-20');
    const answer = await screen.findByTestId('latest-notice-date');
    expect(answer.textContent).toBe('2027-12-29');
    const result = answer.closest('.ant-card') as HTMLElement;
    expect(
      within(result).getByText(/The Hong Kong holiday list for 2028 is not yet loaded \(the calendar runs to 31 Dec 2027\): check whether 20 Jan 2028 is a business day/),
    ).toBeTruthy();
    // The notice date itself lies in 2027: the provisional list is named.
    expect(within(result).getByText(/2027 dates rest on a provisional list/)).toBeTruthy();
  });

  it('MB 13.66: the book-closure tab on the other-meetings screen, in traditional Chinese', async () => {
    await renderApp('/calAi/meet/stockOther', 'zh-HK');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '暫停過戶' }));
    await typeDate(user, await screen.findByLabelText('暫停過戶首日'), '2026-06-15');
    expect((await screen.findByTestId('latest-notice-date')).textContent).toBe('2026-06-01');
    expect(screen.getAllByText(/MB 13\.66/).length).toBeGreaterThan(0);
  });
});
