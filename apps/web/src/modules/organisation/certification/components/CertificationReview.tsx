import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Image, Input, Modal, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificationReviewItem } from '@app/contracts';
import { config } from '../../../../lib/config';
import { sessionStore } from '../../../auth';
import { approveCertification, listCertifications, rejectCertification } from '../api';
import { certificationKeys } from '../queries';

const PAGE_SIZE = 10;

/** The business card of a request, loaded with the token header (the server checks staff access). */
const BusinessCardImage = ({ id }: { id: string }) => {
  const { t } = useTranslation('account');
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    const token = sessionStore.getToken() ?? '';
    void fetch(`${config.apiBase}/au/admin/certification/businessCard`, {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id, token }).toString(),
    })
      .then((response) => (response.ok && response.headers.get('content-type')?.startsWith('image/') ? response.blob() : undefined))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return url ? <Image src={url} width={120} alt={t('certification.card')} /> : <Tag>{t('admin.noImage')}</Tag>;
};

/** Staff review of certification requests (spec §4): pending first, approve or reject with a reason. */
export const CertificationReview = () => {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | undefined>(1);
  const [rejecting, setRejecting] = useState<CertificationReviewItem>();
  const [reason, setReason] = useState('');
  const list = useQuery({ queryKey: certificationKeys.reviews(page, status), queryFn: () => listCertifications(page, PAGE_SIZE, status) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...certificationKeys.all, 'reviews'] });

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await refresh();
    } catch {
      // shown by the display policy
    }
  };

  return (
    <Card title={t('admin.title')} className="account-card">
      <Space style={{ marginBottom: 12 }}>
        {[1, 2, 3, undefined].map((value) => (
          <Button key={value ?? 'all'} type={status === value ? 'primary' : 'default'} onClick={() => (setStatus(value), setPage(1))}>
            {value === undefined ? t('admin.all') : t(`certification.status.${value}`)}
          </Button>
        ))}
      </Space>
      <Table<CertificationReviewItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('certification.card'), key: 'card', render: (_value, item) => <BusinessCardImage id={item.id} /> },
          { title: t('fields.companyName'), dataIndex: 'userCompanyName' },
          { title: t('fields.name'), dataIndex: 'name' },
          { title: t('fields.phone'), dataIndex: 'phone' },
          { title: t('fields.accountType'), dataIndex: 'type', render: (type: number) => t(`accountTypes.${type}`) },
          { title: t('admin.submitted'), dataIndex: 'createDate', render: (date: string) => date.slice(0, 10) },
          {
            title: t('admin.state'),
            key: 'status',
            render: (_value, item) => (
              <span>
                <Tag>{t(`certification.status.${item.status}`)}</Tag>
                {item.reason}
              </span>
            ),
          },
          {
            title: t('admin.actions'),
            key: 'actions',
            render: (_value, item) =>
              item.status === 1 ? (
                <Space>
                  <Button type="primary" size="small" onClick={() => void act(() => approveCertification(item.id))}>
                    {t('admin.approve')}
                  </Button>
                  <Button danger size="small" onClick={() => (setRejecting(item), setReason(''))}>
                    {t('admin.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <Modal
        open={rejecting !== undefined}
        title={t('admin.rejectTitle')}
        onCancel={() => setRejecting(undefined)}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() => {
          const item = rejecting;
          setRejecting(undefined);
          if (item) void act(() => rejectCertification(item.id, reason.trim()));
        }}
      >
        <Input.TextArea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} showCount placeholder={t('admin.reason')} />
      </Modal>
    </Card>
  );
};
