import type { ShareBrowse } from '@app/contracts';
import { DownloadOutlined, EyeOutlined, FileOutlined, FolderOutlined, LockOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Form, Input, Result, Space, Spin, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { SliderCaptcha } from '../../verification';
import * as api from '../api';
import { FILES_NS } from '../constants';
import { filesKeys } from '../queries';
import { formatStoredFileSize, typeLabelOf } from '../utils';
import { PreviewDrawer, type PreviewTarget } from './PreviewDrawer';
import { Thumbnail } from './Thumbnail';

type ShareItem = ShareBrowse['list'][number];

/** Opens a signed URL as a download (the browser saves it; the URL lives 120 s and is checked again by the server). */
const startDownload = (url: string) => {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noreferrer';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
};

/** The password step: the slider captcha comes first after 3 wrong passwords (brief §4.2). */
const PasswordStep = ({ token, name, captchaRequired, onUnlocked }: { token: string; name: string; captchaRequired: boolean; onUnlocked: () => void }) => {
  const { t } = useTranslation(FILES_NS);
  const [needsCaptcha, setNeedsCaptcha] = useState(captchaRequired);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (captchaTicket?: string) => {
    setBusy(true);
    try {
      await api.unlockShare({ t: token, password, captchaTicket });
      onUnlocked();
    } catch (error) {
      if (error instanceof ApiError && ((error.resultData as { captchaRequired?: boolean } | null)?.captchaRequired || error.errCode === -3)) setNeedsCaptcha(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card style={{ maxWidth: 440, margin: '48px auto' }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Title level={4}>
          <LockOutlined /> {name}
        </Typography.Title>
        <Typography.Text type="secondary">{t('public.passwordHint')}</Typography.Text>
        <Form onFinish={() => (needsCaptcha ? setCaptchaOpen(true) : void submit())}>
          <Form.Item>
            <Input.Password value={password} onChange={(event) => setPassword(event.target.value)} placeholder={t('public.password')} autoComplete="off" data-testid="share-unlock-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} disabled={!password} data-testid="share-unlock">
            {t('public.open')}
          </Button>
        </Form>
      </Space>
      <SliderCaptcha
        open={captchaOpen}
        onCancel={() => setCaptchaOpen(false)}
        onSolved={(ticket) => {
          setCaptchaOpen(false);
          void submit(ticket);
        }}
      />
    </Card>
  );
};

/** The shared item after the password: a folder's list (with sub-folders), preview and download as the link permits. */
const SharedItems = ({ token }: { token: string }) => {
  const { t } = useTranslation(FILES_NS);
  const [folderId, setFolderId] = useState<string>();
  const [counted, setCounted] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget>();
  const info = useQuery({ queryKey: [...filesKeys.all, 'share-info', token], queryFn: () => api.shareInfo(token) });
  const items = useQuery({
    queryKey: [...filesKeys.all, 'share-items', token, folderId],
    queryFn: async () => {
      const result = await api.browseShare({ t: token, folderId, view: counted ? '0' : '1' });
      setCounted(true);
      return result;
    },
  });
  const canDownload = info.data?.permission === 'download';
  const download = async (id: string | undefined, disposition: 'attachment' | 'zip') => {
    try {
      startDownload((await api.shareLink({ t: token, id, disposition })).url);
    } catch {
      // shown by the display policy
    }
  };
  if (items.error instanceof ApiError && items.error.errCode === 410) return <Result status="warning" title={t('public.unavailable')} data-testid="share-unavailable" />;
  return (
    <Card
      title={info.data?.name}
      extra={
        <Space>
          {info.data?.expiresAt ? <Typography.Text type="secondary">{t('public.expires', { at: formatDateTime(info.data.expiresAt, 'en') })}</Typography.Text> : null}
          {canDownload && info.data?.kind === 'folder' && (
            <Button icon={<DownloadOutlined />} onClick={() => void download(folderId, 'zip')} data-testid="share-zip">
              {t('actions.zip')}
            </Button>
          )}
        </Space>
      }
      style={{ maxWidth: 1000, margin: '24px auto' }}
    >
      {!canDownload && <Typography.Paragraph type="secondary">{t('public.readOnly')}</Typography.Paragraph>}
      <Breadcrumb items={(items.data?.path ?? []).map((entry, index) => ({ key: entry.id, title: index === (items.data?.path.length ?? 0) - 1 ? entry.name : <a onClick={() => setFolderId(index === 0 ? undefined : entry.id)}>{entry.name}</a> }))} />
      <Table<ShareItem>
        rowKey="id"
        loading={items.isFetching}
        dataSource={items.data?.list ?? []}
        pagination={false}
        data-testid="share-items"
        columns={[
          {
            title: t('columns.name'),
            render: (_, node) =>
              node.kind === 'folder' ? (
                <Button type="link" icon={<FolderOutlined />} onClick={() => setFolderId(node.id)} style={{ padding: 0 }}>
                  {node.name}
                </Button>
              ) : (
                <Space>
                  {node.thumbnailUrl ? <Thumbnail src={node.thumbnailUrl} name={node.name} /> : <FileOutlined />}
                  {node.name}
                </Space>
              ),
          },
          { title: t('columns.size'), render: (_, node) => (node.sizeBytes === null ? '—' : formatStoredFileSize(node.sizeBytes)) },
          { title: t('columns.type'), render: (_, node) => typeLabelOf(node.name, node.kind) },
          {
            title: t('columns.actions'),
            render: (_, node) =>
              node.kind === 'file' && (
                <Space size={0}>
                  {node.previewKind !== 'none' && (
                    <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreview({ kind: 'share', token, node })} data-testid={`share-preview-${node.name}`}>
                      {t('actions.preview')}
                    </Button>
                  )}
                  {canDownload && (
                    <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void download(node.id, 'attachment')} data-testid={`share-download-${node.name}`}>
                      {t('actions.download')}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <PreviewDrawer target={preview} onClose={() => setPreview(undefined)} />
    </Card>
  );
};

/** /shareDetail?t=…: a share link's page (public): password, then the shared file or folder. */
export const ShareDetail = () => {
  const { t } = useTranslation(FILES_NS);
  useLocale();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: [...filesKeys.all, 'share-info', token], queryFn: () => api.shareInfo(token), enabled: token.length > 0, retry: false });
  if (!token || info.error) return <Result status="warning" title={t('public.unavailable')} subTitle={t('public.unavailableHint')} data-testid="share-unavailable" />;
  if (!info.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!info.data.unlocked)
    return <PasswordStep token={token} name={info.data.name} captchaRequired={info.data.captchaRequired} onUnlocked={() => void queryClient.invalidateQueries({ queryKey: [...filesKeys.all, 'share-info', token] })} />;
  return <SharedItems token={token} />;
};
