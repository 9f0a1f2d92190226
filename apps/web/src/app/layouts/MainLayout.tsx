import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { SIDEBAR_MIDDLE_WIDTH, SIDEBAR_WIDTH } from '@app/domain';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RouteGate } from '../guard/RouteGate';
import { SHARED_NAMESPACES, withNamespaces } from '../../i18n';
import { uiSettings, useUiSettings, useViewport } from '../settings';
import { Breadcrumbs } from './Breadcrumbs';
import { RightNav } from './RightNav';
import { AreaSidebar } from './sidebar/AreaSidebar';
import { SiteFooter } from './SiteFooter';
import { TabBar } from './TabBar';
import { useRefreshKey } from './tabs-store';
import { TopNav } from './TopNav';
import { HOME_PATH, areaOf, useRouteMeta } from '../../navigation';

const SIDEBAR_COLLAPSED_WIDTH = 64;

// The drawer (narrow screens) loads on first use.
const SidebarDrawer = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./SidebarDrawer').then((module) => ({ default: module.SidebarDrawer }))));

/**
 * The product chrome (spec §2): top navigation, sidebar (240 px, 200 px below
 * 1189 px, a drawer below 989 px, hidden on detail pages), tab bar,
 * breadcrumbs, the guarded page, the footer on home and about, and the
 * right-side nav.
 */
export const MainLayout = () => {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const location = useLocation();
  const viewport = useViewport();
  const settings = useUiSettings();
  const refreshKey = useRefreshKey();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  if (!meta) return <Outlet />;

  const area = areaOf(location.pathname);
  const hasSidebar = !!area && !meta.hideSidebar;
  const isNarrow = viewport === 'narrow';
  const siderWidth = viewport === 'middle' ? SIDEBAR_MIDDLE_WIDTH : SIDEBAR_WIDTH;
  const isCollapsed = !settings.sidebarOpened;

  return (
    <div className="main-layout">
      <TopNav
        hideLanguageSwitch={!!meta.hideLanguageSwitch}
        narrow={isNarrow}
        onOpenMenu={hasSidebar && isNarrow ? () => setDrawerOpen(true) : undefined}
      />
      <div className="main-layout__body">
        {area && hasSidebar && !isNarrow && (
          <aside className="main-layout__sider" style={{ width: isCollapsed ? SIDEBAR_COLLAPSED_WIDTH : siderWidth }} aria-label={t('nav.sidebar')}>
            <AreaSidebar key={area} area={area} collapsed={isCollapsed} />
            <Button
              type="text"
              className="main-layout__sider-toggle"
              icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => uiSettings.setSidebarOpened(isCollapsed)}
              aria-label={isCollapsed ? t('nav.expandSidebar') : t('nav.collapseSidebar')}
              aria-expanded={!isCollapsed}
            />
          </aside>
        )}
        {area && hasSidebar && isNarrow && isDrawerOpen && (
          <Suspense fallback={null}>
            <SidebarDrawer area={area} open={isDrawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
        <div className="main-layout__content">
          <TabBar />
          {location.pathname !== HOME_PATH && <Breadcrumbs meta={meta} />}
          <main className={`main-layout__page${meta.showFooter ? ' main-layout__page--flush' : ''}`} key={refreshKey}>
            <RouteGate meta={meta}>
              <Outlet />
            </RouteGate>
          </main>
          {meta.showFooter && <SiteFooter />}
        </div>
      </div>
      <RightNav showCart={!!meta.cartPage} />
    </div>
  );
};
