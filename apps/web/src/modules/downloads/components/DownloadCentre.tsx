import { DocumentKinds, DownloadLimits, type DocumentKind, type PreparedDownload } from '@app/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Form, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { StockPicker } from '../../organisation';
import { useSessionToken } from '../../auth';
import { downloadUrl } from '../api';
import { DOWNLOADS_NS } from '../constants';
import { useBuildDownloadMutation, usePreparedDownloadsQuery } from '../queries';
import { formatFileSize } from '../utils';

type BuildForm = { kind?: DocumentKind | 'all'; range?: [Dayjs | null, Dayjs | null] | null };

const isoDay = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/** The companies of a bulk download: picked one at a time (the shared stock picker), at most 10. */
const CompanyList = ({ codes, onChange }: { codes: string[]; onChange: (codes: string[]) => void }) => {
  const { t } = useTranslation(DOWNLOADS_NS);
  const isFull = codes.length >= DownloadLimits.maxCompanies;
  const handleAdd = (code: string) => {
    if (!code || codes.includes(code) || isFull) return;
    onChange([...codes, code]);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <div style={{ maxWidth: 420 }} aria-disabled={isFull}>
        {isFull ? <Alert type="info" showIcon title={t('download.limitReached', { max: DownloadLimits.maxCompanies })} /> : <StockPicker key={codes.length} onChange={handleAdd} />}
      </div>
      <div data-testid="download-companies">
        {codes.length === 0 ? (
          <Typography.Text type="secondary">{t('download.noCompanies')}</Typography.Text>
        ) : (
          codes.map((code) => (
            <Tag key={code} closable onClose={() => onChange(codes.filter((candidate) => candidate !== code))}>
              {code}
            </Tag>
          ))
        )}
      </div>
      <Typography.Text type="secondary">{t('download.companyCount', { count: codes.length, max: DownloadLimits.maxCompanies })}</Typography.Text>
    </Space>
  );
};

/** The caller's zips of the last 24 hours with their download links (spec §7: a link with the token and filePath). */
const PreparedDownloads = () => {
  const { t } = useTranslation(DOWNLOADS_NS);
  const locale = useLocale();
  const token = useSessionToken();
  const downloads = usePreparedDownloadsQuery();
  return (
    <Card title={t('download.preparedTitle')} size="small">
      <Typography.Paragraph type="secondary">{t('download.keepNote', { hours: DownloadLimits.keepHours })}</Typography.Paragraph>
      <Table<PreparedDownload>
        size="small"
        rowKey="filePath"
        loading={downloads.isLoading}
        dataSource={downloads.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('download.noneYet')} /> }}
        columns={[
          { title: t('download.columns.createdAt'), render: (_, row) => formatDateTime(row.createdAt, locale) },
          {
            title: t('download.columns.companies'),
            render: (_, row) => (
              <Space size={[4, 4]} wrap>
                {row.companies.map((company) => (
                  <Tag key={company.stockCode} color={company.truncated ? 'orange' : undefined} title={company.truncated ? t('download.truncated') : undefined}>
                    {company.stockCode} {company.name ?? ''} ({formatNumber(company.documents, locale)})
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('download.columns.documents'),
            render: (_, row) => (
              <Space size={4}>
                {formatNumber(row.documents, locale)}
                {row.demo ? <Tag color="gold">{t('download.demoTag')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('download.columns.size'), render: (_, row) => formatFileSize(row.sizeBytes, locale) },
          { title: t('download.columns.expiresAt'), render: (_, row) => formatDateTime(row.expiresAt, locale) },
          {
            title: t('download.columns.action'),
            render: (_, row) => (
              <Button type="primary" size="small" icon={<DownloadOutlined />} href={downloadUrl(row.filePath, token, locale)} download={row.fileName}>
                {t('download.download')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
};

/** /disData/download/index: choose up to 10 companies and optional dates, build a zip, download it. */
export const DownloadCentre = () => {
  const { t } = useTranslation(DOWNLOADS_NS);
  const locale = useLocale();
  const [codes, setCodes] = useState<string[]>([]);
  const build = useBuildDownloadMutation();

  const handleFinish = (values: BuildForm) => {
    const [start, end] = values.range ?? [];
    build.mutate(
      { stockCodes: codes, kind: values.kind === 'all' ? undefined : values.kind, startDate: isoDay(start), endDate: isoDay(end) },
      { onSuccess: (result) => notify.toast('success', t('download.built', { documents: result.documents })) },
    );
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('download.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('download.intro', { max: DownloadLimits.maxCompanies, perCompany: formatNumber(DownloadLimits.maxDocumentsPerCompany, locale) })}
        </Typography.Paragraph>
      </div>
      <Card size="small">
        <Form<BuildForm> layout="vertical" initialValues={{ kind: 'all' }} onFinish={handleFinish}>
          <Form.Item label={t('download.companies')} required>
            <CompanyList codes={codes} onChange={setCodes} />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item name="kind" label={t('download.kind')}>
              <Select
                style={{ minWidth: 220 }}
                options={[{ value: 'all', label: t('download.allKinds') }, ...DocumentKinds.map((kind) => ({ value: kind, label: t(`download.kinds.${kind}`) }))]}
              />
            </Form.Item>
            <Form.Item name="range" label={t('download.dateRange')}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={build.isPending} disabled={codes.length === 0}>
            {t('download.build')}
          </Button>
        </Form>
      </Card>
      <PreparedDownloads />
    </Space>
  );
};
