import type { FileNode } from '@app/contracts';
import { DeleteOutlined, LockOutlined, DownloadOutlined, EyeOutlined, FileOutlined, FolderAddOutlined, FolderOutlined, HistoryOutlined, InboxOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Card, Col, Dropdown, Input, Modal, Row, Select, Space, Table, Tabs, Tree, TreeSelect, Typography, Upload } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSessionToken } from '../../auth';
import * as api from '../api';
import { FILES_NS, type FilesContext } from '../constants';
import { useFilesMutation, useFilesQuery, useSpacesQuery, useTreeQuery, useVersionsQuery } from '../queries';
import { formatStoredFileSize, typeLabelOf } from '../utils';
import { PermissionsDialog, type PermissionsTarget } from './PermissionsDialog';
import { PreviewDrawer, type PreviewTarget } from './PreviewDrawer';
import { RecycleBin } from './RecycleBin';
import { ShareDialog } from './ShareDialog';
import { ShareManager } from './ShareManager';
import { Thumbnail } from './Thumbnail';

type Sort = api.ListFilesQuery['sort'];
type TreeNode = { key: string; title: string; children: TreeNode[]; isLeaf?: boolean };

/** The folder tree of a space as AntD tree data (the root first). */
const buildTree = (rootId: string, rootTitle: string, folders: { id: string; parentId: string | null; name: string }[]): TreeNode[] => {
  const nodes = new Map<string, TreeNode>(folders.map((folder) => [folder.id, { key: folder.id, title: folder.parentId === null ? rootTitle : folder.name, children: [] }]));
  for (const folder of folders) if (folder.parentId) nodes.get(folder.parentId)?.children.push(nodes.get(folder.id)!);
  for (const node of nodes.values()) node.children.sort((a, b) => a.title.localeCompare(b.title));
  const root = nodes.get(rootId);
  return root ? [root] : [];
};

export type FileManagerProps = {
  context: FilesContext;
  /** The space and folder to open first (a link from elsewhere, e.g. a generated document's folder). */
  initialSpace?: string;
  initialFolderId?: string;
};

/**
 * The organisation's file store (issue 16): spaces (the organisation's and each client company's for
 * advisers), folder tree, table with size, type, uploader and time, drag-and-drop upload of several files
 * with progress, preview, versions, share links, and the recycle bin. The server checks every permission;
 * the buttons only follow the rights it reports.
 */
export const FileManager = ({ context, initialSpace, initialFolderId }: FileManagerProps) => {
  const { t } = useTranslation(FILES_NS);
  const locale = useLocale();
  const token = useSessionToken();
  const [tab, setTab] = useState('files');
  const [space, setSpace] = useState(initialSpace ?? 'org');
  const [folderId, setFolderId] = useState<string | undefined>(initialFolderId);
  const [keyword, setKeyword] = useState<string>();
  const [sort, setSort] = useState<{ sort: Sort; order: 'asc' | 'desc' }>({ sort: 'name', order: 'asc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [preview, setPreview] = useState<PreviewTarget>();
  const [sharing, setSharing] = useState<FileNode>();
  const [versionsOf, setVersionsOf] = useState<FileNode>();
  const [permissionsOf, setPermissionsOf] = useState<PermissionsTarget>();
  const [dialog, setDialog] = useState<{ kind: 'folder' | 'rename' | 'move' | 'copy'; node?: FileNode }>();
  const [dialogValue, setDialogValue] = useState('');

  const spaces = useSpacesQuery();
  const tree = useTreeQuery(space);
  const query: api.ListFilesQuery = { space, folderId, keyword, ...sort, page, limit: 20 };
  const files = useFilesQuery(query);
  const versions = useVersionsQuery(versionsOf?.id);
  const addFolder = useFilesMutation(api.addFolder);
  const rename = useFilesMutation(api.renameItem);
  const move = useFilesMutation(api.moveItems);
  const copy = useFilesMutation(api.copyItems);
  const remove = useFilesMutation(api.deleteItems);
  const refresh = useFilesMutation(async () => undefined);

  const rights = files.data?.folder.rights;
  const treeData = useMemo(() => (tree.data ? buildTree(tree.data.rootId, t('tree.root'), tree.data.list) : []), [tree.data, t]);
  const treeSelectData = useMemo(() => {
    type Option = { value: string; title: string; children: Option[] };
    const convert = (nodes: TreeNode[]): Option[] => nodes.map((node) => ({ value: node.key, title: node.title, children: convert(node.children) }));
    return convert(treeData);
  }, [treeData]);

  const openFolder = (id: string | undefined) => {
    setFolderId(id);
    setKeyword(undefined);
    setPage(1);
    setSelected([]);
  };

  const handleDialogOk = async () => {
    if (!dialog) return;
    try {
      if (dialog.kind === 'folder') await addFolder.mutateAsync({ space, parentId: folderId, name: dialogValue });
      if (dialog.kind === 'rename' && dialog.node) await rename.mutateAsync({ id: dialog.node.id, name: dialogValue });
      const ids = dialog.node ? [dialog.node.id] : selected;
      if (dialog.kind === 'move') await move.mutateAsync({ ids, targetId: dialogValue });
      if (dialog.kind === 'copy') await copy.mutateAsync({ ids, targetId: dialogValue });
      notify.toast('success', t('done'));
      setDialog(undefined);
      setSelected([]);
    } catch {
      // the display policy showed the reason
    }
  };

  const handleDelete = (ids: string[]) =>
    notify.confirm({
      title: t('delete.title'),
      content: t('delete.content', { days: 30 }),
      okText: t('delete.ok'),
      onOk: async () => {
        try {
          await remove.mutateAsync(ids);
          setSelected([]);
          notify.toast('success', t('delete.done'));
        } catch {
          // shown by the display policy
        }
      },
    });

  const columns: TableProps<FileNode>['columns'] = [
    {
      title: t('columns.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (_, node) =>
        node.kind === 'folder' ? (
          <Button type="link" icon={<FolderOutlined />} onClick={() => openFolder(node.id)} style={{ padding: 0 }}>
            {node.name}
          </Button>
        ) : (
          <Space>
            {node.thumbnail ? <Thumbnail src={api.thumbnailUrl(node.id, token, locale)} name={node.name} /> : <FileOutlined />}
            <span>{node.name}</span>
          </Space>
        ),
    },
    { title: t('columns.size'), key: 'size', sorter: true, width: 110, render: (_, node) => (node.sizeBytes === null ? '—' : formatStoredFileSize(node.sizeBytes)) },
    { title: t('columns.type'), key: 'type', sorter: true, width: 90, render: (_, node) => (node.kind === 'folder' ? t('folder') : typeLabelOf(node.name, node.kind)) },
    { title: t('columns.uploader'), dataIndex: 'uploaderName', key: 'uploader', width: 140, render: (value: string | null) => value ?? '—' },
    { title: t('columns.updatedAt'), key: 'updatedAt', sorter: true, width: 170, render: (_, node) => formatDateTime(node.updatedAt, locale) },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 260,
      render: (_, node) => (
        <Space size={0} wrap>
          {node.kind === 'file' && node.previewKind !== 'none' && (
            <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setPreview({ kind: 'own', node })} data-testid={`preview-${node.name}`}>
              {t('actions.preview')}
            </Button>
          )}
          {node.rights.download && (
            <Button size="small" type="link" icon={<DownloadOutlined />} href={node.kind === 'file' ? api.downloadUrl(node.id, token, locale) : api.zipUrl(node.id, token, locale)}>
              {node.kind === 'file' ? t('actions.download') : t('actions.zip')}
            </Button>
          )}
          <Button size="small" type="link" icon={<ShareAltOutlined />} onClick={() => setSharing(node)} data-testid={`share-${node.name}`}>
            {t('actions.share')}
          </Button>
          <Dropdown
            menu={{
              items: [
                ...(node.kind === 'file' ? [{ key: 'versions', icon: <HistoryOutlined />, label: t('actions.versions') }] : []),
                ...(node.kind === 'folder' ? [{ key: 'permissions', icon: <LockOutlined />, label: <span data-testid={`permissions-${node.name}`}>{t('actions.permissions')}</span> }] : []),
                { key: 'rename', label: t('actions.rename'), disabled: !rights?.write },
                { key: 'move', label: t('actions.move'), disabled: !rights?.write },
                { key: 'copy', label: t('actions.copy') },
                { key: 'delete', danger: true, icon: <DeleteOutlined />, label: t('actions.delete'), disabled: !rights?.write },
              ],
              onClick: ({ key }) => {
                if (key === 'versions') setVersionsOf(node);
                if (key === 'permissions') setPermissionsOf({ id: node.id, name: node.name });
                if (key === 'delete') handleDelete([node.id]);
                if (key === 'rename' || key === 'move' || key === 'copy') {
                  setDialogValue(key === 'rename' ? node.name : '');
                  setDialog({ kind: key, node });
                }
              },
            }}
          >
            <Button size="small" type="link" data-testid={`more-${node.name}`}>
              {t('actions.more')}
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  const uploader = (
    <Upload.Dragger
      multiple
      disabled={!rights?.write}
      showUploadList={{ showRemoveIcon: false }}
      data-testid="file-upload"
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        const upload = api.uploadWithProgress(file as File, { space, folderId }, token, locale, (percent) => onProgress?.({ percent }));
        upload.promise.then(
          (reply) => {
            if (reply.errCode === 0) {
              onSuccess?.(reply);
              refresh.mutate(undefined);
            } else {
              notify.toast('error', `${(file as File).name}: ${reply.resultMsg}`);
              onError?.(new Error(reply.resultMsg));
            }
          },
          (error: Error) => {
            notify.toast('error', t('upload.failed'));
            onError?.(error);
          },
        );
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{rights?.write === false ? t('upload.readOnly') : t('upload.hint')}</p>
      <p className="ant-upload-hint">{t('upload.limits')}</p>
    </Upload.Dragger>
  );

  const filesTab = (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Card size="small" title={t('tree.title')}>
          <Tree.DirectoryTree
            treeData={treeData}
            selectedKeys={[folderId ?? tree.data?.rootId ?? '']}
            defaultExpandAll
            expandAction={false}
            onSelect={(keys) => openFolder(keys[0] === tree.data?.rootId ? undefined : (keys[0] as string | undefined))}
          />
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Breadcrumb
            items={(files.data?.path ?? []).map((entry, index) => ({
              key: entry.id,
              title:
                index === (files.data?.path.length ?? 0) - 1 ? (
                  entry.name || t('tree.root')
                ) : (
                  <a onClick={() => openFolder(index === 0 ? undefined : entry.id)}>{entry.name || t('tree.root')}</a>
                ),
            }))}
          />
          <Space wrap>
            <Button icon={<FolderAddOutlined />} disabled={!rights?.write} onClick={() => (setDialogValue(''), setDialog({ kind: 'folder' }))} data-testid="new-folder">
              {t('actions.newFolder')}
            </Button>
            <Button disabled={selected.length === 0 || !rights?.write} onClick={() => (setDialogValue(''), setDialog({ kind: 'move' }))}>
              {t('actions.move')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => (setDialogValue(''), setDialog({ kind: 'copy' }))}>
              {t('actions.copy')}
            </Button>
            <Button danger disabled={selected.length === 0 || !rights?.write} onClick={() => handleDelete(selected)}>
              {t('actions.delete')}
            </Button>
            {files.data && (
              <Button icon={<LockOutlined />} onClick={() => setPermissionsOf({ id: files.data.folder.id, name: files.data.folder.name })} data-testid="folder-permissions">
                {t('actions.folderPermissions')}
              </Button>
            )}
            <Input.Search
              allowClear
              placeholder={t('search.placeholder')}
              onSearch={(value) => {
                setKeyword(value.trim() || undefined);
                setPage(1);
              }}
              style={{ width: 260 }}
              data-testid="file-search"
            />
          </Space>
          {uploader}
          {keyword && <Alert type="info" showIcon title={t('search.results', { keyword })} />}
          <Table<FileNode>
            rowKey="id"
            size="middle"
            data-testid="file-table"
            loading={files.isFetching}
            dataSource={files.data?.list ?? []}
            columns={columns}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
            pagination={{ current: page, pageSize: 20, total: files.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
            onChange={(_pagination, _filters, sorter) => {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              if (one?.order && one.columnKey) setSort({ sort: one.columnKey as Sort, order: one.order === 'descend' ? 'desc' : 'asc' });
              else setSort({ sort: 'name', order: 'asc' });
            }}
          />
          {files.data && (
            <Typography.Text type="secondary" data-testid="storage-usage">
              {t('usage', { used: formatStoredFileSize(files.data.usage.usedBytes), quota: formatStoredFileSize(files.data.usage.quotaBytes) })}
            </Typography.Text>
          )}
        </Space>
      </Col>
    </Row>
  );

  return (
    <Card
      title={t(`title.${context}`)}
      extra={
        (spaces.data?.list.length ?? 0) > 1 && (
          <Select
            value={space}
            style={{ minWidth: 220 }}
            onChange={(value) => {
              setSpace(value);
              openFolder(undefined);
            }}
            options={(spaces.data?.list ?? []).map((entry) => ({ value: entry.key, label: entry.key === 'org' ? t('space.org', { name: entry.label }) : t('space.client', { code: entry.label }) }))}
          />
        )
      }
    >
      <Typography.Paragraph type="secondary">{t(`intro.${context}`)}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'files', label: t('tabs.files'), children: filesTab },
          { key: 'shares', label: t('tabs.shares'), children: <ShareManager active={tab === 'shares'} /> },
          { key: 'bin', label: t('tabs.bin'), children: <RecycleBin space={space} active={tab === 'bin'} /> },
        ]}
      />
      <PreviewDrawer target={preview} onClose={() => setPreview(undefined)} />
      <ShareDialog node={sharing} onClose={() => setSharing(undefined)} />
      <PermissionsDialog folder={permissionsOf} rootName={t('tree.root')} onClose={() => setPermissionsOf(undefined)} />
      <Modal
        open={Boolean(dialog)}
        title={dialog ? t(`dialog.${dialog.kind}`) : ''}
        onCancel={() => setDialog(undefined)}
        onOk={() => void handleDialogOk()}
        okButtonProps={{ disabled: !dialogValue.trim(), 'data-testid': 'dialog-ok' } as never}
        destroyOnHidden
      >
        {dialog?.kind === 'folder' || dialog?.kind === 'rename' ? (
          <Input autoFocus value={dialogValue} maxLength={120} onChange={(event) => setDialogValue(event.target.value)} placeholder={t('dialog.namePlaceholder')} data-testid="dialog-name" />
        ) : (
          <TreeSelect style={{ width: '100%' }} treeData={treeSelectData} treeDefaultExpandAll value={dialogValue || undefined} onChange={(value: string) => setDialogValue(value)} placeholder={t('dialog.target')} />
        )}
      </Modal>
      <Modal open={Boolean(versionsOf)} title={t('versions.title', { name: versionsOf?.name ?? '' })} footer={null} onCancel={() => setVersionsOf(undefined)} destroyOnHidden>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={versions.isLoading}
          dataSource={versions.data?.list ?? []}
          columns={[
            { title: t('versions.version'), dataIndex: 'version', render: (value: number) => `v${value}` },
            { title: t('columns.size'), dataIndex: 'sizeBytes', render: (value: number) => formatStoredFileSize(value) },
            { title: t('columns.uploader'), dataIndex: 'uploaderName' },
            { title: t('columns.updatedAt'), dataIndex: 'createdAt', render: (value: string) => formatDateTime(value, locale) },
            {
              title: '',
              key: 'download',
              render: (_, row) =>
                versionsOf?.rights.download ? (
                  <Button size="small" type="link" href={api.downloadUrl(versionsOf.id, token, locale, { versionId: row.id })}>
                    {t('actions.download')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Modal>
    </Card>
  );
};
