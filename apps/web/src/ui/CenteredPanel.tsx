import type { ReactNode } from 'react';

export type CenteredPanelProps = { children: ReactNode; width?: number };

/** A centred card-like column for result and notice pages. */
export const CenteredPanel = ({ children, width = 640 }: CenteredPanelProps) => (
  <div className="centered-panel" style={{ maxWidth: width }}>
    {children}
  </div>
);
