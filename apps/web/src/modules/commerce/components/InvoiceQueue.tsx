import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Form, Input, List, Modal, Segmented, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommerceLimits, type AdminInvoice } from '@app/contracts';
import { useSession } from '../../auth';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { adminIssueInvoice, adminRejectInvoice, invoiceFileUrl } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useInvoiceQueueQuery } from '../queries';

type Status = 'REQUESTED' | 'ISSUED' | 'REJECTED';
type IssueValues = { invoiceNo: string };

/**
 * /admin/invoices (staff): buyers' invoice requests, oldest first. Staff issue one with its number and,
 * optionally, the invoice PDF (the buyer gets a message and an e-mail), or reject it with a reason the
 * buyer sees.
 */
export const InvoiceQueue = () => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('REQUESTED');
  const [page, setPage] = useState(1);
  const queue = useInvoiceQueueQuery(status, page);
  const [issuing, setIssuing] = useState<AdminInvoice | null>(null);
  const [pdf, setPdf] = useState<File | undefined>();
  const [rejecting, setRejecting] = useState<AdminInvoice | null>(null);
  const [reason, setReason] = useState('');
  const [issueForm] = Form.useForm<IssueValues>();

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: commerceKeys.all });
      notify.toast('success', done);
      return true;
    } catch {
      return false; // shown by the display policy
    }
  };

  const closeIssue = () => {
    setIssuing(null);
    setPdf(undefined);
    issueForm.resetFields();
  };

  return (
    <Card size="small" title={t('adminInvoices.title')}>
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(value as Status);
          setPage(1);
        }}
        options={(['REQUESTED', 'ISSUED', 'REJECTED'] as const).map((value) => ({ value, label: t(`adminInvoices.filters.${value}`) }))}
        style={{ marginBottom: 16 }}
      />
      <List<AdminInvoice>
        loading={queue.isFetching}
        dataSource={queue.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.empty')} /> }}
        pagination={{ current: page, pageSize: 20, total: queue.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        renderItem={(invoice) => (
          <List.Item key={invoice.id} data-testid={`invoice-request-${invoice.id}`}>
            <Card size="small" style={{ width: '100%' }} title={`${invoice.title} · ${formatPrice(invoice.amount, invoice.currency, locale)}`} extra={t(`invoice.status.${invoice.status}`)}>
              <Descriptions size="small" column={2}>
                <Descriptions.Item label={t('admin.buyer')}>{invoice.buyer}</Descriptions.Item>
                <Descriptions.Item label={t('invoice.titleType')}>{t(`invoice.${invoice.titleType === 'enterprise' ? 'enterprise' : 'personal'}`)}</Descriptions.Item>
                {invoice.taxId && <Descriptions.Item label={t('invoice.taxId')}>{invoice.taxId}</Descriptions.Item>}
                <Descriptions.Item label={t('checkout.email')}>{invoice.email}</Descriptions.Item>
                {invoice.address && <Descriptions.Item label={t('adminInvoices.address')}>{invoice.address}</Descriptions.Item>}
                {invoice.phone && <Descriptions.Item label={t('adminInvoices.phone')}>{invoice.phone}</Descriptions.Item>}
                {invoice.bank && <Descriptions.Item label={t('adminInvoices.bank')}>{`${invoice.bank} ${invoice.account ?? ''}`.trim()}</Descriptions.Item>}
                <Descriptions.Item label={t('adminInvoices.orders')}>{invoice.orderIds.length}</Descriptions.Item>
                <Descriptions.Item label={t('orders.columns.createDate')}>{formatDateTime(invoice.createDate, locale)}</Descriptions.Item>
                {invoice.invoiceNo && <Descriptions.Item label={t('invoice.invoiceNo')}>{invoice.invoiceNo}</Descriptions.Item>}
                {invoice.rejectReason && <Descriptions.Item label={t('invoice.rejectReason')}>{invoice.rejectReason}</Descriptions.Item>}
                {invoice.hasFile && (
                  <Descriptions.Item label={t('invoice.file')}>
                    <a href={invoiceFileUrl(invoice.id, session.token, locale)}>{t('invoice.download')}</a>
                  </Descriptions.Item>
                )}
              </Descriptions>
              {invoice.status === 'REQUESTED' && (
                <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
                  <Button type="primary" onClick={() => setIssuing(invoice)} data-testid="invoice-issue">
                    {t('adminInvoices.issue')}
                  </Button>{' '}
                  <Button danger onClick={() => setRejecting(invoice)}>
                    {t('adminInvoices.reject')}
                  </Button>
                </Typography.Paragraph>
              )}
            </Card>
          </List.Item>
        )}
      />
      <Modal open={Boolean(issuing)} title={t('adminInvoices.issueTitle')} okText={t('adminInvoices.issue')} onCancel={closeIssue} onOk={() => issueForm.submit()} destroyOnHidden>
        <Form
          form={issueForm}
          layout="vertical"
          onFinish={async (values) => {
            if (issuing && (await run(() => adminIssueInvoice(issuing.id, values.invoiceNo.trim(), pdf), t('adminInvoices.issued')))) closeIssue();
          }}
        >
          <Form.Item name="invoiceNo" label={t('invoice.invoiceNo')} rules={[{ required: true, whitespace: true, message: t('adminInvoices.invoiceNoRequired') }]}>
            <Input maxLength={40} data-testid="invoice-number" />
          </Form.Item>
          <Upload
            accept=".pdf,application/pdf"
            maxCount={1}
            beforeUpload={(file) => {
              if (file.size > CommerceLimits.fileBytes) {
                notify.toast('warning', t('admin.tooLarge'));
                return Upload.LIST_IGNORE;
              }
              setPdf(file);
              return false;
            }}
            onRemove={() => setPdf(undefined)}
          >
            <Button icon={<UploadOutlined />}>{t('adminInvoices.attachPdf')}</Button>
          </Upload>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('adminInvoices.issueHelp')}
          </Typography.Paragraph>
        </Form>
      </Modal>
      <Modal
        open={Boolean(rejecting)}
        title={t('adminInvoices.rejectTitle')}
        okText={t('adminInvoices.reject')}
        okButtonProps={{ danger: true, disabled: reason.trim().length === 0 }}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          if (rejecting && (await run(() => adminRejectInvoice(rejecting.id, reason.trim()), t('adminInvoices.rejected')))) {
            setRejecting(null);
            setReason('');
          }
        }}
      >
        <Input.TextArea rows={3} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} placeholder={t('adminInvoices.reasonPlaceholder')} />
      </Modal>
    </Card>
  );
};
