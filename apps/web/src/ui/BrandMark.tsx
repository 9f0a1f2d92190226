export type BrandMarkProps = {
  /** The product name in the interface language. */
  name: string;
  /** Hides the name below the logo (narrow headers). */
  compact?: boolean;
};

/** The product logo: a check mark in a rounded square, then the name. */
export const BrandMark = ({ name, compact = false }: BrandMarkProps) => (
  <span className="brand-mark">
    <svg className="brand-mark__logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 17l5 5 9-11" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
    {!compact && <span className="brand-mark__name">{name}</span>}
  </span>
);
