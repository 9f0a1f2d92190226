import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@app/contracts';
import { ApiError } from '../../../lib/http';
import { getDevOutbox } from '../api';
import { accountKeys } from '../queries';

/** Development tool: the latest SMS and e-mails the development providers "sent", refreshed every 3 s. */
export const DevOutbox = () => {
  const { t } = useTranslation('account');
  const query = useQuery({ queryKey: [...accountKeys.all, 'devOutbox'], queryFn: getDevOutbox, refetchInterval: 3000, retry: false });
  const unavailable = query.error instanceof ApiError || query.isError;
  return (
    <Card title={t('outbox.title')} className="account-card">
      <Alert type="warning" showIcon title={t('outbox.devOnly')} style={{ marginBottom: 16 }} />
      {unavailable ? (
        <Alert type="info" title={t('outbox.unavailable')} />
      ) : (
        <Table<OutboxMessage>
          rowKey={(message) => `${message.createdAt}-${message.recipient}`}
          size="small"
          loading={query.isLoading}
          dataSource={query.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('outbox.time'), dataIndex: 'createdAt', render: (value: string) => value.replace('T', ' ').slice(0, 19) },
            { title: t('outbox.channel'), dataIndex: 'channel' },
            { title: t('outbox.recipient'), dataIndex: 'recipient' },
            { title: t('outbox.subject'), dataIndex: 'subject' },
            { title: t('outbox.body'), dataIndex: 'body' },
          ]}
        />
      )}
    </Card>
  );
};
