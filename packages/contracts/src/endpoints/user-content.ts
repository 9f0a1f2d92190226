import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { CreatedIdSchema } from '../organisation';
import {
  AddCollectedBodySchema,
  AddFocusBodySchema,
  AddFolderBodySchema,
  AddFootprintBodySchema,
  AddedFocusSchema,
  CollectStatusBodySchema,
  CollectStatusSchema,
  CollectedItemListSchema,
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
} from '../user-content';

/** What users keep (spec §7 /au/focus/*, /au/footprint/*, /au/favorites/*, /au/collect/*). */
export const userContentEndpoints = {
  listFocus: defineEndpoint({ path: '/au/focus/list', request: ListFocusBodySchema, response: FocusCompanyListSchema }),
  addFocus: defineEndpoint({ path: '/au/focus/add', request: AddFocusBodySchema, response: AddedFocusSchema }),
  deleteFocus: defineEndpoint({ path: '/au/focus/delete', request: DeleteFocusBodySchema, response: z.null() }),
  hasFocus: defineEndpoint({ path: '/au/focus/hasFocus', request: HasFocusBodySchema, response: FocusStateSchema }),

  listFootprints: defineEndpoint({ path: '/au/footprint/list', request: ListFootprintsBodySchema, response: FootprintListSchema }),
  addFootprint: defineEndpoint({ path: '/au/footprint/add', request: AddFootprintBodySchema, response: FootprintSchema }),
  deleteFootprint: defineEndpoint({ path: '/au/footprint/delete', request: UserContentIdBodySchema, response: z.null() }),

  listFolders: defineEndpoint({ path: '/au/favorites/list', request: ListFoldersBodySchema, response: FavoritesFolderListSchema }),
  addFolder: defineEndpoint({ path: '/au/favorites/add', request: AddFolderBodySchema, response: CreatedIdSchema }),
  updateFolder: defineEndpoint({ path: '/au/favorites/update', request: UpdateFolderBodySchema, response: z.null() }),
  deleteFolder: defineEndpoint({ path: '/au/favorites/delete', request: UserContentIdBodySchema, response: z.null() }),
  folderExists: defineEndpoint({ path: '/au/favorites/exist', request: FolderExistsBodySchema, response: z.boolean() }),

  listCollected: defineEndpoint({ path: '/au/collect/list', request: ListCollectedBodySchema, response: CollectedItemListSchema }),
  addCollected: defineEndpoint({ path: '/au/collect/add', request: AddCollectedBodySchema, response: CreatedIdSchema }),
  deleteCollected: defineEndpoint({ path: '/au/collect/delete', request: UserContentIdBodySchema, response: z.null() }),
  collectStatus: defineEndpoint({ path: '/au/collect/status', request: CollectStatusBodySchema, response: CollectStatusSchema }),
};
