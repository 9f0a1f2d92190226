import type { ReactNode } from 'react';

export type StatusPanelProps = {
  /** A large icon or short code (e.g. "404") shown above the title. */
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content under the description. */
  children?: ReactNode;
  /** Buttons or links. */
  actions?: ReactNode;
  tone?: 'info' | 'warning' | 'error';
  className?: string;
};

/**
 * A result-style panel (icon, title, text, actions) for notices and error
 * pages; lighter than AntD's Result, which bundles large illustrations.
 */
export const StatusPanel = ({ icon, title, description, children, actions, tone = 'info', className }: StatusPanelProps) => (
  <section className={`status-panel status-panel--${tone}${className ? ` ${className}` : ''}`}>
    <div className="status-panel__icon" aria-hidden>
      {icon}
    </div>
    <h1 className="status-panel__title">{title}</h1>
    {description && <div className="status-panel__description">{description}</div>}
    {children && <div className="status-panel__body">{children}</div>}
    {actions && <div className="status-panel__actions">{actions}</div>}
  </section>
);
