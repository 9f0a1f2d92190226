import { BellOutlined } from '@ant-design/icons';
import { HEADER_MESSAGE_SHOWN, UNREAD_BADGE_MAX } from '@app/domain';
import { Badge, Button, Empty, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../i18n';
import { unreadCountOf, useHeaderMessagesQuery } from '../queries';
import { ReadStatus } from '../types';

/** Where the message centre lives (spec §2). */
export const MESSAGE_CENTRE_PATH = '/manage/sys/message';

/**
 * Header bell (spec §2): unread count with an overflow above 99 and, on hover,
 * the latest 3 messages.
 */
export const MessageBell = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useHeaderMessagesQuery(true);
  const unread = unreadCountOf(query.data);
  const latest = (query.data?.list ?? []).slice(0, HEADER_MESSAGE_SHOWN);

  const content = (
    <div className="message-bell__list">
      {latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
      ) : (
        latest.map((message) => (
          <Link key={message.id} to={MESSAGE_CENTRE_PATH} className="message-bell__item">
            <Typography.Text strong={message.readStatus === ReadStatus.Unread} ellipsis>
              {(locale === 'en' ? message.titleEn || message.title : message.title || message.titleEn) ?? ''}
            </Typography.Text>
            {message.createDate && <Typography.Text type="secondary">{formatDate(message.createDate, locale)}</Typography.Text>}
          </Link>
        ))
      )}
      <Link to={MESSAGE_CENTRE_PATH} className="message-bell__all">
        {t('messages.viewAll')}
      </Link>
    </div>
  );

  return (
    <Popover content={content} title={t('messages.title')} placement="bottomRight" trigger="hover">
      <Link to={MESSAGE_CENTRE_PATH} aria-label={t('messages.unreadLabel', { unread })}>
        <Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small">
          <Button type="text" shape="circle" icon={<BellOutlined />} tabIndex={-1} />
        </Badge>
      </Link>
    </Popover>
  );
};
