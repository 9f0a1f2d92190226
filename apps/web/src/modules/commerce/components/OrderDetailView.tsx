import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, List, Modal, Popconfirm, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { cancelOrder, orderFileUrl, orderReceipt } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useOrderQuery } from '../queries';
import { OrderStatusTag } from './OrderStatusTag';
import { PaymentPanel } from './PaymentPanel';

/** /manage/order/detail?orderId=: lines, timeline, delivered files, pay or cancel while pending, a receipt once paid. */
export const OrderDetailView = ({ orderId }: { orderId: string }) => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const order = useOrderQuery(orderId);
  const [paying, setPaying] = useState(false);
  const [receiptOpen, setReceiptOpen] = useState(false);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: commerceKeys.all }), [queryClient]);
  const handlePaid = useCallback(() => {
    notify.toast('success', t('checkout.paid'));
    setPaying(false);
    void refresh();
  }, [refresh, t]);

  if (!orderId) return <Empty description={t('detail.missing')} />;
  if (order.isLoading) return <Spin />;
  const detail = order.data;
  if (!detail) return <Empty description={t('detail.missing')} />;

  const handleCancel = async () => {
    try {
      await cancelOrder(detail.orderId);
      await refresh();
      notify.toast('success', t('orders.cancelled'));
    } catch {
      // shown by the display policy
    }
  };
  const handleReceipt = async (values: { name: string; tel?: string }) => {
    try {
      await orderReceipt(detail.orderId, values.name, values.tel);
      setReceiptOpen(false);
      notify.toast('success', t('detail.receiptRequested'));
    } catch {
      // shown by the display policy
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        size="small"
        title={t('detail.title', { orderNo: detail.orderNo })}
        extra={
          <Space>
            {detail.canPay && (
              <Button type="primary" onClick={() => setPaying(true)}>
                {t('orders.pay')}
              </Button>
            )}
            {detail.canCancel && (
              <Popconfirm title={t('orders.cancelConfirm')} onConfirm={handleCancel}>
                <Button danger>{t('orders.cancel')}</Button>
              </Popconfirm>
            )}
            {detail.amount > 0 && detail.paidAt && <Button onClick={() => setReceiptOpen(true)}>{t('detail.receipt')}</Button>}
          </Space>
        }
      >
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('orders.columns.status')}>
            <OrderStatusTag status={detail.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.columns.amount')}>{formatPrice(detail.amount, detail.currency, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.columns.createDate')}>{formatDateTime(detail.createDate, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.paidAt')}>{detail.paidAt ? formatDateTime(detail.paidAt, locale) : '—'}</Descriptions.Item>
          {detail.refunded > 0 && <Descriptions.Item label={t('detail.refunded')}>{formatPrice(detail.refunded, detail.currency, locale)}</Descriptions.Item>}
          {detail.deliverBy && detail.status === 'FULFILLING' && <Descriptions.Item label={t('detail.deliverBy')}>{formatDateTime(detail.deliverBy, locale)}</Descriptions.Item>}
          {detail.contactName && <Descriptions.Item label={t('checkout.contactName')}>{`${detail.contactName} · ${detail.tel ?? ''}`}</Descriptions.Item>}
          {detail.purpose && <Descriptions.Item label={t('checkout.purpose')}>{detail.purpose}</Descriptions.Item>}
        </Descriptions>
        {detail.cancelReason && detail.status !== 'PENDING_PAYMENT' && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('detail.cancelReason', { reason: detail.cancelReason })} />}
      </Card>
      <Card size="small" title={t('detail.items')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={detail.items}
          columns={[
            { title: t('cart.columns.product'), dataIndex: 'productName' },
            { title: t('cart.columns.target'), dataIndex: 'targetLabel' },
            { title: t('search.officialFee'), key: 'fee', width: 130, render: (_value, item) => (item.officialFee === null ? '—' : formatPrice(item.officialFee, item.currency, locale)) },
            { title: t('cart.columns.price'), key: 'price', width: 130, render: (_value, item) => formatPrice(item.price, item.currency, locale) },
          ]}
        />
      </Card>
      {detail.orderType === 2 && (
        <Card
          size="small"
          title={t('detail.files')}
          extra={
            detail.files.length > 1 ? (
              <a href={orderFileUrl(detail.orderId, undefined, session.token, locale)} download data-testid="order-files-zip">
                <DownloadOutlined /> {t('detail.downloadAll')}
              </a>
            ) : null
          }
        >
          <List
            locale={{ emptyText: detail.status === 'DELIVERED' ? t('detail.noFiles') : t('detail.filesLater') }}
            dataSource={detail.files}
            renderItem={(file) => (
              <List.Item actions={[<a key="download" href={orderFileUrl(detail.orderId, file.id, session.token, locale)} download data-testid="order-file-download"><DownloadOutlined /> {t('detail.download')}</a>]}>
                <List.Item.Meta title={file.fileName} description={`${Math.max(1, Math.round(file.sizeBytes / 1024))} KB · ${formatDateTime(file.uploadedAt, locale)}`} />
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card size="small" title={t('detail.timeline')}>
        <Timeline
          items={detail.timeline.map((event) => ({
            color: event.type === 'cancelled' ? 'red' : event.type === 'delivered' || event.type === 'refunded' || event.type === 'membership_granted' ? 'green' : 'blue',
            children: (
              <span data-testid={`timeline-${event.type}`}>
                <Typography.Text strong>{t(`timeline.${event.type}`, { defaultValue: event.type })}</Typography.Text> <Typography.Text type="secondary">{formatDateTime(event.at, locale)}</Typography.Text>
                {event.note && event.type === 'cancelled' ? <div>{event.note}</div> : null}
              </span>
            ),
          }))}
        />
      </Card>
      <Modal open={paying} footer={null} title={t('payment.title')} onCancel={() => setPaying(false)} destroyOnHidden>
        {paying && <PaymentPanel orderId={detail.orderId} amount={detail.amount} currency={detail.currency} onPaid={handlePaid} />}
      </Modal>
      <Modal open={receiptOpen} footer={null} title={t('detail.receipt')} onCancel={() => setReceiptOpen(false)} destroyOnHidden>
        <Form layout="vertical" onFinish={handleReceipt}>
          <Form.Item name="name" label={t('detail.receiptName')} rules={[{ required: true, message: t('detail.receiptNameRequired') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="tel" label={t('checkout.tel')}>
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('detail.receiptSubmit')}
          </Button>
        </Form>
      </Modal>
    </Space>
  );
};
