import { hasRouteRole, type RouteRole } from '../../modules/auth';
import { appRoutes, type AppRoute } from '../../routes';
import { areaOf, groupOf, type MenuArea } from '../../navigation';

/** One sidebar entry built from the route table. */
export type SidebarItem = { path: string; titleKey: string; needVip: boolean };
export type SidebarGroup = { key: string; titleKey: string; items: SidebarItem[] };

/**
 * The sidebar of one area: its menu routes grouped by their second path
 * segment, in table order, without the routes the user's roles exclude
 * (spec §6: routes are filtered by meta.roles).
 */
export const buildSidebarMenu = (area: MenuArea, roles: readonly RouteRole[], routes: readonly AppRoute[] = appRoutes): SidebarGroup[] => {
  const groups: SidebarGroup[] = [];
  for (const entry of routes) {
    if (!entry.meta.inMenu || areaOf(entry.path) !== area || !hasRouteRole(entry.meta, roles)) continue;
    const key = groupOf(entry.path);
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      group = { key, titleKey: `group.${area}.${key}`, items: [] };
      groups.push(group);
    }
    group.items.push({ path: entry.path, titleKey: entry.meta.titleKey, needVip: !!(entry.meta.needVip || entry.meta.vipPage) });
  }
  return groups;
};

/** The back-office pages (staffOnly routes), in table order: the user menu lists them for staff. */
export const buildBackOfficeMenu = (routes: readonly AppRoute[] = appRoutes): SidebarItem[] =>
  routes.filter((entry) => entry.meta.staffOnly).map((entry) => ({ path: entry.path, titleKey: entry.meta.titleKey, needVip: false }));
