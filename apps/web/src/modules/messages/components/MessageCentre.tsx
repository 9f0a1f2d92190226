import { MessageType, PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Popconfirm, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { markAllMessagesRead, markMessageRead } from '../api';
import { MESSAGE_CENTRE_PATH, MESSAGES_NS } from '../constants';
import { messageKeys, useMessageCentreQuery } from '../queries';
import { messageTarget } from '../routing';
import { ReadStatus, type Message } from '../types';

type Row = Message & { content?: string | null };
type ReadFilter = 'all' | 'unread' | 'read';

const TYPE_NAMES = Object.keys(MessageType) as (keyof typeof MessageType)[];
const readStatusOf = (filter: ReadFilter) => (filter === 'unread' ? ReadStatus.Unread : filter === 'read' ? ReadStatus.Read : undefined);

/**
 * /manage/sys/message (spec §2/§4): the user's messages, newest first, filtered by type and read
 * state, 10/20/30/50 a page. A click marks the message read (update type 2) and opens it by its
 * source (routing.ts); "mark all read" reads the rest. Any message pushed over the page's live
 * connection refreshes the list (useLiveMessages invalidates every message query).
 */
export const MessageCentre = () => {
  const { t } = useTranslation(MESSAGES_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [type, setType] = useState<number>();
  const [read, setRead] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = useMessageCentreQuery({ page, limit, type, readStatus: readStatusOf(read) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });

  const open = async (message: Row) => {
    if (message.readStatus === ReadStatus.Unread) {
      try {
        await markMessageRead(message.id);
      } catch {
        // shown by the display policy; the message still opens
      }
      void refresh();
    }
    const target = messageTarget(message, locale, MESSAGE_CENTRE_PATH);
    if (target.external) window.open(target.path, '_blank', 'noopener');
    else if (target.path !== MESSAGE_CENTRE_PATH) void navigate(target.path);
  };

  const readAll = async () => {
    try {
      const { updated } = await markAllMessagesRead();
      notify.toast('success', t('centre.allReadDone', { count: updated }));
      await refresh();
    } catch {
      // shown by the display policy
    }
  };

  const titleOf = (message: Row) => (locale === 'en' ? message.titleEn || message.title : message.title || message.titleEn) ?? '';
  const unread = query.data?.unreadNum ?? 0;

  return (
    <Card
      size="small"
      className="message-centre"
      title={
        <Space>
          {t('centre.title')}
          <Badge count={unread} overflowCount={99} aria-label={t('centre.unread', { count: unread })} />
        </Space>
      }
      extra={
        <Popconfirm title={t('centre.allReadConfirm')} okText={t('centre.allRead')} cancelText={t('centre.cancel')} onConfirm={() => readAll()} disabled={unread === 0}>
          <Button disabled={unread === 0} data-testid="message-all-read">
            {t('centre.allRead')}
          </Button>
        </Popconfirm>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number | undefined>
          aria-label={t('centre.typeFilter')}
          style={{ minWidth: 220 }}
          value={type}
          placeholder={t('centre.allTypes')}
          allowClear
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
          options={TYPE_NAMES.map((name) => ({ value: MessageType[name], label: t(`types.${name}`) }))}
        />
        <Segmented<ReadFilter>
          aria-label={t('centre.readFilter')}
          value={read}
          onChange={(value) => {
            setRead(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('centre.all') },
            { value: 'unread', label: t('centre.unreadOnly') },
            { value: 'read', label: t('centre.readOnly') },
          ]}
        />
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={query.isFetching && !query.data}
        dataSource={query.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('centre.empty')} /> }}
        pagination={{
          current: page,
          pageSize: limit,
          total: query.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('centre.total', { count: total }),
          onChange: (nextPage, nextSize) => {
            if (nextSize !== limit) {
              setLimit(nextSize);
              setPage(1);
            } else setPage(nextPage);
          },
        }}
        columns={[
          {
            title: t('centre.columns.title'),
            key: 'title',
            render: (_value, row) => (
              <Space direction="vertical" size={0}>
                <a
                  href={messageTarget(row, locale, MESSAGE_CENTRE_PATH).path}
                  className="message-centre__title"
                  data-source={row.source}
                  data-read={row.readStatus}
                  onClick={(event) => {
                    event.preventDefault();
                    void open(row);
                  }}
                >
                  {row.readStatus === ReadStatus.Unread ? <Badge status="processing" /> : null}
                  <Typography.Text strong={row.readStatus === ReadStatus.Unread}>{titleOf(row)}</Typography.Text>
                </a>
                {row.content ? (
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>
                    {row.content}
                  </Typography.Paragraph>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('centre.columns.type'),
            dataIndex: 'type',
            width: 170,
            render: (value: number) => {
              const name = TYPE_NAMES.find((key) => MessageType[key] === value);
              return <Tag>{name ? t(`types.${name}`) : t('types.other')}</Tag>;
            },
          },
          {
            title: t('centre.columns.status'),
            dataIndex: 'readStatus',
            width: 100,
            render: (value: number) => (value === ReadStatus.Unread ? <Tag color="blue">{t('centre.unreadTag')}</Tag> : <Tag>{t('centre.readTag')}</Tag>),
          },
          { title: t('centre.columns.date'), dataIndex: 'createDate', width: 180, render: (value: string) => formatDateTime(value, locale) },
        ]}
      />
    </Card>
  );
};
