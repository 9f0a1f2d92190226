import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Radio, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { invoiceFileUrl, listInvoices, requestInvoice } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useOrdersQuery } from '../queries';

type InvoiceValues = { orderIds: string[]; titleType: 'personal' | 'enterprise'; title: string; taxId?: string; email: string; address?: string; phone?: string; bank?: string; account?: string };

/** /manage/order/invoice: ask for an invoice over paid orders (brief §6: an enterprise gives its taxpayer ID); earlier requests below. */
export const InvoiceForm = () => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InvoiceValues>();
  const titleType = Form.useWatch('titleType', form);
  const paid = useOrdersQuery({ page: 1, limit: 50, status: 'completed' });
  const requests = useQuery({ queryKey: commerceKeys.invoices(), queryFn: listInvoices });

  const handleSubmit = async (values: InvoiceValues) => {
    try {
      await requestInvoice({ ...values, orderIds: values.orderIds.join(',') });
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: commerceKeys.invoices() });
      notify.toast('success', t('invoice.requested'));
    } catch {
      // shown by the display policy and next to the fields
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('invoice.title')}>
        <Form form={form} layout="vertical" onFinish={handleSubmit} initialValues={{ titleType: 'personal' }} style={{ maxWidth: 560 }}>
          <Form.Item name="orderIds" label={t('invoice.orders')} rules={[{ required: true, message: t('invoice.ordersRequired') }]}>
            <Select mode="multiple" options={(paid.data?.list ?? []).map((order) => ({ value: order.orderId, label: `${order.orderNo} · ${order.title} · ${formatPrice(order.amount - order.refunded, order.currency, locale)}` }))} />
          </Form.Item>
          <Form.Item name="titleType" label={t('invoice.titleType')}>
            <Radio.Group options={[{ value: 'personal', label: t('invoice.personal') }, { value: 'enterprise', label: t('invoice.enterprise') }]} />
          </Form.Item>
          <Form.Item name="title" label={t('invoice.invoiceTitle')} rules={[{ required: true, message: t('invoice.invoiceTitleRequired') }]}>
            <Input />
          </Form.Item>
          {titleType === 'enterprise' && (
            <Form.Item name="taxId" label={t('invoice.taxId')} rules={[{ required: true, pattern: /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/, message: t('invoice.taxIdRule') }]}>
              <Input maxLength={20} />
            </Form.Item>
          )}
          <Form.Item name="email" label={t('checkout.email')} rules={[{ required: true, type: 'email', message: t('checkout.emailRule') }]}>
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('invoice.submit')}
          </Button>
        </Form>
      </Card>
      <Card size="small" title={t('invoice.history')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={requests.data?.list ?? []}
          columns={[
            { title: t('invoice.invoiceTitle'), dataIndex: 'title' },
            { title: t('orders.columns.amount'), key: 'amount', render: (_value, row) => formatPrice(row.amount, row.currency, locale) },
            {
              title: t('orders.columns.status'),
              key: 'status',
              // an issued invoice shows its number and PDF; a rejected one the reason staff gave
              render: (_value, row) => (
                <Space orientation="vertical" size={0}>
                  <Tag color={row.status === 'ISSUED' ? 'green' : row.status === 'REJECTED' ? 'red' : undefined}>{t(`invoice.status.${row.status}`)}</Tag>
                  {row.invoiceNo && <span>{t('invoice.invoiceNoShort', { number: row.invoiceNo })}</span>}
                  {row.rejectReason && <span data-testid="invoice-reject-reason">{row.rejectReason}</span>}
                </Space>
              ),
            },
            { title: t('orders.columns.createDate'), dataIndex: 'createDate', render: (value: string) => formatDateTime(value, locale) },
            {
              title: t('invoice.file'),
              key: 'file',
              render: (_value, row) => (row.hasFile ? <a href={invoiceFileUrl(row.id, session.token, locale)}>{t('invoice.download')}</a> : '—'),
            },
          ]}
        />
      </Card>
    </Space>
  );
};
