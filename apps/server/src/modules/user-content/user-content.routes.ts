import {
  AddCollectedBodySchema,
  AddedFocusSchema,
  AddFocusBodySchema,
  AddFolderBodySchema,
  AddFootprintBodySchema,
  CollectedItemListSchema,
  CollectStatusBodySchema,
  CollectStatusSchema,
  CreatedIdSchema,
  DeleteFocusBodySchema,
  FavoritesFolderListSchema,
  FocusCompanyListSchema,
  FocusStateSchema,
  FolderExistsBodySchema,
  FootprintListSchema,
  FootprintSchema,
  HasFocusBodySchema,
  ListCollectedBodySchema,
  ListFocusBodySchema,
  ListFoldersBodySchema,
  ListFootprintsBodySchema,
  UpdateFolderBodySchema,
  UserContentIdBodySchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { FavoritesService } from './favorites.service';
import type { FocusService } from './focus.service';
import type { FootprintsService } from './footprints.service';

// Every call reads or changes the caller's own rows only; visitors get 9999.
const config = { access: 'user' } as const;
const done = z.null();

/** Followed companies (spec §7 /au/focus/*). */
export const registerFocusRoutes = (app: FastifyInstance, service: FocusService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['followed companies'];
  api.post(
    '/au/focus/list',
    { config, schema: { tags, summary: 'Followed companies with announcements of the last 30 days; the own and default client company are locked', consumes: FORM_CONSUMES, body: ListFocusBodySchema, response: { 200: envelopeSchema(FocusCompanyListSchema) } } },
    async (request) => ok(request, await service.list(requireUser(request), request.body)),
  );
  api.post(
    '/au/focus/add',
    { config, schema: { tags, summary: 'Follow a listed company by stock code (HK codes may omit leading zeros)', consumes: FORM_CONSUMES, body: AddFocusBodySchema, response: { 200: envelopeSchema(AddedFocusSchema) } } },
    async (request) => ok(request, await service.add(requireUser(request), request.body)),
  );
  api.post(
    '/au/focus/delete',
    { config, schema: { tags, summary: 'Unfollow by id or stock code; the own and default client company cannot be unfollowed', consumes: FORM_CONSUMES, body: DeleteFocusBodySchema, response: { 200: envelopeSchema(done) } } },
    async (request) => {
      await service.remove(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/au/focus/hasFocus',
    { config, schema: { tags, summary: 'Whether the caller follows a company, and whether it is locked', consumes: FORM_CONSUMES, body: HasFocusBodySchema, response: { 200: envelopeSchema(FocusStateSchema) } } },
    async (request) => ok(request, await service.hasFocus(requireUser(request), request.body.q_stockCode)),
  );
};

/** Footprints (spec §7 /au/footprint/*). */
export const registerFootprintRoutes = (app: FastifyInstance, service: FootprintsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['footprints'];
  api.post(
    '/au/footprint/list',
    { config, schema: { tags, summary: 'Pages the caller opened, newest visit first', consumes: FORM_CONSUMES, body: ListFootprintsBodySchema, response: { 200: envelopeSchema(FootprintListSchema) } } },
    async (request) => ok(request, await service.list(requireUser(request), request.body)),
  );
  api.post(
    '/au/footprint/add',
    { config, schema: { tags, summary: 'Record a visit; a repeat visit moves the entry to the top and counts it (newest 500 kept)', consumes: FORM_CONSUMES, body: AddFootprintBodySchema, response: { 200: envelopeSchema(FootprintSchema) } } },
    async (request) => ok(request, await service.record(requireUser(request), request.body)),
  );
  api.post(
    '/au/footprint/delete',
    { config, schema: { tags, summary: 'Delete one footprint', consumes: FORM_CONSUMES, body: UserContentIdBodySchema, response: { 200: envelopeSchema(done) } } },
    async (request) => {
      await service.remove(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
};

/** Favourites folders and collected items (spec §7 /au/favorites/*, /au/collect/*). */
export const registerFavoritesRoutes = (app: FastifyInstance, service: FavoritesService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favourites'];
  api.post(
    '/au/favorites/list',
    { config, schema: { tags, summary: "The caller's favourites folders with item counts (limit up to 1000, default 1000)", consumes: FORM_CONSUMES, body: ListFoldersBodySchema, response: { 200: envelopeSchema(FavoritesFolderListSchema) } } },
    async (request) => ok(request, await service.listFolders(requireUser(request), request.body)),
  );
  api.post(
    '/au/favorites/add',
    { config, schema: { tags, summary: 'Create a folder (name at most 24 characters, unique per user); returns its id', consumes: FORM_CONSUMES, body: AddFolderBodySchema, response: { 200: envelopeSchema(CreatedIdSchema) } } },
    async (request) => ok(request, await service.addFolder(requireUser(request), request.body)),
  );
  api.post(
    '/au/favorites/update',
    { config, schema: { tags, summary: 'Rename a folder and change its description', consumes: FORM_CONSUMES, body: UpdateFolderBodySchema, response: { 200: envelopeSchema(done) } } },
    async (request) => {
      await service.updateFolder(requireUser(request), request.body);
      return ok(request, null);
    },
  );
  api.post(
    '/au/favorites/delete',
    { config, schema: { tags, summary: 'Delete a folder and every item in it', consumes: FORM_CONSUMES, body: UserContentIdBodySchema, response: { 200: envelopeSchema(done) } } },
    async (request) => {
      await service.deleteFolder(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
  api.post(
    '/au/favorites/exist',
    { config, schema: { tags, summary: 'Whether the caller has a folder of this name', consumes: FORM_CONSUMES, body: FolderExistsBodySchema, response: { 200: envelopeSchema(z.boolean()) } } },
    async (request) => ok(request, await service.folderExists(requireUser(request), request.body.name)),
  );
  api.post(
    '/au/collect/list',
    { config, schema: { tags, summary: 'Collected items, filtered by folder, title and type; newest first', consumes: FORM_CONSUMES, body: ListCollectedBodySchema, response: { 200: envelopeSchema(CollectedItemListSchema) } } },
    async (request) => ok(request, await service.listItems(requireUser(request), request.body)),
  );
  api.post(
    '/au/collect/add',
    { config, schema: { tags, summary: 'Collect an item into a folder (once per folder); returns its id', consumes: FORM_CONSUMES, body: AddCollectedBodySchema, response: { 200: envelopeSchema(CreatedIdSchema) } } },
    async (request) => ok(request, await service.addItem(requireUser(request), request.body)),
  );
  api.post(
    '/au/collect/delete',
    { config, schema: { tags, summary: 'Remove a collected item', consumes: FORM_CONSUMES, body: UserContentIdBodySchema, response: { 200: envelopeSchema(done) } } },
    async (request) => {
      await service.deleteItem(requireUser(request), request.body.id);
      return ok(request, null);
    },
  );
  api.post(
    '/au/collect/status',
    { config, schema: { tags, summary: "Which of the caller's folders hold an item (the star button's state)", consumes: FORM_CONSUMES, body: CollectStatusBodySchema, response: { 200: envelopeSchema(CollectStatusSchema) } } },
    async (request) => ok(request, await service.collectStatus(requireUser(request), request.body)),
  );
};
