import type { TaskView } from '@app/contracts';
import { Alert, Button, Card, Checkbox, Descriptions, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { SECRETARY_NS } from '../constants';
import { useMatterQuery, usePeopleQuery, useSecretaryMutation } from '../queries';
import { DeadlineDate, MatterStatusTag, NotesCell, RuleCell, TaskStateTag, taskLabel, useShowWarnings } from './parts';
import { MatterDocuments } from './MatterDocuments';
import { TaskEditor } from './TaskEditor';

/** /disAi/item/fileEdit?id=…: one matter with its tasks, people, reminders, related documents and the reminders sent. */
export const MatterDetail = () => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const matter = useMatterQuery(id);
  const people = usePeopleQuery();
  const showWarnings = useShowWarnings();
  const [editing, setEditing] = useState<TaskView | null>(null);
  const update = useSecretaryMutation(api.updateMatter);
  const complete = useSecretaryMutation((taskId: string) => api.completeTask(taskId));
  const reopen = useSecretaryMutation(api.reopenTask);
  const archive = useSecretaryMutation(api.archiveMatter);
  const withdraw = useSecretaryMutation(api.withdrawArchive);

  if (!id) return <Empty description={t('matter.missingId')} />;
  if (matter.isError) return <Empty description={t('matter.notFound')} />;
  const data = matter.data;
  if (!data) return <Card loading />;
  const isArchived = data.status === 2;
  const names = new Map((people.data?.list ?? []).map((person) => [person.id, person.name]));

  const saveMatter = async (changes: Parameters<typeof api.updateMatter>[0]) => showWarnings((await update.mutateAsync(changes)).warnings);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="matter-detail">
      <Card
        title={
          <Space>
            <span data-testid="matter-name">{data.name}</span>
            <MatterStatusTag status={data.status} />
          </Space>
        }
        extra={
          isArchived ? (
            <Button onClick={() => notify.confirm({ content: t('confirm.withdraw'), okText: t('actions.withdraw'), cancelText: t('actions.cancel'), onOk: () => withdraw.mutateAsync(data.id) })} data-testid="withdraw-archive">
              {t('actions.withdraw')}
            </Button>
          ) : (
            <Button onClick={() => notify.confirm({ content: t('confirm.archive'), okText: t('actions.archive'), cancelText: t('actions.cancel'), onOk: () => archive.mutateAsync(data.id) })} data-testid="archive-matter">
              {t('actions.archive')}
            </Button>
          )
        }
      >
        {isArchived && <Alert type="info" showIcon title={t('matter.archivedNote')} style={{ marginBottom: 12 }} />}
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('table.company')}>{`${data.stockCode ?? data.companyNo ?? ''} ${data.companyName} · ${t(`board.${data.board}`)}`}</Descriptions.Item>
          <Descriptions.Item label={t('matter.inputs')}>
            {Object.entries(data.inputs).map(([key, value]) => (
              <Tag key={key}>{`${t(`inputs.${key}`)}: ${value}`}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('matter.lead')}>
            <Select
              style={{ minWidth: 200 }}
              disabled={isArchived}
              value={data.lead?.id}
              onChange={(leadUserId) => saveMatter({ id: data.id, leadUserId })}
              options={(people.data?.list ?? []).map((person) => ({ value: person.id, label: person.name ?? person.id }))}
              data-testid="matter-lead"
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('matter.channels')}>
            <Space orientation="vertical" size={0}>
              <Checkbox.Group
                disabled={isArchived}
                value={data.channels}
                onChange={(channels) => saveMatter({ id: data.id, channels: channels as ('sms' | 'email' | 'wechat')[] })}
                options={(['email', 'sms', 'wechat'] as const).map((channel) => ({ value: channel, label: t(`channel.${channel}`) }))}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('matter.channelsHint')}
              </Typography.Text>
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('table.task')}>
        <Table<TaskView>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.tasks}
          data-testid="matter-tasks"
          columns={[
            {
              title: t('table.task'),
              render: (_, task) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{taskLabel(task, locale)}</Typography.Text>
                  {task.relatedDocuments.length > 0 && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{task.relatedDocuments.map((document) => document.title).join(' · ')}</Typography.Text>}
                  {task.remark && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{task.remark}</Typography.Text>}
                </Space>
              ),
            },
            { title: t('table.statutory'), render: (_, task) => <DeadlineDate date={task.statutoryDate} time={task.dueTime} />, width: 120 },
            { title: t('table.internal'), dataIndex: 'internalDate', width: 110 },
            { title: t('table.rule'), render: (_, task) => <RuleCell rule={task.rule} confidence={task.rule ? task.confidence : null} kind={task.kind} />, width: 230 },
            { title: t('table.notes'), render: (_, task) => <NotesCell notes={task.notes} /> },
            { title: t('table.lead'), render: (_, task) => <span data-testid="task-lead-name">{task.lead?.name ?? '—'}</span>, width: 100 },
            { title: t('table.state'), render: (_, task) => <Space orientation="vertical" size={0}><TaskStateTag task={task} />{task.completedDate && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{task.completedDate}</Typography.Text>}</Space>, width: 110 },
            {
              title: t('table.actions'),
              width: 150,
              render: (_, task) =>
                isArchived ? null : (
                  <Space size={4} wrap>
                    <Button size="small" onClick={() => setEditing(task)} data-testid="edit-task">
                      {t('actions.edit')}
                    </Button>
                    {task.completedDate ? (
                      <Button size="small" onClick={() => reopen.mutateAsync(task.id)}>
                        {t('actions.reopen')}
                      </Button>
                    ) : (
                      <Button size="small" type="primary" ghost onClick={async () => { await complete.mutateAsync(task.id); notify.toast('success', t('task.completed')); }} data-testid="complete-task">
                        {t('actions.complete')}
                      </Button>
                    )}
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <MatterDocuments matter={data} />
      <Card size="small" title={t('matter.deliveries')}>
        <Table
          rowKey="id"
          size="small"
          dataSource={data.deliveries}
          locale={{ emptyText: t('matter.noDeliveries') }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          data-testid="matter-deliveries"
          columns={[
            { title: t('matter.day'), dataIndex: 'day', width: 110 },
            { title: t('matter.channel'), render: (_, row) => t(`channel.${row.channel}`), width: 110 },
            { title: t('matter.recipient'), render: (_, row) => names.get(row.userId) ?? row.recipient ?? '—' },
            { title: t('table.state'), render: (_, row) => <Tag color={row.status === 'sent' ? 'success' : row.status === 'failed' ? 'error' : 'default'}>{t(`matter.status_${row.status}`)}</Tag>, width: 100 },
            { title: t('matter.attempts'), dataIndex: 'attempts', width: 80 },
            { title: '', render: (_, row) => (row.sentAt ? formatDateTime(row.sentAt, locale) : row.error && ['noPhone', 'noEmail', 'noWechat', 'switchOff'].includes(row.error) ? t(`matter.reason_${row.error}`) : (row.error ?? '')) },
          ]}
        />
      </Card>
      {editing && <TaskEditor task={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
};
