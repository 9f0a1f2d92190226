import { lazy } from 'react';

export { addFeedback, listOwnFeedback } from './api';
export type { FeedbackFormProps } from './components/FeedbackForm';
export { feedbackKeys, useAddFeedbackMutation } from './queries';

/** The form (AntD Form and the contracts schema) loads when first rendered. */
export const FeedbackForm = lazy(() => import('./components/FeedbackForm').then((module) => ({ default: module.FeedbackForm })));
