import type { UserInfo } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { logOut, sessionKeys, useSessionToken } from '../../auth';
import { MESSAGES_NS } from '../constants';
import { handlePushedSource, type PushEffects } from '../push-effects';

/**
 * The page's reaction to pushed sources 9, 10 and 11 (spec §4), for useLiveMessages: the user
 * info is fetched again (the guard, menus and routes read it, so they rebuild from the new roles),
 * then the alert of push-effects.ts.
 */
export const usePushedSources = () => {
  const { t } = useTranslation(MESSAGES_NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSessionToken();

  return useCallback(
    (event: { source: number | null }) => {
      const effects: PushEffects = {
        refreshUserInfo: async () => {
          await queryClient.refetchQueries({ queryKey: sessionKeys.userInfo(token) });
          const info = queryClient.getQueryData<UserInfo>(sessionKeys.userInfo(token));
          if (!info) throw new Error('no user info');
          return info;
        },
        alert: (key, then) => notify.info({ title: t('push.title'), content: t(key), okText: t('push.ok'), onOk: then }),
        rebuildRoutes: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        navigate: (path) => navigate(path),
        logOut: async () => {
          await logOut(queryClient);
          await navigate('/login');
        },
      };
      void handlePushedSource(event.source, effects);
    },
    [queryClient, navigate, token, t],
  );
};
