import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../test-utils';

beforeEach(() => resetAppState());

describe('size-test page', () => {
  it('classifies a 30 % assets ratio as a major transaction as the user types', async () => {
    await renderApp('/calAi/scale/assets', 'en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Total assets of the subject'), '30');
    await user.type(screen.getByLabelText('Total assets of the issuer'), '100');
    const classification = await screen.findByTestId('size-test-classification');
    expect(classification.textContent).toBe('Major transaction');
    const result = classification.closest('.ant-card') as HTMLElement;
    expect(within(result).getByText('30.0000 %')).toBeTruthy();
    expect(within(result).getByText('How this was reached')).toBeTruthy();
    expect(within(result).getAllByText(/MB 14\.07\(1\)/).length).toBeGreaterThan(0);
  }, 30_000);

  it('shows the class in traditional Chinese and rejects more than 5 decimals', async () => {
    await renderApp('/calAi/scale/revenue', 'zh-HK');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('標的收益'), '3');
    await user.type(screen.getByLabelText('發行人收益'), '100');
    expect((await screen.findByTestId('size-test-classification')).textContent).toBe('非須予公佈的交易');
    await user.type(screen.getByLabelText('標的總資產'), '1.123456');
    expect(await screen.findByText('最多 5 位小數。')).toBeTruthy();
  }, 30_000);
});
