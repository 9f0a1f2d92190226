import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient. Errors are shown by the HTTP display policy, so
 * queries do not retry a reply the server already answered.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
