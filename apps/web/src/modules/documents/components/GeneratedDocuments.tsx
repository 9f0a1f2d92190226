import type { GeneratedDocument } from '@app/contracts';
import { Button, Card, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { useSessionToken } from '../../auth';
import { documentFileUrl } from '../api';
import { DOCUMENTS_NS, EDITOR_PATH, FILES_PATH } from '../constants';
import { useDeleteGeneratedDocumentMutation, useGeneratedDocumentsQuery } from '../queries';

/** The caller's generated documents (kept with their inputs; of one template when given): download again, revise, delete. */
export const GeneratedDocuments = ({ enabled = true, templateId, title }: { enabled?: boolean; templateId?: string; title?: string }) => {
  const { t } = useTranslation(DOCUMENTS_NS);
  const locale = useLocale();
  const token = useSessionToken();
  const [page, setPage] = useState(1);
  const documents = useGeneratedDocumentsQuery(page, 10, enabled, templateId);
  const remove = useDeleteGeneratedDocumentMutation();
  return (
    <Card title={title ?? t('generated.title')} size="small" data-testid="generated-documents">
      <Table<GeneratedDocument>
        size="small"
        rowKey="id"
        loading={documents.isPending && enabled}
        dataSource={documents.data?.list ?? []}
        locale={{ emptyText: t('generated.empty') }}
        pagination={{ current: page, pageSize: 10, total: documents.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { title: t('generated.columns.title'), dataIndex: 'title', key: 'title' },
          { title: t('generated.columns.language'), key: 'language', width: 150, render: (_value, row) => <Tag>{t(`languages.${row.docLanguage}`)}</Tag> },
          { title: t('generated.columns.letterhead'), key: 'letterhead', width: 150, render: (_value, row) => row.letterheadName ?? '–' },
          {
            title: t('generated.columns.store'),
            key: 'store',
            width: 140,
            render: (_value, row) =>
              row.storedFiles ? (
                <Tooltip title={t('generated.inStoreHint')}>
                  <Link to={`${FILES_PATH}?space=${encodeURIComponent(row.storedFiles.space)}&folder=${encodeURIComponent(row.storedFiles.folderId)}`} data-testid="generated-in-store">
                    <Tag color="green">{t('generated.inStore')}</Tag>
                  </Link>
                </Tooltip>
              ) : (
                <Tag>{t('generated.notInStore')}</Tag>
              ),
          },
          { title: t('generated.columns.createdAt'), key: 'createdAt', width: 170, render: (_value, row) => formatDateTime(row.createdAt, locale) },
          {
            title: t('generated.columns.actions'),
            key: 'actions',
            width: 260,
            render: (_value, row) => (
              <Space wrap size={4}>
                <Button size="small" href={documentFileUrl(row.id, 'docx', token, locale)}>
                  {t('actions.word')}
                </Button>
                <Button size="small" href={documentFileUrl(row.id, 'pdf', token, locale)}>
                  {t('actions.pdf')}
                </Button>
                <Link to={`${EDITOR_PATH}?templateId=${encodeURIComponent(row.templateId)}&from=${row.id}`}>
                  <Button size="small">{t('actions.revise')}</Button>
                </Link>
                <Popconfirm title={t('generated.deleteConfirm')} onConfirm={() => remove.mutate(row.id)}>
                  <Button size="small" danger>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};
