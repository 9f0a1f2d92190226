import { Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import * as api from '../api';
import { FILES_NS } from '../constants';
import { PreviewFrame } from './PreviewDrawer';

/**
 * /viewFile?t=…&id=…: one item of a share link shown full page (after the link's password was entered
 * in this browser on /shareDetail; otherwise the server refuses and this says so).
 */
export const ViewFile = () => {
  const { t } = useTranslation(FILES_NS);
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const id = params.get('id') ?? undefined;
  const signed = useQuery({ queryKey: ['files', 'view', token, id], queryFn: () => api.shareLink({ t: token, id, disposition: 'inline' }), enabled: Boolean(token), retry: false });
  if (!token || signed.error)
    return <Result status="warning" title={t('public.unavailable')} subTitle={<a href={`/shareDetail?t=${encodeURIComponent(token)}`}>{t('public.backToShare')}</a>} data-testid="share-unavailable" />;
  if (!signed.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <PreviewFrame url={signed.data.url} previewKind={signed.data.previewKind} title={t('public.preview')} />;
};
