import { CrownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Popconfirm, Segmented, Select, Space, Switch, Table, Tag, Tooltip } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDepartment, CompanyPerson } from '@app/contracts';
import { useLocale } from '../../../../i18n';
import { formatDate } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { sessionKeys, useSession } from '../../../auth';
import { addPerson, changeAdmin, deletePerson, switchRight, updatePerson, type PersonFields, type SwitchKind } from '../api';
import { ORGANISATION_NS, PEOPLE_PAGE_SIZE } from '../constants';
import { companyPeopleKeys, useDepartmentsQuery, usePeopleQuery } from '../queries';
import { PersonFormDialog } from './PersonFormDialog';

type StatusFilter = 'all' | 'granted' | 'cancelled';
const STATUS_CODES: Record<StatusFilter, 1 | 2 | undefined> = { all: undefined, granted: 1, cancelled: 2 };
type JobFilter = 'any' | 'current' | 'previous';
const JOB_CODES: Record<JobFilter, 1 | 2 | undefined> = { any: undefined, current: 1, previous: 2 };

/** Department names by id, through every level of the trees. */
const departmentNames = (departments: CompanyDepartment[], names = new Map<string, string>()) => {
  for (const department of departments) {
    names.set(department.id, department.name);
    departmentNames(department.children, names);
  }
  return names;
};

export type CompanyPeopleTableProps = {
  /** Only the people of this department and its sub-departments; new accounts start in it. */
  deptId?: string;
  /** Card title; the staff page's by default. */
  title?: ReactNode;
};

/**
 * /manage/comp/staff (spec §6): the organisation's accounts; the admin grants
 * or cancels login access, AI secretary and document generation per account,
 * adds, edits and deletes accounts and hands the admin role on.
 */
export const CompanyPeopleTable = ({ deptId, title }: CompanyPeopleTableProps = {}) => {
  const { t } = useTranslation(ORGANISATION_NS);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { userInfo } = useSession();
  const selfId = userInfo?.sassUser.id;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [job, setJob] = useState<JobFilter>('any');
  const [editing, setEditing] = useState<CompanyPerson | 'new'>();
  const [busyId, setBusyId] = useState<string>();
  const list = usePeopleQuery({ page, limit: PEOPLE_PAGE_SIZE, queryName: search || undefined, accountStatus: STATUS_CODES[status], jobStatus: JOB_CODES[job], deptId });
  const departments = useDepartmentsQuery();
  const names = useMemo(() => departmentNames(departments.data?.list ?? []), [departments.data]);

  /** Runs a call; the server's message (e.g. -9 maximum accounts) is shown by the reply policy. */
  const change = async (work: () => Promise<unknown>, successKey: string, id?: string) => {
    setBusyId(id);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: companyPeopleKeys.all });
      notify.toast('success', t(successKey));
      return true;
    } catch {
      return false;
    } finally {
      setBusyId(undefined);
    }
  };

  const handleSubmit = (values: PersonFields) =>
    editing && editing !== 'new' ? change(() => updatePerson(editing.id, values), 'messages.saved') : change(() => addPerson(values), 'messages.added');

  const handleChangeAdmin = async (person: CompanyPerson) => {
    if (await change(() => changeAdmin(person.id), 'messages.adminChanged', person.id)) {
      // The caller is no longer the admin: the session (roles, menu) changes.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    }
  };

  const rightSwitch = (person: CompanyPerson, type: SwitchKind, checked: boolean, label: string, disabled = false) => (
    <Switch
      size="small"
      checked={checked}
      disabled={disabled}
      loading={busyId === person.id}
      aria-label={t('columns.switchLabel', { right: label, name: person.name ?? person.phone ?? '' })}
      onChange={(open) => void change(() => switchRight(person.id, type, open), open ? 'messages.opened' : 'messages.closed', person.id)}
    />
  );

  const usage = list.data;
  return (
    <Card size="small" title={title ?? t('title')}>
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        {usage && (
          <Alert
            type={usage.activeUsers >= usage.maxUsers ? 'warning' : 'info'}
            showIcon
            message={t('usage', { active: usage.activeUsers, max: usage.maxUsers })}
            description={usage.activeUsers >= usage.maxUsers ? t('usageFull') : undefined}
          />
        )}
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Input.Search allowClear placeholder={t('search')} aria-label={t('search')} onSearch={(value) => (setSearch(value.trim()), setPage(1))} style={{ width: 240 }} />
            <Segmented<StatusFilter>
              value={status}
              onChange={(value) => (setStatus(value), setPage(1))}
              options={(['all', 'granted', 'cancelled'] as const).map((value) => ({ value, label: t(`filters.${value}`) }))}
            />
            <Select<JobFilter>
              value={job}
              style={{ width: 160 }}
              aria-label={t('form.jobStatus')}
              onChange={(value) => (setJob(value), setPage(1))}
              options={(['any', 'current', 'previous'] as const).map((value) => ({ value, label: t(`jobFilters.${value}`) }))}
            />
          </Space>
          <Button type="primary" onClick={() => setEditing('new')} data-testid="person-add">
            {t('actions.add')}
          </Button>
        </Space>
        <Table<CompanyPerson>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
          pagination={{ current: page, pageSize: PEOPLE_PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          scroll={{ x: 1000 }}
          columns={[
            {
              title: t('columns.name'),
              key: 'name',
              render: (_value, person) => (
                <Space wrap size={4}>
                  <span>{person.name || '—'}</span>
                  {person.isAdmin && (
                    <Tag color="gold" icon={<CrownOutlined />}>
                      {t('admin')}
                    </Tag>
                  )}
                  {person.id === selfId && <Tag>{t('you')}</Tag>}
                  {person.jobStatus === 2 && <Tag color="default">{t('jobStatus.previous')}</Tag>}
                </Space>
              ),
            },
            { title: t('columns.department'), dataIndex: 'deptId', render: (value: string | null) => (value && names.get(value)) || '—' },
            { title: t('columns.job'), dataIndex: 'job', render: (value: string | null) => value || '—' },
            { title: t('columns.phone'), dataIndex: 'phone', render: (value: string | null) => (value ? `+${value}` : '—') },
            { title: t('columns.email'), dataIndex: 'email', render: (value: string | null) => value || '—' },
            {
              title: t('columns.loginAccess'),
              key: 'login',
              width: 110,
              render: (_value, person) => {
                const locked = person.isAdmin || person.id === selfId;
                const control = rightSwitch(person, 1, person.accountStatus === 1, t('columns.loginAccess'), locked);
                return locked ? <Tooltip title={t('adminLoginLocked')}>{control}</Tooltip> : control;
              },
            },
            { title: t('columns.secretary'), key: 'secretary', width: 110, render: (_value, person) => rightSwitch(person, 2, person.secretarySwitch === 1, t('columns.secretary')) },
            { title: t('columns.documents'), key: 'documents', width: 120, render: (_value, person) => rightSwitch(person, 3, person.fileSwitch === 1, t('columns.documents')) },
            { title: t('columns.createDate'), dataIndex: 'createDate', width: 120, render: (value: string) => formatDate(value, locale) },
            {
              title: t('columns.actions'),
              key: 'actions',
              width: 220,
              render: (_value, person) => (
                <Space size="middle">
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(person)}>
                    {t('actions.edit')}
                  </Button>
                  {!person.isAdmin && person.accountStatus === 1 && (
                    <Popconfirm title={t('changeAdminConfirm', { name: person.name ?? person.phone ?? '' })} okText={t('actions.changeAdmin')} cancelText={t('actions.cancel')} onConfirm={() => handleChangeAdmin(person)}>
                      <Button type="link" size="small" style={{ padding: 0 }} data-testid={`change-admin-${person.id}`}>
                        {t('actions.changeAdmin')}
                      </Button>
                    </Popconfirm>
                  )}
                  {!person.isAdmin && person.id !== selfId && (
                    <Popconfirm title={t('deleteConfirm', { name: person.name ?? person.phone ?? '' })} okText={t('actions.delete')} cancelText={t('actions.cancel')} onConfirm={() => change(() => deletePerson(person.id), 'messages.deleted', person.id)}>
                      <Button type="link" size="small" danger style={{ padding: 0 }}>
                        {t('actions.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Space>
      {editing && <PersonFormDialog person={editing === 'new' ? undefined : editing} defaultDeptId={deptId} onSubmit={handleSubmit} onClose={() => setEditing(undefined)} />}
    </Card>
  );
};
