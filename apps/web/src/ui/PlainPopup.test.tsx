import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Once loaded, AntD's Tooltip and Popover are the ones drawn: each test starts from modules that have not loaded them.
const fresh = () => import('./PlainPopup');
beforeEach(() => {
  vi.resetModules();
});

describe('PlainTooltip and PlainPopover', () => {
  it('draw the child alone until first used, then show the tooltip on the first hover', async () => {
    const { PlainTooltip } = await fresh();
    render(
      <PlainTooltip title="Back to top">
        <button type="button">Top</button>
      </PlainTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Top' });
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Back to top');
    expect(screen.getByRole('button', { name: 'Top' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('keep the click on the child and its focus while the real one takes its place', async () => {
    const { PlainTooltip } = await fresh();
    const onClick = vi.fn();
    render(
      <PlainTooltip title="Hide quick links">
        <button type="button" onClick={onClick}>
          Toggle
        </button>
      </PlainTooltip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await screen.findByRole('tooltip');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Toggle' }));
  });

  it('open a click popover on the first click, the focus staying on its button', async () => {
    const { PlainPopover } = await fresh();
    render(
      <PlainPopover content="Menu content" trigger={['click']}>
        <button type="button">More</button>
      </PlainPopover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('Menu content')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));
  });

  it('open a context menu popover on the first right click, keeping the browser menu away', async () => {
    const { PlainPopover } = await fresh();
    render(
      <PlainPopover content="Tab actions" trigger={['contextMenu']}>
        <span>Tab</span>
      </PlainPopover>,
    );
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    fireEvent(screen.getByText('Tab'), event);
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByText('Tab actions')).toBeTruthy();
  });

  it('open a controlled menu (PopoverMenu) on the first key press on its button', async () => {
    const { PopoverMenu } = await import('./PopoverMenu');
    const onRefresh = vi.fn();
    render(
      <PopoverMenu items={[{ key: 'refresh', label: 'Refresh', onClick: onRefresh }]} trigger={['click']} label="Tab actions">
        <button type="button">Actions</button>
      </PopoverMenu>,
    );
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
