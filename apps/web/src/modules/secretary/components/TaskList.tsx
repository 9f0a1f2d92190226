import type { TaskView } from '@app/contracts';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { SECRETARY_NS, TASK_LIST_SCOPES, type TaskListRoute } from '../constants';
import { useSecretaryMutation, useTasksQuery } from '../queries';
import { ListFilters, type ListFilterValues } from './ListFilters';
import { DeadlineDate, RuleCell, TaskStateTag, taskLabel } from './parts';

const TITLES: Record<TaskListRoute, string> = { ovList: 'home.overdue', time0: 'home.today', time5: 'home.within5', time30: 'home.within30' };

/** /disAi/item/ovList, time0, time5, time30: open tasks overdue, due today, within 5 or 30 days (by the internal deadline). */
export const TaskList = ({ list }: { list: TaskListRoute }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const [filters, setFilters] = useState<ListFilterValues>({});
  const [page, setPage] = useState(1);
  const tasks = useTasksQuery({ scope: TASK_LIST_SCOPES[list], ...filters, page, limit: 20 });
  const complete = useSecretaryMutation((id: string) => api.completeTask(id));
  return (
    <Card title={t(TITLES[list])} extra={tasks.data && <Typography.Text type="secondary">{t('lists.today', { date: tasks.data.today })}</Typography.Text>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <ListFilters value={filters} onChange={(value) => { setFilters(value); setPage(1); }} withDates />
        <Table<TaskView>
          rowKey="id"
          size="small"
          loading={tasks.isLoading}
          dataSource={tasks.data?.list ?? []}
          locale={{ emptyText: t('lists.emptyTasks') }}
          pagination={{ current: page, pageSize: 20, total: tasks.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: t('table.task'), render: (_, task) => <Link to={`/disAi/item/fileEdit?id=${task.matterId}`}>{taskLabel(task, locale)}</Link> },
            { title: t('table.company'), render: (_, task) => task.companyName },
            { title: t('table.internal'), dataIndex: 'internalDate', width: 110 },
            { title: t('table.statutory'), render: (_, task) => <DeadlineDate date={task.statutoryDate} time={task.dueTime} />, width: 120 },
            { title: t('table.rule'), render: (_, task) => <RuleCell rule={task.rule} confidence={task.rule ? task.confidence : null} />, width: 200 },
            { title: t('table.lead'), render: (_, task) => task.lead?.name ?? '—', width: 110 },
            { title: t('table.state'), render: (_, task) => <TaskStateTag task={task} />, width: 100 },
            {
              title: t('table.actions'),
              width: 100,
              render: (_, task) => (
                <Button size="small" onClick={async () => { await complete.mutateAsync(task.id); notify.toast('success', t('task.completed')); }}>
                  {t('actions.complete')}
                </Button>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
};
