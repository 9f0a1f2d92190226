import { FOLDER_RIGHTS, type FolderRight, type PermissionEntry } from '@app/contracts';
import { ApartmentOutlined, DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { FILES_NS } from '../constants';
import { useFilesMutation, usePermissionSubjectsQuery, usePermissionsQuery } from '../queries';

export type PermissionsTarget = { id: string; name: string };
type Row = PermissionEntry & { subjectName: string | null };

const keyOf = (entry: Pick<PermissionEntry, 'subjectType' | 'subjectId'>) => `${entry.subjectType}:${entry.subjectId}`;

/**
 * A folder's permissions (spec §3: read, download, read-write for people or departments of the organisation).
 * Everyone who may read the folder sees which entries apply and where they come from; the organisation's
 * administrator adds and removes entries. The first change to a folder that inherits gives it entries of its
 * own, starting from the inherited ones; removing the last one returns it to inheriting. The server checks
 * every right; this screen only shows and sends them.
 */
export const PermissionsDialog = ({ folder, rootName, onClose }: { folder: PermissionsTarget | undefined; rootName: string; onClose: () => void }) => {
  const { t } = useTranslation(FILES_NS);
  const permissions = usePermissionsQuery(folder?.id);
  const canManage = permissions.data?.canManage === true;
  const subjects = usePermissionSubjectsQuery(canManage && Boolean(folder));
  const save = useFilesMutation((entries: PermissionEntry[]) => api.setFolderPermissions(folder!.id, entries));
  const [subject, setSubject] = useState<string>();
  const [right, setRight] = useState<FolderRight>('read');

  const data = permissions.data;
  const own = data?.inheritedFrom?.id === folder?.id;
  const rows: Row[] = data?.list ?? [];
  const sourceName = data?.inheritedFrom ? data.inheritedFrom.name || rootName : '';

  const options = useMemo(() => {
    if (!subjects.data) return [];
    return [
      {
        label: t('permissions.people'),
        options: subjects.data.people.map((person) => ({ value: `user:${person.id}`, label: person.isAdmin ? t('permissions.adminName', { name: person.name }) : person.name })),
      },
      { label: t('permissions.departments'), options: subjects.data.departments.map((dept) => ({ value: `department:${dept.id}`, label: dept.name })) },
    ];
  }, [subjects.data, t]);

  const submit = async (entries: PermissionEntry[], done: string) => {
    try {
      await save.mutateAsync(entries);
      notify.toast('success', done);
    } catch {
      // the display policy showed the reason
    }
  };
  const plain = (list: Row[]): PermissionEntry[] => list.map(({ subjectType, subjectId, right: value }) => ({ subjectType, subjectId, right: value }));

  const handleAdd = async () => {
    if (!subject) return;
    const [subjectType, subjectId] = subject.split(':') as [PermissionEntry['subjectType'], string];
    // a folder that inherits gets its own entries, starting from the inherited ones
    const next = plain(rows).filter((entry) => keyOf(entry) !== subject);
    next.push({ subjectType, subjectId, right });
    await submit(next, t('permissions.saved'));
    setSubject(undefined);
  };
  const handleRemove = (row: Row) => void submit(plain(rows.filter((entry) => keyOf(entry) !== keyOf(row))), t('permissions.saved'));
  const handleInherit = () =>
    notify.confirm({
      title: t('permissions.inheritTitle'),
      content: t('permissions.inheritContent'),
      okText: t('permissions.inherit'),
      onOk: () => submit([], t('permissions.saved')),
    });

  return (
    <Modal open={Boolean(folder)} title={t('permissions.title', { name: folder?.name || rootName })} footer={null} onCancel={onClose} width={680} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="permissions-dialog">
        {data && !data.inheritedFrom && <Alert type="info" showIcon title={t('permissions.open')} data-testid="permissions-open" />}
        {data?.inheritedFrom && !own && <Alert type="info" showIcon title={t('permissions.inherited', { name: sourceName })} data-testid="permissions-inherited" />}
        {data?.inheritedFrom && own && <Alert type="success" showIcon title={t('permissions.own')} />}
        <Table<Row>
          rowKey={keyOf}
          size="small"
          pagination={false}
          loading={permissions.isLoading}
          dataSource={rows}
          locale={{ emptyText: t('permissions.none') }}
          columns={[
            {
              title: t('permissions.subject'),
              key: 'subject',
              render: (_, row) => (
                <Space>
                  {row.subjectType === 'user' ? <UserOutlined /> : <ApartmentOutlined />}
                  <span>{row.subjectName ?? t('permissions.gone')}</span>
                  <Typography.Text type="secondary">{t(`permissions.kind.${row.subjectType}`)}</Typography.Text>
                </Space>
              ),
            },
            { title: t('permissions.right'), key: 'right', width: 200, render: (_, row) => t(`permissions.rights.${row.right}`) },
            {
              title: t('permissions.source'),
              key: 'source',
              width: 140,
              render: () => (own ? t('permissions.thisFolder') : sourceName),
            },
            ...(canManage
              ? [
                  {
                    title: '',
                    key: 'remove',
                    width: 90,
                    render: (_: unknown, row: Row) => (
                      <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => handleRemove(row)} data-testid={`permission-remove-${row.subjectName ?? row.subjectId}`}>
                        {t('permissions.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {canManage ? (
          <>
            <Space wrap>
              <Select
                showSearch
                allowClear
                style={{ width: 280 }}
                placeholder={t('permissions.choose')}
                value={subject}
                onChange={(value: string | undefined) => setSubject(value)}
                options={options}
                optionFilterProp="label"
                loading={subjects.isLoading}
                data-testid="permission-subject"
              />
              <Select<FolderRight>
                style={{ width: 200 }}
                value={right}
                onChange={setRight}
                options={FOLDER_RIGHTS.map((value) => ({ value, label: t(`permissions.rights.${value}`) }))}
                data-testid="permission-right"
              />
              <Button type="primary" disabled={!subject} loading={save.isPending} onClick={() => void handleAdd()} data-testid="permission-add">
                {t('permissions.add')}
              </Button>
            </Space>
            <Typography.Text type="secondary">{own || !data?.inheritedFrom ? t('permissions.effect') : t('permissions.addInherited', { name: sourceName })}</Typography.Text>
            {own && (
              <Button onClick={handleInherit} data-testid="permission-inherit">
                {t('permissions.inherit')}
              </Button>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">{t('permissions.adminOnly')}</Typography.Text>
        )}
      </Space>
    </Modal>
  );
};
