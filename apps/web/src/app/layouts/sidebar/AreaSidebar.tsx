import { lazy, Suspense, type ComponentType } from 'react';
import type { SidebarIcons } from './SidebarMenu';
import type { MenuArea } from '../../../navigation';

type IconsModule = () => Promise<SidebarIcons>;

/** Each area's icons are their own chunk. */
const ICONS: Record<MenuArea, IconsModule> = {
  disData: () => import('./disData-icons').then((module) => module.disDataIcons),
  disAi: () => import('./disAi-icons').then((module) => module.disAiIcons),
  docAi: () => import('./docAi-icons').then((module) => module.docAiIcons),
  calAi: () => import('./calAi-icons').then((module) => module.calAiIcons),
  manage: () => import('./manage-icons').then((module) => module.manageIcons),
};

type AreaMenuProps = { collapsed: boolean; onNavigate?: () => void };

const cache = new Map<MenuArea, ComponentType<AreaMenuProps>>();

/** A lazily loaded menu component for one area (menu code plus that area's icons). */
const menuFor = (area: MenuArea): ComponentType<AreaMenuProps> => {
  const cached = cache.get(area);
  if (cached) return cached;
  const component = lazy(async () => {
    const [{ SidebarMenu }, icons] = await Promise.all([import('./SidebarMenu'), ICONS[area]()]);
    return { default: (props: AreaMenuProps) => <SidebarMenu area={area} icons={icons} {...props} /> };
  });
  cache.set(area, component);
  return component;
};

export type AreaSidebarProps = AreaMenuProps & { area: MenuArea };

/** The sidebar menu of `area`, loaded on first use. */
export const AreaSidebar = ({ area, ...props }: AreaSidebarProps) => {
  const Menu = menuFor(area);
  return (
    <Suspense fallback={<div className="side-menu" />}>
      <Menu {...props} />
    </Suspense>
  );
};
