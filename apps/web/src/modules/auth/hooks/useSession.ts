import { useMemo } from 'react';
import { isVisitorToken } from '../../../lib/http';
import type { AccessSession } from '../access';
import { useUserInfoQuery } from '../queries';
import { freeLimitsOf, toAccessSession } from '../roles';
import { useSessionInvalid, useSessionToken } from '../store';
import type { UserInfo } from '@app/contracts';

export type SessionStatus = 'visitor' | 'loading' | 'ready' | 'error';

export type Session = {
  status: SessionStatus;
  token: string | undefined;
  /** No token or the visitor token. */
  isVisitor: boolean;
  /** A real token whose user info loaded. */
  isSignedIn: boolean;
  userInfo: UserInfo | undefined;
  access: AccessSession;
  freeLimits: { search: number; company: number };
};

/** The session view every component reads: token store + user-info query. */
export const useSession = (): Session => {
  const token = useSessionToken();
  const isInvalid = useSessionInvalid();
  const query = useUserInfoQuery(token);
  const visitor = isVisitorToken(token);
  const userInfo = visitor ? undefined : query.data;
  const status: SessionStatus = isInvalid || (!visitor && query.isError) ? 'error' : visitor ? 'visitor' : userInfo ? 'ready' : 'loading';
  return useMemo(
    () => ({
      status,
      token,
      isVisitor: visitor,
      isSignedIn: status === 'ready',
      userInfo,
      access: toAccessSession(token, userInfo),
      freeLimits: freeLimitsOf(userInfo),
    }),
    [status, token, visitor, userInfo],
  );
};
