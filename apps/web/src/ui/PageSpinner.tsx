export type PageSpinnerProps = { label: string };

/** A CSS-only loading indicator for page areas (keeps AntD Spin out of the first page). */
export const PageSpinner = ({ label }: PageSpinnerProps) => (
  <div className="page-spinner" role="status" aria-live="polite">
    <span className="page-spinner__ring" aria-hidden />
    <span className="visually-hidden">{label}</span>
  </div>
);
