import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../session';

/** Stores a new token (3 or 7 days, spec §4) and goes to `target`; user info loads for the new token. */
export const useCompleteSignIn = () => {
  const navigate = useNavigate();
  return useCallback(
    (token: string, options: { notKeepSigned?: boolean; target?: string }) => {
      sessionStore.signIn(token, { notKeepSigned: options.notKeepSigned });
      if (options.target) void navigate(options.target, { replace: true });
    },
    [navigate],
  );
};
