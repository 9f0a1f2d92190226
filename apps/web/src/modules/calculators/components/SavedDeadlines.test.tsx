import { savedDeadlineEndpoints } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, renderApp, replyFor, resetAppState, signedInUserReply } from '../../../test-utils';

beforeEach(() => resetAppState());

/** Fills the poll-results form so the calculator shows a deadline. */
const computePollResults = async (label: string) => {
  const user = userEvent.setup();
  const date = await screen.findByLabelText(label);
  await user.click(date);
  await user.type(date, '2027-03-25{Enter}');
  await user.keyboard('{Escape}');
  await screen.findByTestId('poll-results-deadline');
  return user;
};

describe('"Remind me" beside a computed filing deadline (issue 17)', () => {
  it('saves the deadline for a signed-in user and lists it under "My saved deadlines"', async () => {
    Cookies.set('token', 'real-token');
    const saved = { id: '11111111-1111-4111-8111-111111111111', title: 'Poll results announcement 08:30', deadlineDate: '2027-03-26', calculatorKind: 'pollResults' as const, stockCode: null, note: null, createDate: '2027-03-01T00:00:00.000Z' };
    let list = [] as (typeof saved)[];
    const { sent } = await renderApp('/calAi/deadline/pollResults', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/calculatorDeadline/add': () => {
        list = [saved];
        return replyFor(savedDeadlineEndpoints.add, saved);
      },
      '/au/calculatorDeadline/list': () => replyFor(savedDeadlineEndpoints.list, { list, total: list.length }),
    });
    const user = await computePollResults('Date of the general meeting');
    const deadline = screen.getByTestId('poll-results-deadline').textContent ?? '';
    const button = await screen.findByTestId('remind-me');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(bodiesSentTo(sent, '/au/calculatorDeadline/add')).toHaveLength(1));
    const [body] = bodiesSentTo(sent, '/au/calculatorDeadline/add');
    expect(body).toMatchObject({ calculatorKind: 'pollResults', title: 'Poll results announcement 08:30' });
    expect(deadline).toContain(body.deadlineDate);
    expect(await screen.findByText('Poll results announcement 08:30')).toBeTruthy();
    expect(screen.getByTestId('saved-deadlines').textContent).toContain('2027-03-26');
  });

  it('is disabled for visitors, with a sign-in hint (zh-HK)', async () => {
    const { sent } = await renderApp('/calAi/deadline/pollResults', 'zh-HK');
    await computePollResults('股東大會日期');
    expect((screen.getByTestId('remind-me') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('提醒我')).toBeTruthy();
    expect(screen.queryByTestId('saved-deadlines')).toBeNull();
    expect(bodiesSentTo(sent, '/au/calculatorDeadline/list')).toEqual([]);
  });
});
