import { defineEndpoint } from '../endpoint';
import { z } from 'zod';
import { AddFeedbackBodySchema, AddFeedbackResultSchema, AdminFeedbackReplyBodySchema, FeedbackListBodySchema, FeedbackListSchema } from '../feedback';

/** POST /common/addFeedBack (spec §7). */
export const feedbackEndpoints = {
  add: defineEndpoint({ path: '/common/addFeedBack', request: AddFeedbackBodySchema, response: AddFeedbackResultSchema }),
  /** POST /au/feedback/list {page, limit, source}: the caller's own requests (the company-member tab reads its earlier one). */
  list: defineEndpoint({ path: '/au/feedback/list', request: FeedbackListBodySchema, response: FeedbackListSchema }),
  /** POST /au/admin/feedback/reply {id, reply} (staff): the request is handled and its signed-in sender told (switch `contact`). */
  adminReply: defineEndpoint({ path: '/au/admin/feedback/reply', request: AdminFeedbackReplyBodySchema, response: z.null() }),
};
