import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { personKeyOf } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { loginPathFor, useSession } from '../../auth';
import { followPerson, unfollowPerson } from '../api';
import { MESSAGES_NS } from '../constants';
import { messageKeys, useAlertFollowsQuery } from '../queries';

export type FollowPersonButtonProps = { directorId: string; nameEn: string | null; nameZh: string | null };

/**
 * Follow / unfollow a director's person (issue 17, the `director` switch): appointments,
 * resignations and re-designations of that person on any board then arrive as messages.
 * Visitors are sent to sign in first.
 */
export const FollowPersonButton = ({ directorId, nameEn, nameZh }: FollowPersonButtonProps) => {
  const { t } = useTranslation(MESSAGES_NS);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const follows = useAlertFollowsQuery(!session.isVisitor);
  const [busy, setBusy] = useState(false);
  const key = personKeyOf({ nameEn, nameZh });
  const following = !!key && !!follows.data?.people.some((person) => person.key === key);

  if (session.isVisitor) {
    return (
      <Button icon={<BellOutlined />} onClick={() => void navigate(loginPathFor(`${location.pathname}${location.search}`))} data-testid="follow-person">
        {t('follow.follow')}
      </Button>
    );
  }

  const change = async () => {
    setBusy(true);
    try {
      const next = following ? await unfollowPerson(directorId) : await followPerson(directorId);
      queryClient.setQueryData(messageKeys.follows(), next);
      notify.toast('success', t(following ? 'follow.unfollowed' : 'follow.followed'));
    } catch {
      // the display policy showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={t('follow.hint')}>
      <Button
        icon={following ? <CheckOutlined /> : <BellOutlined />}
        type={following ? 'default' : 'primary'}
        ghost={!following}
        loading={busy || follows.isLoading}
        onClick={() => void change()}
        data-testid="follow-person"
        data-following={following ? '1' : '0'}
      >
        {following ? t('follow.following') : t('follow.follow')}
      </Button>
    </Tooltip>
  );
};
