export type ErrorNoticeProps = {
  title: string;
  description: string;
  reloadLabel: string;
  home?: { href: string; label: string };
};

/**
 * Plain markup for crash screens: it must render even when the code of other
 * components could not be loaded, so it uses no AntD component.
 */
export const ErrorNotice = ({ title, description, reloadLabel, home }: ErrorNoticeProps) => (
  <div className="error-notice" role="alert">
    <h1 className="error-notice__title">{title}</h1>
    <p className="error-notice__text">{description}</p>
    <div className="error-notice__actions">
      <button type="button" className="error-notice__button error-notice__button--primary" onClick={() => window.location.reload()}>
        {reloadLabel}
      </button>
      {home && (
        <a className="error-notice__button" href={home.href}>
          {home.label}
        </a>
      )}
    </div>
  </div>
);
