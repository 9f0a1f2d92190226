import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../test-utils';

beforeEach(() => resetAppState());

describe('market calendar screen', () => {
  it('shows the notes, the attributions, print and CSV export', async () => {
    await renderApp('/calAi/calendar', 'en');
    const notes = await screen.findByTestId('calendar-notes');
    expect(within(notes).getByText('Source: 1823, HKSAR Government', { exact: false })).toBeTruthy();
    expect(within(notes).getByText(/exchange-calendars \(Apache-2\.0\)/)).toBeTruthy();
    expect(within(notes).getByText(/This calendar covers 1990-01-01 to 2027-12-31/)).toBeTruthy();
    expect(within(notes).getAllByText(/MB\/GEM 1\.01/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
  });

  it('2027 months say they rest on the provisional holiday list; a picked day shows its sessions and T+2 settlement', async () => {
    await renderApp('/calAi/calendar', 'zh-HK');
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('月份');
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, '2027-12{Enter}');
    expect((await screen.findByTestId('provisional-notice')).textContent).toContain('2027 年');
    await user.click(screen.getByRole('gridcell', { name: /^24/ }));
    const sessions = await screen.findByTestId('trading-sessions');
    expect(within(sessions).getByText('收市競價交易時段')).toBeTruthy();
    expect(within(sessions).getByText(/12:00 至 12:08 與 12:10 之間的隨機收市/)).toBeTruthy();
    expect((await screen.findByTestId('settlement-date')).textContent).toContain('2027-12-29');
  });
});
