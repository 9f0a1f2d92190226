import { AppstoreOutlined, CrownOutlined, DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { vipDialog } from '../../../modules/commerce';
import { isVip, useSession } from '../../../modules/auth';
import { buildSidebarMenu, type SidebarItem } from '../sidebar-menu';
import { areaOf, groupOf, type MenuArea } from '../../../navigation';
import { PlainPopover, PlainTooltip } from '../../../ui';

/** Icons by sidebar group key. */
export type SidebarIcons = Record<string, ReactNode>;

export type SidebarMenuProps = {
  area: MenuArea;
  icons: SidebarIcons;
  collapsed: boolean;
  onNavigate?: () => void;
};

/**
 * The area's menu built from the route table and filtered by roles (spec §2,
 * §6), with VIP badges and, for non-VIP users, an "Open VIP" button. When
 * collapsed it shows the group icons; a group's pages open in a flyout.
 */
export const SidebarMenu = ({ area, icons, collapsed, onNavigate }: SidebarMenuProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const groups = useMemo(() => buildSidebarMenu(area, session.access.roles), [area, session.access.roles]);
  const currentGroup = areaOf(location.pathname) === area ? groupOf(location.pathname) : '';
  const [openGroups, setOpenGroups] = useState<string[]>(currentGroup ? [currentGroup] : []);
  const [syncedGroup, setSyncedGroup] = useState(currentGroup);
  if (syncedGroup !== currentGroup) {
    // opening another page opens its group (state adjusted during render, no effect)
    setSyncedGroup(currentGroup);
    if (currentGroup && !openGroups.includes(currentGroup)) setOpenGroups([...openGroups, currentGroup]);
  }

  const toggleGroup = (key: string) =>
    setOpenGroups((previous) => (previous.includes(key) ? previous.filter((candidate) => candidate !== key) : [...previous, key]));

  const itemLink = (item: SidebarItem, icon?: ReactNode) => {
    const isActive = location.pathname === item.path;
    const title = t(`routes:${item.titleKey}`);
    return (
      <Link
        to={item.path}
        onClick={onNavigate}
        className={`side-menu__link${isActive ? ' side-menu__link--active' : ''}`}
        aria-current={isActive ? 'page' : undefined}
        aria-label={collapsed ? title : undefined}
      >
        {icon && <span className="side-menu__icon">{icon}</span>}
        {!collapsed && <span className="side-menu__label">{title}</span>}
        {!collapsed && item.needVip && <span className="side-menu__vip">{t('badges.vip')}</span>}
      </Link>
    );
  };

  const flyout = (items: readonly SidebarItem[]) => (
    <ul className="side-menu__flyout">
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path} onClick={onNavigate} className="side-menu__flyout-link" aria-current={location.pathname === item.path ? 'page' : undefined}>
            {t(`routes:${item.titleKey}`)}
            {item.needVip && <span className="side-menu__vip">{t('badges.vip')}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}`}>
      {!collapsed && <div className="side-menu__area">{t(`routes:area.${area}`)}</div>}
      <ul className="side-menu__list">
        {groups.map((group) => {
          const icon = icons[group.key] ?? <AppstoreOutlined />;
          const groupTitle = t(`routes:${group.titleKey}`);
          if (group.items.length === 1) {
            const [item] = group.items;
            return (
              <li key={group.key}>
                {collapsed ? (
                  <PlainTooltip title={t(`routes:${item.titleKey}`)} placement="right">
                    {itemLink(item, icon)}
                  </PlainTooltip>
                ) : (
                  itemLink(item, icon)
                )}
              </li>
            );
          }
          const isGroupActive = group.key === currentGroup;
          if (collapsed) {
            return (
              <li key={group.key}>
                <PlainPopover placement="rightTop" title={groupTitle} content={flyout(group.items)} trigger={['hover', 'click']}>
                  <button type="button" className={`side-menu__group${isGroupActive ? ' side-menu__group--active' : ''}`} aria-label={groupTitle}>
                    <span className="side-menu__icon">{icon}</span>
                  </button>
                </PlainPopover>
              </li>
            );
          }
          const isOpen = openGroups.includes(group.key);
          const listId = `side-menu-${area}-${group.key}`;
          return (
            <li key={group.key}>
              <button
                type="button"
                className={`side-menu__group${isGroupActive ? ' side-menu__group--active' : ''}`}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => toggleGroup(group.key)}
              >
                <span className="side-menu__icon">{icon}</span>
                <span className="side-menu__label">{groupTitle}</span>
                <DownOutlined className={`side-menu__caret${isOpen ? ' side-menu__caret--open' : ''}`} aria-hidden />
              </button>
              {isOpen && (
                <ul className="side-menu__sub" id={listId}>
                  {group.items.map((item) => (
                    <li key={item.path}>{itemLink(item)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {!isVip(session.access.vipStatus) && (
        <div className="side-menu__vip-cta">
          <Button type="primary" block={!collapsed} icon={<CrownOutlined />} onClick={() => vipDialog.open('vip')} aria-label={t('vip.open')}>
            {!collapsed && t('vip.open')}
          </Button>
        </div>
      )}
    </div>
  );
};
