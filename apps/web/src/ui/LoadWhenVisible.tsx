import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export type LoadWhenVisibleProps = {
  children: ReactNode;
  /** Height kept free until the content loads. */
  minHeight: number;
  /** Content shown while the lazy code loads. */
  fallback?: ReactNode;
};

/**
 * Renders lazily loaded `children` once the placeholder comes near the
 * viewport, so below-the-fold code does not weigh on the first page. Without
 * IntersectionObserver (old browsers, tests) it renders at once.
 */
export const LoadWhenVisible = ({ children, minHeight, fallback = null }: LoadWhenVisibleProps) => {
  const anchor = useRef<HTMLDivElement>(null);
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (isVisible || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [isVisible]);

  return (
    <div ref={anchor} style={isVisible ? undefined : { minHeight }}>
      {isVisible && <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  );
};
