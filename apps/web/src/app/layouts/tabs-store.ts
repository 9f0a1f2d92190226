import { createExternalStore, useExternalStore } from '../../lib/store';

/**
 * The tab bar of visited routes (spec §2, §3 "Tab view"): pure list
 * operations plus one store. Affixed tabs (home) are never closed.
 */
export type TabView = {
  /** Path without query: one tab per route. */
  path: string;
  /** Path with query, opened when the tab is clicked. */
  fullPath: string;
  /** `routes` namespace key, or undefined for 'no-name'. */
  titleKey: string | undefined;
  affix: boolean;
};

/** Adds a tab or updates the query of an open one. */
export const visitTab = (tabs: readonly TabView[], view: TabView): TabView[] => {
  const index = tabs.findIndex((tab) => tab.path === view.path);
  if (index === -1) return [...tabs, view];
  if (tabs[index].fullPath === view.fullPath) return tabs as TabView[];
  return tabs.map((tab, position) => (position === index ? { ...tab, fullPath: view.fullPath } : tab));
};

/** Closes one tab (affixed tabs stay). */
export const closeTab = (tabs: readonly TabView[], path: string): TabView[] => tabs.filter((tab) => tab.affix || tab.path !== path);

/** Keeps the affixed tabs and `path`. */
export const closeOtherTabs = (tabs: readonly TabView[], path: string): TabView[] => tabs.filter((tab) => tab.affix || tab.path === path);

/** Keeps only the affixed tabs. */
export const closeAllTabs = (tabs: readonly TabView[]): TabView[] => tabs.filter((tab) => tab.affix);

/**
 * Where to go after the active tab closed: its right neighbour, else its left
 * one, else `fallback`.
 */
export const nextActiveAfterClose = (before: readonly TabView[], closedPath: string, fallback: string): string => {
  const index = before.findIndex((tab) => tab.path === closedPath);
  const after = before.filter((tab) => tab.path !== closedPath);
  if (after.length === 0) return fallback;
  return (after[Math.min(index, after.length - 1)] ?? after[after.length - 1]).fullPath;
};

const tabsStore = createExternalStore<TabView[]>([]);

export const tabs = {
  get: tabsStore.get,
  visit: (view: TabView) => tabsStore.set((previous) => visitTab(previous, view)),
  close: (path: string) => tabsStore.set((previous) => closeTab(previous, path)),
  closeOthers: (path: string) => tabsStore.set((previous) => closeOtherTabs(previous, path)),
  closeAll: () => tabsStore.set((previous) => closeAllTabs(previous)),
  /** Seeds the affixed tabs once. */
  ensureAffixed: (views: readonly TabView[]) =>
    tabsStore.set((previous) => views.reduce((list, view) => (list.some((tab) => tab.path === view.path) ? list : [view, ...list]), previous)),
};

export const useTabs = (): TabView[] => useExternalStore(tabsStore);

/** Refresh: bumping the key remounts the current page. */
const refreshStore = createExternalStore(0);
export const refreshCurrentView = (): void => refreshStore.set((previous) => previous + 1);
export const useRefreshKey = (): number => useExternalStore(refreshStore);
