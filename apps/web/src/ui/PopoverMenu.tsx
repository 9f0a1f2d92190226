import { PlainPopover } from './PlainPopup';
import { useState, type ReactNode } from 'react';

export type PopoverMenuItem = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  onClick?: () => void;
};

export type PopoverMenuProps = {
  items: readonly PopoverMenuItem[];
  children: ReactNode;
  trigger?: ('hover' | 'click' | 'contextMenu')[];
  placement?: 'bottomLeft' | 'bottomRight' | 'bottom';
  /** Accessible name of the menu. */
  label: string;
};

/**
 * A small action menu in a popover: a lighter stand-in for Dropdown where
 * the first page must stay small. Items with `onClick` are buttons; links go
 * in `label`. Choosing an item closes the menu.
 */
export const PopoverMenu = ({ items, children, trigger = ['hover', 'click'], placement = 'bottomLeft', label }: PopoverMenuProps) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <PlainPopover
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      placement={placement}
      arrow={false}
      styles={{ container: { padding: 4 } }}
      content={
        <ul className="popover-menu" role="menu" aria-label={label}>
          {items.map((item) => (
            <li key={item.key} role="none">
              {item.onClick ? (
                <button
                  type="button"
                  role="menuitem"
                  className="popover-menu__item"
                  disabled={item.disabled}
                  onClick={() => {
                    setOpen(false);
                    item.onClick?.();
                  }}
                >
                  {item.icon && <span className="popover-menu__icon">{item.icon}</span>}
                  {item.label}
                </button>
              ) : (
                <span role="menuitem" className="popover-menu__item popover-menu__item--link" onClick={() => setOpen(false)}>
                  {item.icon && <span className="popover-menu__icon">{item.icon}</span>}
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </PlainPopover>
  );
};
