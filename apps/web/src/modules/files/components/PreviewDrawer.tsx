import type { FileNode, PreviewKind } from '@app/contracts';
import { Alert, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { useSessionToken } from '../../auth';
import * as api from '../api';
import { FILES_NS } from '../constants';

/** What to preview: a file of the store (signed in), or an item of a share link (a signed URL asked for on open). */
export type PreviewTarget = { kind: 'own'; node: FileNode } | { kind: 'share'; token: string; node: FileNode };

/** The preview itself: PDF and text in a frame, images as images, Word rendered to HTML in a sandboxed frame. */
export const PreviewFrame = ({ url, previewKind, title }: { url: string; previewKind: PreviewKind; title: string }) => {
  if (previewKind === 'image') return <img src={url} alt={title} style={{ maxWidth: '100%' }} data-testid="preview-image" />;
  // Word (rendered) and text are shown without scripts; a PDF needs the browser's viewer, which a sandbox would block.
  const sandbox = previewKind === 'pdf' ? undefined : '';
  return <iframe title={title} src={url} sandbox={sandbox} style={{ width: '100%', height: '75vh', border: '1px solid #eee' }} data-testid="preview-frame" />;
};

/** The preview drawer: opens without downloading (the server sends the file inline, or Word rendered). */
export const PreviewDrawer = ({ target, onClose }: { target: PreviewTarget | undefined; onClose: () => void }) => {
  const { t } = useTranslation(FILES_NS);
  const locale = useLocale();
  const token = useSessionToken();
  const [shareUrl, setShareUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setShareUrl(undefined);
    setFailed(false);
    if (target?.kind !== 'share') return;
    api.shareLink({ t: target.token, id: target.node.id, disposition: 'inline' }).then(
      (signed) => setShareUrl(signed.url),
      () => setFailed(true),
    );
  }, [target]);

  const node = target?.node;
  const url =
    target?.kind === 'own' && node ? (node.previewKind === 'html' ? api.renderUrl(node.id, token, locale) : api.downloadUrl(node.id, token, locale, { inline: true })) : shareUrl;
  return (
    <Drawer open={Boolean(target)} onClose={onClose} title={node?.name} size="large" destroyOnHidden data-testid="preview-drawer">
      {failed && <Alert type="error" showIcon title={t('preview.failed')} />}
      {!failed && !url && <Spin />}
      {url && node && <PreviewFrame url={url} previewKind={node.previewKind} title={node.name} />}
    </Drawer>
  );
};
