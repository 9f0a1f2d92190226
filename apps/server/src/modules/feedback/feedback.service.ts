import type { AddFeedbackBody, AddFeedbackResult, Locale } from '@app/contracts';
import type { FeedbackRepository } from './feedback.repository';

/** Feedback rules: the footer form and contact requests are stored for the service team. */
export const createFeedbackService = (repository: FeedbackRepository) => ({
  /** Records a feedback in the submitter's language so the reply can use it. */
  addFeedback: async (body: AddFeedbackBody, locale: Locale): Promise<AddFeedbackResult> => {
    const id = await repository.insertFeedback({ ...body, locale });
    return { id };
  },
});

export type FeedbackService = ReturnType<typeof createFeedbackService>;
