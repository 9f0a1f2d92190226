import type { AddFeedbackBody, AddFeedbackResult, Locale } from '@app/contracts';
import type { RateLimitsService } from '../rate-limits/index';
import { consumeWriteLimits, type WriteLimitRules, type WriterKeys } from '../rate-limits/write-limits';
import type { FeedbackRepository } from './feedback.repository';

/** Feedback is an anonymous write: at most this many an hour per client address and per account. */
export const FEEDBACK_PER_HOUR: WriteLimitRules = {
  perIp: { scope: 'feedback.add.ip', limit: 10, windowSeconds: 3600 },
  perUser: { scope: 'feedback.add.user', limit: 10, windowSeconds: 3600 },
};

/** Feedback rules: the footer form and contact requests are stored for the service team. */
export const createFeedbackService = (repository: FeedbackRepository, limits: RateLimitsService) => ({
  /**
   * Records a feedback in the submitter's language so the reply can use it.
   * @throws WRITES_TOO_FREQUENT past FEEDBACK_PER_HOUR.
   */
  addFeedback: async (body: AddFeedbackBody, locale: Locale, writer: WriterKeys = {}): Promise<AddFeedbackResult> => {
    await consumeWriteLimits(limits, FEEDBACK_PER_HOUR, writer);
    const id = await repository.insertFeedback({ ...body, locale });
    return { id };
  },
});

export type FeedbackService = ReturnType<typeof createFeedbackService>;
