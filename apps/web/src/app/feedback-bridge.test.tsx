import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { FeedbackBridge } from './feedback-bridge';

describe('FeedbackBridge', () => {
  it('shows toasts sent before the message holder has loaded, once per key and all of them', async () => {
    const view = render(<FeedbackBridge />);
    act(() => {
      notify.toast('warning', 'Daily limit reached', { key: 'limit' });
      notify.toast('warning', 'Daily limit reached', { key: 'limit' });
      notify.toast('success', 'Saved');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getAllByText('Daily limit reached')).toHaveLength(1);
    // later toasts go straight to the loaded holder
    act(() => notify.toast('error', 'Network error'));
    expect(await screen.findByText('Network error')).toBeTruthy();
    view.unmount();
  });
});
