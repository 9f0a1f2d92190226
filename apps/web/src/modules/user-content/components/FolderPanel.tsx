import { DeleteOutlined, EditOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Popconfirm, Space, Spin, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavoritesFolder } from '@app/contracts';
import { notify } from '../../../lib/notify';
import { addFolder, deleteFolder, updateFolder } from '../api';
import { USER_CONTENT_NS } from '../constants';
import { collectKeys, useFoldersQuery } from '../queries';
import { FolderFormDialog, type FolderFormValues } from './FolderFormDialog';

export type FolderPanelProps = {
  /** The folder shown on the right; undefined for every item. */
  selectedId: string | undefined;
  onSelect: (folderId: string | undefined) => void;
};

/** The favourites folders: "all items", then each folder with its count; add, rename and delete. */
export const FolderPanel = ({ selectedId, onSelect }: FolderPanelProps) => {
  const { t } = useTranslation(USER_CONTENT_NS);
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const folders = useFoldersQuery();
  const [editing, setEditing] = useState<FavoritesFolder | 'new'>();
  const list = folders.data?.list ?? [];
  const totalItems = list.reduce((sum, folder) => sum + folder.itemCount, 0);

  const refresh = () => queryClient.invalidateQueries({ queryKey: collectKeys.all });

  const handleSubmit = async (values: FolderFormValues): Promise<boolean> => {
    try {
      if (editing && editing !== 'new') await updateFolder({ id: editing.id, ...values });
      else onSelect(await addFolder(values));
      await refresh();
      notify.toast('success', t('folder.saved'));
      return true;
    } catch {
      // the display policy showed the server's message ('Record exists. Do not duplicate.')
      return false;
    }
  };

  const handleDelete = async (folder: FavoritesFolder) => {
    try {
      await deleteFolder(folder.id);
      if (selectedId === folder.id) onSelect(undefined);
      await refresh();
      notify.toast('success', t('folder.deleted', { name: folder.name }));
    } catch {
      // shown by the display policy
    }
  };

  /** One selectable line: icon, name (cut to fit), count, then its actions. */
  const row = (key: string, selected: boolean, onClick: () => void, name: ReactNode, count: number, note?: string | null, actions?: ReactNode) => (
    <div
      key={key}
      role="button"
      tabIndex={0}
      aria-current={selected ? 'true' : undefined}
      onClick={onClick}
      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), onClick())}
      style={{ cursor: 'pointer', padding: '6px 8px', borderRadius: token.borderRadius, background: selected ? token.controlItemBgActive : undefined }}
    >
      <Flex align="center" gap={8}>
        <FolderOutlined />
        <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary">{count}</Typography.Text>
        {actions}
      </Flex>
      {note && (
        <Typography.Text type="secondary" ellipsis style={{ display: 'block', paddingInlineStart: 22, fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </div>
  );

  return (
    <Card
      title={t('folder.title')}
      size="small"
      extra={
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="folder-add">
          {t('folder.add')}
        </Button>
      }
    >
      <Spin spinning={folders.isLoading}>
        <Flex vertical gap={2}>
          {row('all', selectedId === undefined, () => onSelect(undefined), t('folder.all'), totalItems)}
          {list.map((folder) =>
            row(
              folder.id,
              selectedId === folder.id,
              () => onSelect(folder.id),
              folder.name,
              folder.itemCount,
              folder.instructions,
              <Space size={0} onClick={(event) => event.stopPropagation()}>
                <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('folder.rename', { name: folder.name })} onClick={() => setEditing(folder)} />
                <Popconfirm
                  title={t('folder.deleteConfirm', { name: folder.name, items: folder.itemCount })}
                  okText={t('actions.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('actions.cancel')}
                  onConfirm={() => handleDelete(folder)}
                >
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('folder.delete', { name: folder.name })} />
                </Popconfirm>
              </Space>,
            ),
          )}
        </Flex>
        {!folders.isLoading && list.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('folder.empty')} />}
      </Spin>
      {editing && <FolderFormDialog folder={editing === 'new' ? undefined : editing} onSubmit={handleSubmit} onClose={() => setEditing(undefined)} />}
    </Card>
  );
};
