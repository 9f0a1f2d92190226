import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Space, Spin, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDepartment } from '@app/contracts';
import { notify } from '../../../../lib/notify';
import { addDepartment, deleteDepartment, renameDepartment } from '../api';
import { ORGANISATION_NS } from '../constants';
import { companyPeopleKeys, useDepartmentsQuery } from '../queries';
import { DepartmentNameDialog } from './DepartmentNameDialog';

export type DepartmentTreeProps = {
  selectedId?: string;
  /** A department's id, or undefined for everyone. */
  onSelect: (id: string | undefined) => void;
};

type Editing = { kind: 'add'; parent?: CompanyDepartment } | { kind: 'rename'; department: CompanyDepartment };

/** Clicks on a node's buttons must not select the node. */
const stop = (event: MouseEvent) => event.stopPropagation();

/** The department `id` anywhere in the trees. */
export const findDepartment = (departments: CompanyDepartment[], id: string): CompanyDepartment | undefined => {
  for (const department of departments) {
    const found = department.id === id ? department : findDepartment(department.children, id);
    if (found) return found;
  }
  return undefined;
};

/**
 * /manage/comp/org (spec §3 Department): the organisation's departments as a
 * tree with person counts; the admin adds (sub-)departments, renames and
 * deletes them (their sub-departments go too, their people stay).
 */
export const DepartmentTree = ({ selectedId, onSelect }: DepartmentTreeProps) => {
  const { t } = useTranslation(ORGANISATION_NS);
  const queryClient = useQueryClient();
  const departments = useDepartmentsQuery();
  const [editing, setEditing] = useState<Editing>();
  const roots = departments.data?.list ?? [];

  /** Runs a call and refreshes departments and people; the server's message is shown by the reply policy. */
  const change = async (work: () => Promise<unknown>, successKey: string) => {
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: companyPeopleKeys.all });
      notify.toast('success', t(successKey));
      return true;
    } catch {
      return false;
    }
  };

  const handleDelete = async (department: CompanyDepartment) => {
    const gone = await change(() => deleteDepartment(department.id), 'org.deleted');
    // The selection may have been the department or one below it.
    if (gone && selectedId && findDepartment([department], selectedId)) onSelect(undefined);
  };

  const toNode = (department: CompanyDepartment): DataNode => ({
    key: department.id,
    children: department.children.map(toNode),
    title: (
      <Space size={4} data-testid={`dept-${department.id}`}>
        <span>{department.name}</span>
        <Typography.Text type="secondary">({t('org.count', { count: department.personCount })})</Typography.Text>
        <span onClick={stop} role="presentation">
          <Tooltip title={t('org.addSub')}>
            <Button type="text" size="small" icon={<PlusOutlined />} aria-label={`${t('org.addSub')}: ${department.name}`} onClick={() => setEditing({ kind: 'add', parent: department })} />
          </Tooltip>
          <Tooltip title={t('org.rename')}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${t('org.rename')}: ${department.name}`} onClick={() => setEditing({ kind: 'rename', department })} />
          </Tooltip>
          <Popconfirm title={t('org.deleteConfirm', { name: department.name })} okText={t('org.delete')} okButtonProps={{ danger: true }} cancelText={t('actions.cancel')} onConfirm={() => handleDelete(department)}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('org.delete')}: ${department.name}`} />
          </Popconfirm>
        </span>
      </Space>
    ),
  });

  const dialog = (() => {
    if (!editing) return null;
    if (editing.kind === 'rename') {
      const { department } = editing;
      return (
        <DepartmentNameDialog
          title={t('org.renameTitle', { name: department.name })}
          initialName={department.name}
          onSubmit={(name) => change(() => renameDepartment(department.id, name), 'org.renamed')}
          onClose={() => setEditing(undefined)}
        />
      );
    }
    const { parent } = editing;
    return (
      <DepartmentNameDialog
        title={parent ? t('org.addSubTitle', { name: parent.name }) : t('org.addTitle')}
        onSubmit={(name) => change(() => addDepartment(name, parent?.id), 'org.added')}
        onClose={() => setEditing(undefined)}
      />
    );
  })();

  return (
    <Card
      size="small"
      title={t('org.departments')}
      extra={
        <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })} data-testid="dept-add">
          {t('org.addDepartment')}
        </Button>
      }
    >
      <Button type={selectedId ? 'text' : 'link'} size="small" onClick={() => onSelect(undefined)} style={{ paddingInline: 4, marginBottom: 8 }}>
        {t('org.allPeople')}
      </Button>
      {departments.isLoading ? (
        <Spin />
      ) : roots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('org.empty')} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          selectedKeys={selectedId ? [selectedId] : []}
          treeData={roots.map(toNode)}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
        />
      )}
      {dialog}
    </Card>
  );
};
