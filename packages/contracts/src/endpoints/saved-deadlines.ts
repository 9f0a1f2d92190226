import { defineEndpoint } from '../endpoint';
import {
  AddSavedDeadlineBodySchema,
  ListSavedDeadlinesBodySchema,
  SavedDeadlineDeletedSchema,
  SavedDeadlineIdBodySchema,
  SavedDeadlineListSchema,
  SavedDeadlineSchema,
} from '../saved-deadlines';

/** Saved calculator deadlines (issue 17): the signed-in user's own list; reminders come as `calendar` messages. */
export const savedDeadlineEndpoints = {
  add: defineEndpoint({ path: '/au/calculatorDeadline/add', request: AddSavedDeadlineBodySchema, response: SavedDeadlineSchema }),
  list: defineEndpoint({ path: '/au/calculatorDeadline/list', request: ListSavedDeadlinesBodySchema, response: SavedDeadlineListSchema }),
  delete: defineEndpoint({ path: '/au/calculatorDeadline/delete', request: SavedDeadlineIdBodySchema, response: SavedDeadlineDeletedSchema }),
};
