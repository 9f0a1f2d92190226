import { Suspense, useState, type ReactNode } from 'react';

export type LazyMountProps = { open: boolean; children: ReactNode };

/**
 * Mounts a lazily loaded dialog the first time it opens and keeps it mounted
 * afterwards, so its closing animation can run.
 */
export const LazyMount = ({ open, children }: LazyMountProps) => {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
};
