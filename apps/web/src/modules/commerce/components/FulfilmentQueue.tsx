import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Input, List, Modal, Segmented, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommerceLimits, type FulfilmentOrder } from '@app/contracts';
import { useSession } from '../../auth';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { adminDeleteFile, adminDeliver, adminUnobtainable, adminUploadFile, orderFileUrl } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useFulfilmentQueueQuery } from '../queries';
import { OrderStatusTag } from './OrderStatusTag';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** /admin/orders (staff): paid registry orders, oldest deadline first: upload the results, deliver, or mark unobtainable (full refund). */
export const FulfilmentQueue = () => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('open');
  const [page, setPage] = useState(1);
  const queue = useFulfilmentQueueQuery(status === 'open' ? undefined : status, page);
  const [refusing, setRefusing] = useState<FulfilmentOrder | null>(null);
  const [reason, setReason] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: commerceKeys.all });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      await refresh();
      notify.toast('success', done);
    } catch {
      // shown by the display policy
    }
  };

  return (
    <Card size="small" title={t('admin.title')}>
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(String(value));
          setPage(1);
        }}
        options={['open', 'DELIVERED', 'CANCELLED', 'REFUNDED'].map((value) => ({ value, label: t(`admin.filters.${value}`) }))}
        style={{ marginBottom: 16 }}
      />
      <List<FulfilmentOrder>
        loading={queue.isFetching}
        dataSource={queue.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.empty')} /> }}
        pagination={{ current: page, pageSize: 20, total: queue.data?.total ?? 0, onChange: setPage }}
        renderItem={(order) => (
          <List.Item key={order.orderId} data-testid={`queue-${order.orderNo}`}>
            <Card size="small" style={{ width: '100%' }} title={`${order.orderNo} · ${order.title}`} extra={<OrderStatusTag status={order.status} />}>
              <Descriptions size="small" column={2}>
                <Descriptions.Item label={t('admin.buyer')}>{order.buyer}</Descriptions.Item>
                <Descriptions.Item label={t('checkout.contactName')}>{`${order.contactName ?? ''} · ${order.tel ?? ''}`}</Descriptions.Item>
                <Descriptions.Item label={t('orders.columns.amount')}>{formatPrice(order.amount, order.currency, locale)}</Descriptions.Item>
                <Descriptions.Item label={t('detail.deliverBy')}>{order.deliverBy ? formatDateTime(order.deliverBy, locale) : '—'}</Descriptions.Item>
                {order.purpose && <Descriptions.Item label={t('checkout.purpose')}>{order.purpose}</Descriptions.Item>}
              </Descriptions>
              <List
                size="small"
                header={<Typography.Text strong>{t('detail.items')}</Typography.Text>}
                dataSource={order.items}
                renderItem={(item) => <List.Item>{`${item.productName} — ${item.targetLabel}`}</List.Item>}
              />
              <List
                size="small"
                header={<Typography.Text strong>{t('admin.files', { count: order.files.length, max: CommerceLimits.filesPerOrder })}</Typography.Text>}
                dataSource={order.files}
                renderItem={(file) => (
                  <List.Item
                    actions={
                      order.status === 'FULFILLING'
                        ? [<Button key="remove" type="link" size="small" danger onClick={() => run(() => adminDeleteFile(order.orderId, file.id), t('admin.removed'))}>{t('cart.remove')}</Button>]
                        : []
                    }
                  >
                    <a href={orderFileUrl(order.orderId, file.id, session.token, locale)}>{file.fileName}</a>
                  </List.Item>
                )}
              />
              {order.status === 'FULFILLING' && (
                <Space wrap style={{ marginTop: 12 }}>
                  <Upload
                    accept={ACCEPT}
                    multiple
                    showUploadList={false}
                    beforeUpload={(file) => {
                      if (file.size > CommerceLimits.fileBytes) {
                        notify.toast('warning', t('admin.tooLarge'));
                        return Upload.LIST_IGNORE;
                      }
                      void run(() => adminUploadFile(order.orderId, file), t('admin.uploaded', { name: file.name }));
                      return false;
                    }}
                  >
                    <Button icon={<UploadOutlined />}>{t('admin.upload')}</Button>
                  </Upload>
                  <Button type="primary" disabled={order.files.length === 0} onClick={() => run(() => adminDeliver(order.orderId), t('admin.delivered'))}>
                    {t('admin.deliver')}
                  </Button>
                  <Button danger onClick={() => setRefusing(order)}>
                    {t('admin.unobtainable')}
                  </Button>
                </Space>
              )}
            </Card>
          </List.Item>
        )}
      />
      <Modal
        open={Boolean(refusing)}
        title={t('admin.unobtainableTitle')}
        okText={t('admin.unobtainableConfirm')}
        okButtonProps={{ danger: true, disabled: reason.trim().length === 0 }}
        onCancel={() => setRefusing(null)}
        onOk={async () => {
          if (refusing) await run(() => adminUnobtainable(refusing.orderId, reason.trim()), t('admin.refunded'));
          setRefusing(null);
          setReason('');
        }}
      >
        <Typography.Paragraph>{t('admin.unobtainableHelp')}</Typography.Paragraph>
        <Input.TextArea rows={3} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} placeholder={t('admin.reason')} />
      </Modal>
    </Card>
  );
};
