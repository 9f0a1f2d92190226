import { lazy } from 'react';
import { SHARED_NAMESPACES, withNamespaces } from '../../i18n';

export { addFeedback, listOwnFeedback } from './api';
export type { FeedbackFormProps } from './components/FeedbackForm';
export { feedbackKeys, useAddFeedbackMutation } from './queries';

/** The form (AntD Form and the contracts schema) loads when first rendered, with the shared namespaces. */
export const FeedbackForm = lazy(withNamespaces(SHARED_NAMESPACES, () => import('./components/FeedbackForm').then((module) => ({ default: module.FeedbackForm }))));
