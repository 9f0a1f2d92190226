import type { FileNode, MatterDetail, MatterDocument } from '@app/contracts';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { useSessionToken } from '../../auth';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { SECRETARY_NS } from '../constants';
import { secretaryKeys, useSecretaryMutation } from '../queries';
import { taskLabel } from './parts';

const sizeText = (bytes: number | null) => (bytes === null ? '—' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * A matter's documents on /disAi/item/fileEdit: files of the file store attached to the matter or one of its
 * tasks. Upload (≤ 10 MB; the type is checked by content), attach a file already in the store, preview,
 * download (the file's folder rights decide) and detach (the file stays in the store).
 */
export const MatterDocuments = ({ matter }: { matter: MatterDetail }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const locale = useLocale();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const documents = useQuery({ queryKey: [...secretaryKeys.all, 'documents', matter.id], queryFn: () => api.listDocuments(matter.id) });
  const detach = useSecretaryMutation(api.detachDocument);
  const attach = useSecretaryMutation(api.attachDocument);
  const [target, setTarget] = useState<string>('matter');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [keyword, setKeyword] = useState('');
  const storeFiles = useQuery({ queryKey: [...secretaryKeys.all, 'store-files', keyword], queryFn: () => api.searchStoreFiles(keyword), enabled: picking });
  const isArchived = matter.status === 2;
  const taskNames = new Map(matter.tasks.map((task) => [task.id, taskLabel(task, locale)]));
  const taskId = target === 'matter' ? undefined : target;

  const upload = async (file: File) => {
    setProblem(null);
    setUploading(true);
    try {
      const reply = await api.uploadDocument(file, { matterId: matter.id, taskId, stockCode: matter.stockCode }, token ?? undefined, locale);
      if (reply.errCode !== 0) setProblem(reply.resultMsg);
      else notify.toast('success', t('documents.uploaded', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: secretaryKeys.all });
    } catch (error) {
      setProblem(String(error));
    } finally {
      setUploading(false);
    }
  };

  const attachFile = async (file: FileNode) => {
    setProblem(null);
    try {
      await attach.mutateAsync({ matterId: matter.id, taskId, fileId: file.id });
      notify.toast('success', t('documents.attached', { name: file.name }));
      setPicking(false);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  const previewKind = (document: MatterDocument) => (document.previewKind === 'html' ? 'render' : ['pdf', 'image', 'text'].includes(document.previewKind) ? 'inline' : null);

  return (
    <Card size="small" title={t('documents.title')} data-testid="matter-documents">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {!isArchived && (
          <Space wrap>
            <Typography.Text>{t('documents.target')}</Typography.Text>
            <Select
              style={{ minWidth: 260 }}
              value={target}
              onChange={setTarget}
              options={[{ value: 'matter', label: t('documents.wholeMatter') }, ...matter.tasks.map((task) => ({ value: task.id, label: taskLabel(task, locale) }))]}
              data-testid="document-target"
            />
            <Upload
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="document-upload">
                {t('documents.upload')}
              </Button>
            </Upload>
            <Button icon={<PaperClipOutlined />} onClick={() => setPicking(true)} data-testid="document-attach">
              {t('documents.attachExisting')}
            </Button>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('documents.limits')}
            </Typography.Text>
          </Space>
        )}
        {problem && <Alert type="error" showIcon title={problem} closable onClose={() => setProblem(null)} data-testid="document-problem" />}
        <Table<MatterDocument>
          rowKey="id"
          size="small"
          pagination={false}
          loading={documents.isLoading}
          dataSource={documents.data?.list ?? []}
          locale={{ emptyText: t('documents.empty') }}
          data-testid="document-list"
          columns={[
            {
              title: t('documents.name'),
              render: (_, document) =>
                document.available ? <Typography.Text data-testid="document-name">{document.name}</Typography.Text> : <Tag color="default">{t('documents.unavailable')}</Tag>,
            },
            { title: t('documents.attachedTo'), render: (_, document) => (document.taskId ? (taskNames.get(document.taskId) ?? '—') : t('documents.wholeMatter')) },
            { title: t('documents.size'), width: 90, render: (_, document) => sizeText(document.sizeBytes) },
            {
              title: t('table.actions'),
              width: 230,
              render: (_, document) => {
                const kind = previewKind(document);
                return (
                  <Space size={4} wrap>
                    {document.available && kind && (
                      <Button size="small" href={api.documentUrl(document.id, token ?? undefined, locale, kind)} target="_blank" rel="noopener noreferrer">
                        {t('documents.preview')}
                      </Button>
                    )}
                    {document.available && (
                      <Button
                        size="small"
                        disabled={!document.canDownload}
                        title={document.canDownload ? undefined : t('documents.noDownloadRight')}
                        href={document.canDownload ? api.documentUrl(document.id, token ?? undefined, locale, 'attachment') : undefined}
                        data-testid="document-download"
                      >
                        {t('documents.download')}
                      </Button>
                    )}
                    {!isArchived && (
                      <Button
                        size="small"
                        danger
                        onClick={() => notify.confirm({ content: t('documents.confirmDetach'), okText: t('documents.detach'), cancelText: t('actions.cancel'), onOk: () => detach.mutateAsync(document.id) })}
                        data-testid="document-detach"
                      >
                        {t('documents.detach')}
                      </Button>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </Space>
      <Modal open={picking} title={t('documents.attachExisting')} onCancel={() => setPicking(false)} footer={null} width={640}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.Search allowClear placeholder={t('documents.search')} onSearch={setKeyword} data-testid="document-search" />
          {storeFiles.isError && <Alert type="warning" showIcon title={storeFiles.error instanceof ApiError ? storeFiles.error.message : t('documents.storeUnavailable')} />}
          <Table<FileNode>
            rowKey="id"
            size="small"
            loading={storeFiles.isLoading}
            dataSource={(storeFiles.data?.list ?? []).filter((node) => node.kind === 'file')}
            pagination={false}
            locale={{ emptyText: t('documents.noFiles') }}
            columns={[
              { title: t('documents.name'), dataIndex: 'name' },
              { title: t('documents.size'), width: 90, render: (_, node) => sizeText(node.sizeBytes) },
              {
                title: '',
                width: 90,
                render: (_, node) => (
                  <Button size="small" type="primary" onClick={() => attachFile(node)} loading={attach.isPending}>
                    {t('documents.attach')}
                  </Button>
                ),
              },
            ]}
          />
        </Space>
      </Modal>
    </Card>
  );
};
