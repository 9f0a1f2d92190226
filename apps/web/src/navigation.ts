import { OrgLists, orgTypeOfListType, type DocumentHit, type DocumentKind, type DocumentLangType } from '@app/contracts';
import { useMatches } from 'react-router';
import type { RouteAccessMeta } from './modules/auth';

/**
 * Navigation: the vocabulary of the route table that the rest of the app may
 * use (EXAMPLES §6). `routes.tsx` is configuration and imports this file;
 * pages, layouts, the guard and modules import this file, never `routes.tsx`.
 * It imports no page, layout or route table.
 */

/** Where a route sits in the sidebar: area = first path segment, group = second. */
export const MENU_AREAS = ['disData', 'disAi', 'docAi', 'calAi', 'manage'] as const;
export type MenuArea = (typeof MENU_AREAS)[number];

export type RouteMeta = RouteAccessMeta & {
  /** Key in the `routes` namespace; the page title and tab label. */
  titleKey: string;
  /** 'blank' routes (sign-in flow, error pages) render without the product chrome. */
  layout: 'main' | 'blank';
  /** Shown as an item of its area's sidebar menu. */
  inMenu?: boolean;
  /** Shows the cart shortcut in the right-side nav. */
  cartPage?: boolean;
  /** Tab cannot be closed. */
  affix?: boolean;
  /** The view is not kept when its tab is left. */
  noCache?: boolean;
  /** Detail pages hide the sidebar. */
  hideSidebar?: boolean;
  /** Most detail pages hide the language switch (their content has one language). */
  hideLanguageSwitch?: boolean;
  /** Home and about show the footer. */
  showFooter?: boolean;
};

/** The home route (affixed tab, brand link). */
export const HOME_PATH = '/home';

/** The sidebar area of a path (its first segment), if it has one. */
export const areaOf = (path: string): MenuArea | undefined => {
  const first = path.split('/')[1];
  return (MENU_AREAS as readonly string[]).includes(first) ? (first as MenuArea) : undefined;
};

/** The sidebar group of a path (its second segment, e.g. 'notice'). */
export const groupOf = (path: string): string => path.split('/')[2] ?? '';

/** Only same-site paths are shown and followed as redirects. */
export const safeRedirect = (value: string | null): string | undefined =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

/** The query keeping the redirect on links between the sign-in pages. */
export const redirectSearch = (redirect: string | undefined): string => (redirect ? `?redirect=${encodeURIComponent(redirect)}` : '');

/** What every route object carries in `handle`. */
export type RouteHandle = { meta: RouteMeta };

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  !!handle && typeof handle === 'object' && 'meta' in handle && !!(handle as RouteHandle).meta;

/** The metadata of the deepest matched route, if it is a table route. */
export const useRouteMeta = (): RouteMeta | undefined => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return undefined;
};

/** A-share markets (Shanghai, Shenzhen, Beijing) open /disData/notice/detailA. */
export const isAShareMarket = (market: string | null | undefined): boolean => market === 'SH' || market === 'SZ' || market === 'BJ' || market === 'A';

type Linkable = Pick<DocumentHit, 'id' | 'md5Key' | 'kind' | 'market' | 'listType' | 'orgType' | 'sourceType'>;

/**
 * The detail route of a document with the query parameters of spec §2:
 * notices take md5Key and langType; rules (org) id, langType, orgType and
 * listType; enforcement cases id and langType; updates also sourceType.
 */
export const detailPathOf = (document: Linkable, langType: DocumentLangType): string => {
  const query = (entries: Record<string, string | number | null | undefined>) =>
    new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined).map(([key, value]) => [key, String(value)])).toString();
  switch (document.kind) {
    case 'announcement':
      return `/disData/notice/${isAShareMarket(document.market) ? 'detailA' : 'detail'}?${query({ md5Key: document.md5Key, langType })}`;
    case 'regulation': {
      const listType = document.listType ?? 0;
      return `/disData/org/detail?${query({ id: document.id, langType, orgType: document.orgType ?? orgTypeOfListType(listType), listType })}`;
    }
    case 'enforcement':
      return `/disData/ruleB/detail?${query({ id: document.id, langType })}`;
    case 'update':
      return `/disData/sup/detail?${query({ id: document.id, langType, sourceType: document.sourceType })}`;
    case 'law':
      return `/disData/ruleL/detail?${query({ id: document.id, langType })}`;
  }
};

const LIST_PATH_OF_KIND: Record<DocumentKind, string> = {
  announcement: '/disData/notice/list',
  regulation: '/disData/org/allRules',
  enforcement: '/disData/ruleB/list',
  update: '/disData/sup/list',
  law: '/disData/ruleL/list',
};

/** The list a detail page belongs to (its "back to the list" link when there is no history to go back to). */
export const listPathOf = (kind: DocumentKind, document?: Pick<DocumentHit, 'market' | 'listType'>): string => {
  if (kind === 'regulation' && document?.listType) {
    const list = OrgLists.find((entry) => entry.listType === document.listType);
    if (list) return `/disData/org/${list.route}`;
  }
  if (kind === 'announcement' && isAShareMarket(document?.market)) return `${LIST_PATH_OF_KIND.announcement}?market=A`;
  return LIST_PATH_OF_KIND[kind];
};

/** Paths of the shop and orders screens (spec §2), for links from the commerce module. */
export const COMMERCE_PATHS = {
  cart: '/manage/sCart/index',
  buyInfo: '/manage/sCart/buyInfo',
  orders: '/manage/order/index',
  orderDetail: '/manage/order/detail',
  invoice: '/manage/order/invoice',
  vip: '/manage/vip/index',
} as const;
