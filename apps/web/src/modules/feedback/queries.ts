import { useMutation } from '@tanstack/react-query';
import { addFeedback, type FeedbackParams } from './api';

export const feedbackKeys = { all: ['feedback'] as const };

/** Submits feedback; nothing to invalidate until the feedback list exists. */
export const useAddFeedbackMutation = () =>
  useMutation({ mutationKey: [...feedbackKeys.all, 'add'], mutationFn: (body: FeedbackParams) => addFeedback(body) });
