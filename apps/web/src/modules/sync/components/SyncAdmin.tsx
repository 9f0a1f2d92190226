import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { SyncRun, SyncSource } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { SYNC_NS } from '../constants';
import { useRunSyncNow, useSyncStatusQuery } from '../queries';

const STATUS_COLOURS: Record<SyncRun['status'], string> = { running: 'processing', ok: 'success', failed: 'error' };
const MINUTES_PER_DAY = 24 * 60;

/** /admin/sync (staff): each public source, whether it is switched on, its last runs with counts and errors, the next run, and "run now". */
export const SyncAdmin = () => {
  const { t } = useTranslation(SYNC_NS);
  const locale = useLocale();
  const status = useSyncStatusQuery();
  const runNow = useRunSyncNow();

  const scheduleOf = (source: SyncSource) => {
    if (source.dailyAt) return t('sync.schedule.daily', { time: source.dailyAt });
    const minutes = source.everyMinutes ?? 0;
    if (minutes % MINUTES_PER_DAY === 0) return t('sync.schedule.everyDays', { days: minutes / MINUTES_PER_DAY });
    if (minutes % 60 === 0) return t('sync.schedule.everyHours', { hours: minutes / 60 });
    return t('sync.schedule.everyMinutes', { minutes });
  };
  const time = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const counts = (run: SyncRun) => (
    <Descriptions size="small" column={3} colon>
      {(['fetched', 'inserted', 'updated', 'unchanged', 'rejected', 'requests'] as const).map((field) => (
        <Descriptions.Item key={field} label={t(`sync.counts.${field}`)}>
          {formatNumber(run[field], locale)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
  const problems = (run: SyncRun) =>
    run.error || run.notes.length > 0 ? (
      <Space orientation="vertical" size={2}>
        {run.error && <Typography.Text type="danger">{t('sync.errorLabel', { error: run.error })}</Typography.Text>}
        {run.notes.map((note, index) => (
          <Typography.Text key={index} type="secondary">
            {t(`sync.notes.${note.code}`, note.values)}
          </Typography.Text>
        ))}
      </Space>
    ) : null;
  const runLine = (run: SyncRun) => (
    <Space wrap>
      <Tag color={STATUS_COLOURS[run.status]}>{t(`sync.runStatus.${run.status}`)}</Tag>
      <Typography.Text>{time(run.startedAt)}</Typography.Text>
      <Typography.Text type="secondary">{t(`sync.trigger.${run.trigger}`)}</Typography.Text>
    </Space>
  );

  const request = async (source: SyncSource) => {
    try {
      await runNow.mutateAsync(source.id);
      notify.toast('success', t('sync.requested'));
    } catch {
      // shown by the display policy
    }
  };

  const columns: ColumnsType<SyncSource> = [
    {
      key: 'source',
      title: t('sync.columns.source'),
      render: (_, source) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{t(`sync.sources.${source.id}`)}</Typography.Text>
          <Typography.Text type="secondary">{`${source.host} · ${scheduleOf(source)}`}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'enabled',
      title: t('sync.columns.enabled'),
      render: (_, source) => (source.enabled ? <Tag color="green">{t('sync.enabled.on')}</Tag> : <Tag>{t('sync.enabled.off')}</Tag>),
    },
    {
      key: 'lastRun',
      title: t('sync.columns.lastRun'),
      render: (_, source) => {
        const last = source.runs[0];
        if (!last) return <Typography.Text type="secondary">{t('sync.neverRun')}</Typography.Text>;
        return (
          <Space orientation="vertical" size={4}>
            {runLine(last)}
            {counts(last)}
            {problems(last)}
            {source.lastSuccessAt && last.status !== 'ok' && <Typography.Text type="secondary">{t('sync.lastSuccess', { time: time(source.lastSuccessAt) })}</Typography.Text>}
          </Space>
        );
      },
    },
    {
      key: 'nextRun',
      title: t('sync.columns.nextRun'),
      render: (_, source) => (source.manualPending ? t('sync.waiting') : time(source.nextRunAt)),
    },
    {
      key: 'action',
      title: t('sync.columns.action'),
      render: (_, source) => (
        <Button size="small" data-testid={`sync-run-${source.id}`} disabled={!source.enabled || source.manualPending} loading={runNow.isPending && runNow.variables === source.id} onClick={() => void request(source)}>
          {t('sync.runNow')}
        </Button>
      ),
    },
  ];

  return (
    <Card size="small" title={t('sync.title')}>
      <Alert type="info" showIcon title={t('sync.intro')} style={{ marginBottom: 16 }} />
      <Table<SyncSource>
        rowKey="id"
        size="small"
        loading={status.isLoading}
        columns={columns}
        dataSource={status.data?.sources ?? []}
        pagination={false}
        expandable={{
          rowExpandable: (source) => source.runs.length > 1,
          expandedRowRender: (source) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text strong>{t('sync.earlierRuns')}</Typography.Text>
              {source.runs.slice(1).map((run) => (
                <Space key={run.id} direction="vertical" size={2}>
                  {runLine(run)}
                  {counts(run)}
                  {problems(run)}
                </Space>
              ))}
            </Space>
          ),
        }}
      />
    </Card>
  );
};
