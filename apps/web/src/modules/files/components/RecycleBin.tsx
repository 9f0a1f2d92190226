import type { RecycleList } from '@app/contracts';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { FILES_NS } from '../constants';
import { useBinQuery, useFilesMutation } from '../queries';
import { formatStoredFileSize } from '../utils';

type Item = RecycleList['list'][number];

/** The recycle bin (spec §4, §9): deleted items with their place and purge date (30 days); restore, delete now, empty. */
export const RecycleBin = ({ space, active }: { space: string; active: boolean }) => {
  const { t } = useTranslation(FILES_NS);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const bin = useBinQuery(space, page, active);
  const restore = useFilesMutation(api.restoreItems);
  const purge = useFilesMutation(api.purgeItems);
  const empty = useFilesMutation(api.emptyBin);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.toast('success', done);
    } catch {
      // shown by the display policy
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('bin.note', { days: 30 })} />
      <Button
        danger
        disabled={(bin.data?.total ?? 0) === 0}
        onClick={() => notify.confirm({ title: t('bin.emptyTitle'), content: t('bin.emptyContent'), okText: t('bin.empty'), onOk: () => run(() => empty.mutateAsync(space), t('bin.emptied')) })}
      >
        {t('bin.empty')}
      </Button>
      <Table<Item>
        rowKey="id"
        size="middle"
        data-testid="bin-table"
        loading={bin.isFetching}
        dataSource={bin.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: bin.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('columns.name'), dataIndex: 'name' },
          { title: t('bin.originalPath'), dataIndex: 'originalPath' },
          { title: t('columns.size'), dataIndex: 'sizeBytes', render: (value: number | null) => (value === null ? '—' : formatStoredFileSize(value)) },
          { title: t('bin.deletedAt'), dataIndex: 'trashedAt', render: (value: string) => formatDateTime(value, locale) },
          { title: t('bin.purgeAfter'), dataIndex: 'purgeAfter', render: (value: string) => formatDate(value, locale) },
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_, item) => (
              <Space size={0}>
                <Button size="small" type="link" onClick={() => void run(() => restore.mutateAsync([item.id]), t('bin.restored'))} data-testid={`restore-${item.name}`}>
                  {t('bin.restore')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => notify.confirm({ title: t('bin.purgeTitle'), content: t('bin.purgeContent', { name: item.name }), okText: t('bin.purge'), onOk: () => run(() => purge.mutateAsync([item.id]), t('bin.purged')) })}
                >
                  {t('bin.purge')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
};
