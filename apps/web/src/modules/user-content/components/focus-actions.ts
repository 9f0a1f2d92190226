import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../auth';
import { collectKeys } from '../queries';

/** After a follow or unfollow: the focus lists and states, and the session (its focusNum). */
export const refreshAfterFocusChange = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: collectKeys.focus() }), queryClient.invalidateQueries({ queryKey: sessionKeys.all })]);
