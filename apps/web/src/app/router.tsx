import { useTranslation } from 'react-i18next';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { ROUTE_REDIRECTS, appRoutes, type AppRoute } from '../routes';
import { BlankLayout } from './layouts/BlankLayout';
import { MainLayout } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { PageSpinner } from '../ui';
import type { RouteHandle } from '../navigation';

const Loading = () => {
  const { t } = useTranslation();
  return <PageSpinner label={t('loading')} />;
};

/** The empty path's redirect keeps the query and the fragment: a shared `/?keyword=…` link lands on that search. */
const IndexRedirect = () => {
  const { search, hash } = useLocation();
  return <Navigate to={`${ROUTE_REDIRECTS.index}${search}${hash}`} replace />;
};

/** One table route as a lazily loaded router route carrying its meta. */
const toRouteObject = (entry: AppRoute): RouteObject => ({
  path: entry.path.slice(1),
  handle: { meta: entry.meta } satisfies RouteHandle,
  lazy: async () => {
    const { Component } = await entry.load();
    return { Component };
  },
});

/** The router tree: both layouts under the root, plus the redirects of spec §2. */
export const buildRouteTree = (routes: readonly AppRoute[] = appRoutes): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: Loading,
    children: [
      { index: true, element: <IndexRedirect /> },
      { path: 'loginNo', element: <Navigate to={ROUTE_REDIRECTS.loginNo} replace /> },
      { Component: MainLayout, children: routes.filter((entry) => entry.meta.layout === 'main').map(toRouteObject) },
      { Component: BlankLayout, children: routes.filter((entry) => entry.meta.layout === 'blank').map(toRouteObject) },
      { path: '*', element: <Navigate to={ROUTE_REDIRECTS.unknown} replace /> },
    ],
  },
];

/** The browser router of the app. */
export const createAppRouter = () => createBrowserRouter(buildRouteTree());
export type AppRouter = ReturnType<typeof createAppRouter>;
