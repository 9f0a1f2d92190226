import { feedbackEndpoints, type AddFeedbackResult, type EndpointParams, type Envelope, type FeedbackList } from '@app/contracts';
import { callEndpoint, callEndpointReply } from '../../lib/http';

/** The fields of a feedback or contact request, as /common/addFeedBack takes them. */
export type FeedbackParams = EndpointParams<typeof feedbackEndpoints.add>;

/**
 * Sends the footer feedback form or a contact request (spec §7 POST
 * /common/addFeedBack). Resolves with the whole reply: the form shows the
 * server's `resultMsg`.
 * @throws ApiError with errCode 400 and `resultData.details` when a field is not valid
 */
export const addFeedback = (body: FeedbackParams): Promise<Envelope<AddFeedbackResult>> => callEndpointReply(feedbackEndpoints.add, body, { fieldErrors: true });

/** The caller's own requests of one source (spec §7 POST /au/feedback/list). */
export const listOwnFeedback = (source: string): Promise<FeedbackList> => callEndpoint(feedbackEndpoints.list, { page: 1, limit: 10, source });
