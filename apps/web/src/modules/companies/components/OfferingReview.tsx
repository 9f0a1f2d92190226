import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfferingReviewItem } from '@app/contracts';
import { approveOffering, listOfferingsForReview, rejectOffering } from '../api';
import { COMPANIES_NS } from '../constants';
import { offeringPath } from '../display';
import { companiesKeys } from '../queries';

const PAGE_SIZE = 10;
const STATUSES = ['pending', 'approved', 'rejected', undefined] as const;
const STATUS_COLOR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

/** Staff review of user-added new issues (beside the certification review): shown to others once approved. */
export const OfferingReview = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [rejecting, setRejecting] = useState<OfferingReviewItem>();
  const [reason, setReason] = useState('');
  const queryKey = [...companiesKeys.all, 'offeringReview', page, status ?? 'all'] as const;
  const list = useQuery({ queryKey, queryFn: () => listOfferingsForReview(page, PAGE_SIZE, status) });

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: companiesKeys.all });
    } catch {
      // shown by the display policy
    }
  };

  return (
    <Card title={t('offeringReview.title')} className="account-card" data-testid="offering-review">
      <Typography.Paragraph type="secondary">{t('offeringReview.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        {STATUSES.map((value) => (
          <Button key={value ?? 'all'} type={status === value ? 'primary' : 'default'} onClick={() => (setStatus(value), setPage(1))}>
            {value === undefined ? t('offeringReview.all') : t(`offeringReview.statuses.${value}`)}
          </Button>
        ))}
      </Space>
      <Table<OfferingReviewItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('columns.issuer'), key: 'name', render: (_value, item) => <Link to={offeringPath(item.id)}>{item.nameEn || item.nameZh || item.id}</Link> },
          { title: t('columns.stockCode'), dataIndex: 'stockCode' },
          { title: t('offeringReview.submitted'), dataIndex: 'createdAt', render: (date: string) => date.slice(0, 10) },
          {
            title: t('offeringReview.status'),
            key: 'status',
            render: (_value, item) => <Tag color={STATUS_COLOR[item.reviewStatus]}>{t(`offeringReview.statuses.${item.reviewStatus}`)}</Tag>,
          },
          {
            title: t('offeringReview.actions'),
            key: 'actions',
            render: (_value, item) =>
              item.reviewStatus === 'pending' ? (
                <Space>
                  <Button type="primary" size="small" onClick={() => void act(() => approveOffering(item.id))} data-testid={`approve-offering-${item.id}`}>
                    {t('offeringReview.approve')}
                  </Button>
                  <Button danger size="small" onClick={() => (setRejecting(item), setReason(''))}>
                    {t('offeringReview.reject')}
                  </Button>
                </Space>
              ) : (
                item.rejectReason
              ),
          },
        ]}
      />
      <Modal
        open={rejecting !== undefined}
        title={t('offeringReview.rejectTitle')}
        okText={t('offeringReview.reject')}
        okButtonProps={{ danger: true }}
        onCancel={() => setRejecting(undefined)}
        onOk={() => void act(() => rejectOffering(rejecting!.id, reason.trim() || undefined)).then(() => setRejecting(undefined))}
      >
        <Input.TextArea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} showCount placeholder={t('offeringReview.reason')} />
      </Modal>
    </Card>
  );
};
