import { defineEndpoint } from '../endpoint';
import { AddFeedbackBodySchema, AddFeedbackResultSchema } from '../feedback';

/** POST /common/addFeedBack (spec §7). */
export const feedbackEndpoints = {
  add: defineEndpoint({ path: '/common/addFeedBack', request: AddFeedbackBodySchema, response: AddFeedbackResultSchema }),
};
