import { useMatches } from 'react-router';
import type { RouteMeta } from '../routes';

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
