import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DOCUMENTS_NS, DocumentEditor, GeneratedDocuments } from '../../modules/documents';

/*
 * The create routes spec §2 names without describing (issue 15's reading): each opens one real screen of
 * document generation. createAs: the annual return (NAR1) data sheet; createSc: a share certificate;
 * createScd: the share certificates issued; createSr: the register of members (share register);
 * createQycDet: one statutory register (?templateId=registers.…, the register of directors by default).
 */

const SHARE_CERTIFICATE = 'registers.shareCertificate';
const SHARE_CERTIFICATE_PATH = '/docAi/create/createSc';

/** The editor of one template, `?from=id` revising a generated one as on createDet. */
const EditorOf = ({ templateId }: { templateId: string }) => {
  const [params] = useSearchParams();
  const from = params.get('from') ?? undefined;
  return <DocumentEditor key={`${templateId}:${from ?? ''}`} templateId={templateId} fromId={from} />;
};

export const AnnualReturnPage = () => <EditorOf templateId="secretary.nar1" />;
export const ShareCertificatePage = () => <EditorOf templateId={SHARE_CERTIFICATE} />;
export const ShareRegisterPage = () => <EditorOf templateId="registers.members" />;

export const RegisterPage = () => {
  const [params] = useSearchParams();
  const asked = params.get('templateId') ?? '';
  // only registers here; any other id falls back to the register of directors
  return <EditorOf templateId={asked.startsWith('registers.') ? asked : 'registers.directors'} />;
};

export const ShareCertificatesIssuedPage = () => {
  const { t } = useTranslation(DOCUMENTS_NS);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to={SHARE_CERTIFICATE_PATH}>
        <Button type="primary" icon={<PlusOutlined />}>
          {t('issued.new')}
        </Button>
      </Link>
      <GeneratedDocuments templateId={SHARE_CERTIFICATE} title={t('issued.title')} />
    </Space>
  );
};
