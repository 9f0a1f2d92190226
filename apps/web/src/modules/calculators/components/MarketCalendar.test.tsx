import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../test-utils';

beforeEach(() => resetAppState());

describe('market calendar screen', () => {
  it('shows the notes, the attributions, print and CSV export', async () => {
    await renderApp('/calAi/calendar', 'en');
    const notes = await screen.findByTestId('calendar-notes');
    expect(within(notes).getByText('Source: 1823, HKSAR Government', { exact: false })).toBeTruthy();
    expect(within(notes).getByText(/exchange-calendars \(Apache-2\.0\)/)).toBeTruthy();
    expect(within(notes).getByText(/This calendar covers 1990-01-01 to 2026-12-31/)).toBeTruthy();
    expect(within(notes).getAllByText(/MB\/GEM 1\.01/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
  });
});
