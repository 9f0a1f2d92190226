import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, loginPathFor, useSession } from '../../modules/auth';

/**
 * Spec §4 and §8: when user info cannot be loaded for a token, or the server
 * rejects the session (9999/9998), the user goes to /login (keeping the path
 * as redirect) and the token and roles are cleared.
 */
export const SessionWatcher = () => {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (session.status !== 'error') return;
    // leave first and reset on /login: reset on a non-public route, its guard would re-enter as visitor
    if (location.pathname === '/login') clearSession(queryClient);
    else void navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
  }, [session.status, queryClient, navigate, location.pathname, location.search]);

  return null;
};
