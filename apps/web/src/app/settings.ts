import { useEffect } from 'react';
import { BREAKPOINT_COLLAPSE, BREAKPOINT_MIDDLE } from '@app/domain';
import { CookieNames, readCookie, writeCookie } from '../lib/cookies';
import { createExternalStore, useExternalStore } from '../lib/store';

/**
 * UI settings of spec §3 (language is stored by i18n): component size,
 * sidebar open state and the middle-width flag, each in its own cookie.
 */
export type ComponentSizeSetting = 'small' | 'medium' | 'large';

export type UiSettings = {
  size: ComponentSizeSetting;
  sidebarOpened: boolean;
  /** True below the middle breakpoint (1189 px): the sidebar uses the middle width. */
  middleWidth: boolean;
};

const SIZES: readonly ComponentSizeSetting[] = ['small', 'medium', 'large'];

/** Reads the stored settings; spec §9 default size is medium, the sidebar open. */
export const readUiSettings = (): UiSettings => {
  const size = readCookie(CookieNames.size);
  return {
    size: SIZES.includes(size as ComponentSizeSetting) ? (size as ComponentSizeSetting) : 'medium',
    sidebarOpened: readCookie(CookieNames.sidebarStatus) !== '0',
    middleWidth: readCookie(CookieNames.middleWidth) === '1',
  };
};

const settingsStore = createExternalStore<UiSettings>(readUiSettings());

export const uiSettings = {
  get: settingsStore.get,
  setSize: (size: ComponentSizeSetting): void => {
    writeCookie(CookieNames.size, size);
    settingsStore.set((previous) => ({ ...previous, size }));
  },
  setSidebarOpened: (sidebarOpened: boolean): void => {
    writeCookie(CookieNames.sidebarStatus, sidebarOpened ? '1' : '0');
    settingsStore.set((previous) => ({ ...previous, sidebarOpened }));
  },
  setMiddleWidth: (middleWidth: boolean): void => {
    if (settingsStore.get().middleWidth === middleWidth) return;
    writeCookie(CookieNames.middleWidth, middleWidth ? '1' : '0');
    settingsStore.set((previous) => ({ ...previous, middleWidth }));
  },
};

export const useUiSettings = (): UiSettings => useExternalStore(settingsStore);

/** AntD's name for our size setting. */
export const antdSizeOf = (size: ComponentSizeSetting): 'small' | 'middle' | 'large' => (size === 'medium' ? 'middle' : size);

/** Viewport class by the spec §9 breakpoints. */
export type Viewport = 'narrow' | 'middle' | 'wide';

export const viewportOf = (width: number): Viewport => (width < BREAKPOINT_COLLAPSE ? 'narrow' : width < BREAKPOINT_MIDDLE ? 'middle' : 'wide');

const viewportStore = createExternalStore<Viewport>(typeof window === 'undefined' ? 'wide' : viewportOf(window.innerWidth));

/** The viewport class; keeps the stored middleWidth flag in step with it. */
export const useViewport = (): Viewport => {
  const viewport = useExternalStore(viewportStore);
  useEffect(() => {
    const handleResize = () => viewportStore.set(viewportOf(window.innerWidth));
    handleResize();
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);
  useEffect(() => {
    uiSettings.setMiddleWidth(viewport !== 'wide');
  }, [viewport]);
  return viewport;
};
