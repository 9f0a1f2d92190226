import { useQuery } from '@tanstack/react-query';
import { isVisitorToken } from '../../lib/http';
import { getUserInfo } from './api';

export const sessionKeys = {
  all: ['session'] as const,
  userInfo: (token: string | undefined) => [...sessionKeys.all, 'userInfo', token ?? ''] as const,
};

/** User info for a real token; disabled for visitors. */
export const useUserInfoQuery = (token: string | undefined) =>
  useQuery({
    queryKey: sessionKeys.userInfo(token),
    queryFn: getUserInfo,
    enabled: !isVisitorToken(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
