import { BellOutlined } from '@ant-design/icons';
import { HEADER_MESSAGE_SHOWN, UNREAD_BADGE_MAX } from '@app/domain';
import { Badge, Button, Empty, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../i18n';
import { markMessageRead } from '../api';
import { MESSAGE_CENTRE_PATH } from '../constants';
import { FollowOfficialAccountPrompt } from './FollowOfficialAccountPrompt';
import { useLiveMessages } from '../live/useLiveMessages';
import { usePushedSources } from '../live/usePushedSources';
import { messageKeys, unreadCountOf, useHeaderMessagesQuery } from '../queries';
import { messageTarget } from '../routing';
import { ReadStatus } from '../types';

export { MESSAGE_CENTRE_PATH };

/**
 * Header bell (spec §2): unread count with an overflow above 99 and, on hover,
 * the latest 3 messages.
 */
export const MessageBell = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useHeaderMessagesQuery(true);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the page's live connection: any incoming message refreshes the bell and the centre (spec §4),
  // and sources 9, 10 and 11 get their spec §4 behaviour
  useLiveMessages(usePushedSources());

  const open = async (message: NonNullable<typeof query.data>['list'][number]) => {
    if (message.readStatus === ReadStatus.Unread) {
      await markMessageRead(message.id).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    }
    const target = messageTarget(message, locale, MESSAGE_CENTRE_PATH);
    if (target.external) window.open(target.path, '_blank', 'noopener');
    else void navigate(target.path);
  };
  const unread = unreadCountOf(query.data);
  const latest = (query.data?.list ?? []).slice(0, HEADER_MESSAGE_SHOWN);

  const content = (
    <div className="message-bell__list">
      {latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
      ) : (
        latest.map((message) => (
          <a
            key={message.id}
            href={messageTarget(message, locale, MESSAGE_CENTRE_PATH).path}
            className="message-bell__item"
            data-source={message.source}
            onClick={(event) => {
              event.preventDefault();
              void open(message);
            }}
          >
            <Typography.Text strong={message.readStatus === ReadStatus.Unread} ellipsis>
              {(locale === 'en' ? message.titleEn || message.title : message.title || message.titleEn) ?? ''}
            </Typography.Text>
            {message.createDate && <Typography.Text type="secondary">{formatDate(message.createDate, locale)}</Typography.Text>}
          </a>
        ))
      )}
      <Link to={MESSAGE_CENTRE_PATH} className="message-bell__all">
        {t('messages.viewAll')}
      </Link>
    </div>
  );

  return (
    <>
      <FollowOfficialAccountPrompt />
      <Popover content={content} title={t('messages.title')} placement="bottomRight" trigger="hover">
        <Link to={MESSAGE_CENTRE_PATH} aria-label={t('messages.unreadLabel', { unread })}>
          <Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small">
            <Button type="text" shape="circle" icon={<BellOutlined />} tabIndex={-1} />
          </Badge>
        </Link>
      </Popover>
    </>
  );
};
