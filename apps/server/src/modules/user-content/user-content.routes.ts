import { userContentEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import type { FavoritesService } from './favorites.service';
import type { FocusService } from './focus.service';
import type { FootprintsService } from './footprints.service';

// Every call reads or changes the caller's own rows only; visitors get 9999.
const access = 'user';

/** Followed companies (spec §7 /au/focus/*). */
export const registerFocusRoutes = (app: FastifyInstance, service: FocusService) => {
  const tags = ['followed companies'];
  routeFor(
    app,
    endpoints.listFocus,
    { access, tags, summary: 'Followed companies with announcements of the last 30 days; the own and default client company are locked' },
    async (request) => ok(request, await service.list(requireUser(request), request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.addFocus,
    { access, tags, summary: 'Follow a listed company by stock code (HK codes may omit leading zeros)' },
    async (request) => ok(request, await service.add(requireUser(request), request.body)),
  );
  routeFor(
    app,
    endpoints.deleteFocus,
    { access, tags, summary: 'Unfollow by id or stock code; the own and default client company cannot be unfollowed' },
    async (request) => {
      await service.remove(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  routeFor(
    app,
    endpoints.hasFocus,
    { access, tags, summary: 'Whether the caller follows a company, and whether it is locked' },
    async (request) => ok(request, await service.hasFocus(requireUser(request), request.body.q_stockCode)),
  );
};

/** Footprints (spec §7 /au/footprint/*). */
export const registerFootprintRoutes = (app: FastifyInstance, service: FootprintsService) => {
  const tags = ['footprints'];
  routeFor(
    app,
    endpoints.listFootprints,
    { access, tags, summary: 'Pages the caller opened, newest visit first' },
    async (request) => ok(request, await service.list(requireUser(request), request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.addFootprint,
    { access, tags, summary: 'Record a visit; a repeat visit moves the entry to the top and counts it (newest 500 kept)' },
    async (request) => ok(request, await service.record(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.deleteFootprint, { access, tags, summary: 'Delete one footprint' }, async (request) => {
    await service.remove(requireUser(request), request.body.id);
    return ok(request, null);
  });
};

/** Favourites folders and collected items (spec §7 /au/favorites/*, /au/collect/*). */
export const registerFavoritesRoutes = (app: FastifyInstance, service: FavoritesService) => {
  const tags = ['favourites'];
  routeFor(
    app,
    endpoints.listFolders,
    { access, tags, summary: "The caller's favourites folders with item counts (limit up to 1000, default 1000)" },
    async (request) => ok(request, await service.listFolders(requireUser(request), request.body)),
  );
  routeFor(
    app,
    endpoints.addFolder,
    { access, tags, summary: 'Create a folder (name at most 24 characters, unique per user); returns its id' },
    async (request) => ok(request, await service.addFolder(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.updateFolder, { access, tags, summary: 'Rename a folder and change its description' }, async (request) => {
    await service.updateFolder(requireUser(request), request.body);
    return ok(request, null);
  });
  routeFor(app, endpoints.deleteFolder, { access, tags, summary: 'Delete a folder and every item in it' }, async (request) => {
    await service.deleteFolder(requireUser(request), request.body.id);
    return ok(request, null);
  });
  routeFor(
    app,
    endpoints.folderExists,
    { access, tags, summary: 'Whether the caller has a folder of this name' },
    async (request) => ok(request, await service.folderExists(requireUser(request), request.body.name)),
  );
  routeFor(
    app,
    endpoints.listCollected,
    { access, tags, summary: 'Collected items, filtered by folder, title and type; newest first' },
    async (request) => ok(request, await service.listItems(requireUser(request), request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.addCollected,
    { access, tags, summary: 'Collect an item into a folder (once per folder); returns its id' },
    async (request) => ok(request, await service.addItem(requireUser(request), request.body)),
  );
  routeFor(app, endpoints.deleteCollected, { access, tags, summary: 'Remove a collected item' }, async (request) => {
    await service.deleteItem(requireUser(request), request.body.id);
    return ok(request, null);
  });
  routeFor(
    app,
    endpoints.collectStatus,
    { access, tags, summary: "Which of the caller's folders hold an item (the star button's state)" },
    async (request) => ok(request, await service.collectStatus(requireUser(request), request.body)),
  );
};
