import type { AddFeedbackBody, AddFeedbackResult, Envelope } from '@app/contracts';
import { apiRequestReply } from '../../lib/http';

/**
 * Sends the footer feedback form or a contact request (spec §7 POST
 * /common/addFeedBack). Resolves with the whole reply: the form shows the
 * server's `resultMsg`.
 * @throws ApiError with errCode 400 and `resultData.details` when a field is not valid
 */
export const addFeedback = (body: Partial<AddFeedbackBody>): Promise<Envelope<AddFeedbackResult>> =>
  apiRequestReply<AddFeedbackResult>('/common/addFeedBack', body, { fieldErrors: true });
