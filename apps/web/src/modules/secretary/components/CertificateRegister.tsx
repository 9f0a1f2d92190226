import { PlusOutlined } from '@ant-design/icons';
import type { CertificateView } from '@app/contracts';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SECRETARY_NS } from '../constants';
import { useCertificatesQuery } from '../queries';

/** Days left (or since expiry) as a coloured tag: red within 30 days or expired. */
export const ExpiryTag = ({ certificate }: { certificate: Pick<CertificateView, 'daysToExpiry'> }) => {
  const { t } = useTranslation(SECRETARY_NS);
  const days = certificate.daysToExpiry;
  if (days === null) return <Tag>{t('cert.noExpiry')}</Tag>;
  if (days < 0) return <Tag color="error">{t('cert.expired', { count: -days })}</Tag>;
  return <Tag color={days <= 30 ? 'warning' : 'default'}>{t('cert.daysLeft', { count: days })}</Tag>;
};

/** /disAi/cert/business: the certificates and licences register, soonest expiry first. */
export const CertificateRegister = () => {
  const { t } = useTranslation(SECRETARY_NS);
  const navigate = useNavigate();
  const certificates = useCertificatesQuery();
  return (
    <Card title={t('cert.title')} extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/disAi/cert/businessDetail')}>{t('cert.add')}</Button>}>
      <Typography.Paragraph type="secondary">{t('cert.intro')}</Typography.Paragraph>
      <Table<CertificateView>
        rowKey="id"
        size="small"
        loading={certificates.isLoading}
        dataSource={certificates.data?.list ?? []}
        locale={{ emptyText: t('cert.empty') }}
        pagination={false}
        columns={[
          { title: t('cert.name'), render: (_, row) => <Link to={`/disAi/cert/businessDetail?id=${row.id}`}>{row.name}</Link> },
          { title: t('cert.kind'), render: (_, row) => t(`cert.kind_${row.kind}`), width: 200 },
          { title: t('cert.companyName'), dataIndex: 'companyName' },
          { title: t('cert.number'), dataIndex: 'number', width: 140 },
          { title: t('cert.expiryDate'), dataIndex: 'expiryDate', width: 120 },
          { title: '', render: (_, row) => <ExpiryTag certificate={row} />, width: 140 },
          { title: t('cert.holder'), render: (_, row) => row.holder?.name ?? '—', width: 120 },
        ]}
      />
    </Card>
  );
};
