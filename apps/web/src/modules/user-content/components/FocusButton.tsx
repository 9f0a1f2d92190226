import { CheckOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { loginPathFor, useSession } from '../../auth';
import { addFocus, deleteFocus } from '../api';
import { USER_CONTENT_NS } from '../constants';
import { useFocusStateQuery } from '../queries';
import { refreshAfterFocusChange } from './focus-actions';

export type FocusButtonProps = { stockCode: string };

/**
 * Follow / unfollow a listed company. The own listed company and the default
 * client company are always followed (spec §5): the button is disabled and
 * its tooltip says why. Visitors are sent to sign in first.
 */
export const FocusButton = ({ stockCode }: FocusButtonProps) => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useFocusStateQuery(stockCode, !session.isVisitor);
  const [busy, setBusy] = useState(false);

  const change = async (work: () => Promise<unknown>, successKey: string) => {
    setBusy(true);
    try {
      await work();
      await refreshAfterFocusChange(queryClient);
      notify.toast('success', t(successKey, { stockCode }));
    } catch {
      // the display policy showed the server's message
    } finally {
      setBusy(false);
    }
  };

  if (session.isVisitor) {
    return (
      <Button icon={<PlusOutlined />} onClick={() => void navigate(loginPathFor(`${location.pathname}${location.search}`))} data-testid="focus-button">
        {t('focus.follow')}
      </Button>
    );
  }

  const focus = state.data;
  if (focus?.locked) {
    return (
      <Tooltip title={t(focus.lockReason === 'ownCompany' ? 'focus.lockedOwn' : 'focus.lockedService')}>
        <span>
          <Button icon={<LockOutlined />} disabled data-testid="focus-button">
            {t('focus.following')}
          </Button>
        </span>
      </Tooltip>
    );
  }
  if (focus?.hasFocus) {
    return (
      <Popconfirm title={t('focus.unfollowConfirm', { stockCode })} okText={t('focus.unfollow')} cancelText={t('actions.cancel')} onConfirm={() => change(() => deleteFocus({ id: focus.id, stockCode }), 'focus.unfollowed')}>
        <Button icon={<CheckOutlined />} loading={busy} data-testid="focus-button">
          {t('focus.following')}
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Button type="primary" icon={<PlusOutlined />} loading={busy || state.isLoading} onClick={() => void change(() => addFocus(stockCode), 'focus.followed')} data-testid="focus-button">
      {t('focus.follow')}
    </Button>
  );
};
