import { Outlet } from 'react-router';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../ui';
import { RouteGate } from '../guard/RouteGate';
import { LanguageSwitch } from './LanguageSwitch';
import { HOME_PATH, useRouteMeta } from '../../navigation';

/** Sign-in flow and error pages: brand, language switch and the page, no product chrome. */
export const BlankLayout = () => {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="blank-layout">
      <header className="blank-layout__header">
        <Link to={HOME_PATH} className="top-nav__brand" aria-label={t('brand.homeLink')}>
          <BrandMark name={t('brand.name')} />
        </Link>
        <LanguageSwitch />
      </header>
      <main className="blank-layout__page">
        {meta ? (
          <RouteGate meta={meta}>
            <Outlet />
          </RouteGate>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
};
