import { PlusOutlined } from '@ant-design/icons';
import type { MatterSummary } from '@app/contracts';
import { Button, Card, Progress, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { SECRETARY_NS } from '../constants';
import { useMattersQuery, useSecretaryMutation } from '../queries';
import { ListFilters, type ListFilterValues } from './ListFilters';
import { MatterStatusTag } from './parts';
import { StartMatterDialog } from './StartMatterDialog';

/** /disAi/item/bhList (in progress) and /disAi/item/bdList (archived, with "withdraw archive"). */
export const MatterList = ({ archived }: { archived: boolean }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<ListFilterValues>({ company: searchParams.get('company') ?? undefined });
  const [page, setPage] = useState(1);
  const [isStarting, setStarting] = useState(false);
  const matters = useMattersQuery({ archived, company: filters.company, personId: filters.personId, page, limit: 20 });
  const archive = useSecretaryMutation(api.archiveMatter);
  const withdraw = useSecretaryMutation(api.withdrawArchive);

  const confirm = (matter: MatterSummary) =>
    notify.confirm({
      content: archived ? t('confirm.withdraw') : t('confirm.archive'),
      okText: archived ? t('actions.withdraw') : t('actions.archive'),
      cancelText: t('actions.cancel'),
      onOk: () => (archived ? withdraw.mutateAsync(matter.id) : archive.mutateAsync(matter.id)),
    });

  return (
    <Card
      title={archived ? t('home.archived') : t('home.inProgress')}
      extra={!archived && <Button type="primary" icon={<PlusOutlined />} onClick={() => setStarting(true)} data-testid="start-matter">{t('home.start')}</Button>}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <ListFilters value={filters} onChange={(value) => { setFilters(value); setPage(1); }} />
        <Table<MatterSummary>
          rowKey="id"
          size="small"
          loading={matters.isLoading}
          dataSource={matters.data?.list ?? []}
          locale={{ emptyText: t('lists.emptyMatters') }}
          pagination={{ current: page, pageSize: 20, total: matters.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: t('table.matter'), render: (_, matter) => <Link to={`/disAi/item/fileEdit?id=${matter.id}`}>{matter.name}</Link> },
            { title: t('table.company'), render: (_, matter) => `${matter.stockCode ?? matter.companyNo ?? ''} ${matter.companyName}` },
            { title: t('table.lead'), render: (_, matter) => matter.lead?.name ?? '—', width: 120 },
            { title: t('table.progress'), render: (_, matter) => <Progress percent={matter.taskCount ? Math.round((matter.doneCount / matter.taskCount) * 100) : 0} size="small" format={() => `${matter.doneCount}/${matter.taskCount}`} />, width: 160 },
            { title: t('table.next'), render: (_, matter) => (matter.overdueCount > 0 ? <Typography.Text type="danger">{matter.nextInternalDate}</Typography.Text> : (matter.nextInternalDate ?? '—')), width: 140 },
            { title: t('table.state'), render: (_, matter) => <MatterStatusTag status={matter.status} />, width: 120 },
            {
              title: t('table.actions'),
              width: 150,
              render: (_, matter) => (
                <Button size="small" onClick={() => confirm(matter)} data-testid={archived ? 'withdraw-archive' : 'archive-matter'}>
                  {archived ? t('actions.withdraw') : t('actions.archive')}
                </Button>
              ),
            },
          ]}
        />
      </Space>
      <StartMatterDialog open={isStarting} onClose={() => setStarting(false)} />
    </Card>
  );
};
