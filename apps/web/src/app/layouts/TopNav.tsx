import { AppstoreOutlined, DownOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { accountDialogs } from '../../modules/account';
import { canUseDocuments, canUseSecretary, loginPathFor, useSession } from '../../modules/auth';
import { BrandMark, PopoverMenu, type PopoverMenuItem } from '../../ui';
import { SHARED_NAMESPACES, withNamespaces } from '../../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { HOME_PATH } from '../../navigation';

// Signed-in widgets load only for signed-in users, with the shared namespaces (the message bell's, the account's).
const UserArea = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./UserArea').then((module) => ({ default: module.UserArea }))));

export type TopNavProps = {
  hideLanguageSwitch: boolean;
  /** Shows the menu button that opens the sidebar drawer (narrow screens). */
  onOpenMenu?: () => void;
  narrow: boolean;
};

const SERVICE_PREFIXES = ['/valueAdded', '/disAi', '/docAi', '/calAi'];

/**
 * Top navigation (spec §2): home, disclosure, a Services dropdown, the
 * personal centre when signed in, the language switch, and either the sign-in
 * links or the signed-in widgets.
 */
export const TopNav = ({ hideLanguageSwitch, onOpenMenu, narrow }: TopNavProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}`;
  const isServiceActive = SERVICE_PREFIXES.some((prefix) => location.pathname.startsWith(prefix));
  const onLoginPage = location.pathname === '/login';

  // Sign in without leaving the page: the login dialog opens in place and, on
  // success, stays here with the new session. The href keeps /login for
  // new-tab clicks; the /login page itself already shows the form.
  const openLoginDialog = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!onLoginPage) accountDialogs.open('login');
  };

  const serviceItems: PopoverMenuItem[] = [
    {
      key: 'valueAdded',
      label: (
        <a href="/valueAdded/index" target="_blank" rel="noopener noreferrer">
          {t('nav.services.valueAdded')}
        </a>
      ),
    },
    ...(canUseSecretary(session.access) ? [{ key: 'secretary', label: <Link to="/disAi/index">{t('nav.services.secretary')}</Link> }] : []),
    ...(canUseDocuments(session.access)
      ? [{ key: 'documents', label: <Link to="/docAi/create/createHome">{t('nav.services.documents')}</Link> }]
      : []),
    { key: 'calculators', label: <Link to="/calAi/scale/assets">{t('nav.services.calculators')}</Link> },
  ];

  return (
    <header className="top-nav">
      <div className="top-nav__left">
        {onOpenMenu && (
          <Button type="text" icon={<MenuOutlined />} onClick={onOpenMenu} aria-label={t('nav.openMenu')} className="top-nav__menu-button" />
        )}
        <Link to={HOME_PATH} className="top-nav__brand" aria-label={t('brand.homeLink')}>
          <BrandMark name={t('brand.name')} />
        </Link>
        <nav className="top-nav__links" aria-label={t('nav.main')}>
          <NavLink to={HOME_PATH} className="top-nav__link">
            {t('nav.home')}
          </NavLink>
          <NavLink to="/disData/notice/list" className={() => `top-nav__link${location.pathname.startsWith('/disData') ? ' active' : ''}`}>
            {t('nav.disclosure')}
          </NavLink>
          <PopoverMenu items={serviceItems} label={t('nav.services.title')}>
            <button type="button" className={`top-nav__link top-nav__link--button${isServiceActive ? ' active' : ''}`} aria-haspopup="menu">
              <AppstoreOutlined aria-hidden /> {t('nav.services.title')} <DownOutlined aria-hidden className="top-nav__caret" />
            </button>
          </PopoverMenu>
          {session.isSignedIn && (
            <NavLink to="/manage/person/info" className={() => `top-nav__link${location.pathname.startsWith('/manage') ? ' active' : ''}`}>
              {t('nav.personalCentre')}
            </NavLink>
          )}
        </nav>
      </div>
      <div className="top-nav__right">
        {session.isSignedIn && session.userInfo ? (
          <Suspense fallback={null}>
            <UserArea userInfo={session.userInfo} compact={narrow} />
          </Suspense>
        ) : (
          <div className="top-nav__auth">
            <Link to="/register" className="top-nav__link">
              {t('nav.register')}
            </Link>
            <Button type="primary" size="small" href={onLoginPage ? fullPath : loginPathFor(fullPath)} onClick={openLoginDialog}>
              {t('nav.login')}
            </Button>
          </div>
        )}
        {!hideLanguageSwitch && <LanguageSwitch />}
      </div>
    </header>
  );
};
