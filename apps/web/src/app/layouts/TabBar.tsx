import { CloseCircleOutlined, CloseOutlined, ColumnWidthOutlined, MoreOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { findRoute } from '../../routes';
import { PopoverMenu, type PopoverMenuItem } from '../../ui';
import { nextActiveAfterClose, refreshCurrentView, tabs, useTabs, type TabView } from './tabs-store';
import { HOME_PATH } from '../../navigation';

const affixedViews = (): TabView[] => {
  const home = findRoute(HOME_PATH);
  return home ? [{ path: home.path, fullPath: home.path, titleKey: home.meta.titleKey, affix: true }] : [];
};

/**
 * Tabs of visited routes (spec §2): refresh, close, close others, close all
 * (right-click a tab, or the menu at the end); affixed tabs (home) stay.
 * Titles come from the route meta or 'no-name'.
 */
export const TabBar = () => {
  const { t } = useTranslation();
  const views = useTabs();
  const location = useLocation();
  const navigate = useNavigate();
  const activePath = location.pathname;

  useEffect(() => {
    tabs.ensureAffixed(affixedViews());
  }, []);

  const titleOf = (view: TabView) => (view.titleKey ? t(`routes:${view.titleKey}`) : t('tabs.noName'));

  const handleClose = (path: string) => {
    const before = tabs.get();
    tabs.close(path);
    if (path === activePath) void navigate(nextActiveAfterClose(before, path, HOME_PATH));
  };

  const handleCloseOthers = (path: string) => {
    const target = tabs.get().find((view) => view.path === path);
    tabs.closeOthers(path);
    if (target && path !== activePath) void navigate(target.fullPath);
  };

  const handleCloseAll = () => {
    tabs.closeAll();
    const remaining = tabs.get();
    if (!remaining.some((view) => view.path === activePath)) void navigate(remaining[remaining.length - 1]?.fullPath ?? HOME_PATH);
  };

  const handleRefresh = (path: string) => {
    const target = tabs.get().find((view) => view.path === path);
    if (path === activePath) refreshCurrentView();
    else if (target) void navigate(target.fullPath);
  };

  const menuFor = (view: TabView | undefined): PopoverMenuItem[] => [
    { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh'), disabled: !view, onClick: () => view && handleRefresh(view.path) },
    { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !view || view.affix, onClick: () => view && handleClose(view.path) },
    {
      key: 'closeOthers',
      icon: <ColumnWidthOutlined />,
      label: t('tabs.closeOthers'),
      disabled: !view,
      onClick: () => view && handleCloseOthers(view.path),
    },
    { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tabs.closeAll'), onClick: handleCloseAll },
  ];

  const activeView = views.find((view) => view.path === activePath);

  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <ul className="tab-bar__list">
        {views.map((view) => {
          const isActive = view.path === activePath;
          const title = titleOf(view);
          return (
            <PopoverMenu key={view.path} items={menuFor(view)} trigger={['contextMenu']} label={t('tabs.actions')}>
              <li className={`tab-bar__tab${isActive ? ' tab-bar__tab--active' : ''}`}>
                <Link to={view.fullPath} className="tab-bar__link" aria-current={isActive ? 'page' : undefined} title={title}>
                  {title}
                </Link>
                {!view.affix && (
                  <button type="button" className="tab-bar__close" aria-label={t('tabs.closeTab', { title })} onClick={() => handleClose(view.path)}>
                    <CloseOutlined aria-hidden />
                  </button>
                )}
              </li>
            </PopoverMenu>
          );
        })}
      </ul>
      <PopoverMenu items={menuFor(activeView)} trigger={['click']} placement="bottomRight" label={t('tabs.actions')}>
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('tabs.actions')} className="tab-bar__more" />
      </PopoverMenu>
    </nav>
  );
};
