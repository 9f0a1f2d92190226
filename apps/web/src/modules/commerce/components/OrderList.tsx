import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { COMMERCE_PATHS } from '../../../navigation';
import { cancelOrder, deleteOrder } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useOrdersQuery } from '../queries';
import { OrderStatusTag } from './OrderStatusTag';

const FILTERS = ['all', 'pending', 'paid', 'completed', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 20;

/** /manage/order/index: the caller's orders by state, with paging; cancel while pending, remove finished ones from the list. */
export const OrderList = () => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const orders = useOrdersQuery({ page, limit: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) });

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: commerceKeys.orders() });
      notify.toast('success', done);
    } catch {
      // shown by the display policy
    }
  };

  return (
    <Card size="small" title={t('orders.title')}>
      <Tabs
        activeKey={filter}
        onChange={(key) => {
          setFilter(key as Filter);
          setPage(1);
        }}
        items={FILTERS.map((key) => ({ key, label: t(`orders.filters.${key}`) }))}
      />
      <Table<OrderSummary>
        rowKey="orderId"
        size="middle"
        loading={orders.isFetching}
        dataSource={orders.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.empty')} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: orders.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('orders.columns.orderNo'), dataIndex: 'orderNo', width: 190, render: (value: string, row) => <Link to={`${COMMERCE_PATHS.orderDetail}?orderId=${row.orderId}`}>{value}</Link> },
          { title: t('orders.columns.title'), dataIndex: 'title' },
          { title: t('orders.columns.amount'), key: 'amount', width: 130, render: (_value, row) => formatPrice(row.amount, row.currency, locale) },
          { title: t('orders.columns.status'), dataIndex: 'status', width: 130, render: (value: OrderSummary['status']) => <OrderStatusTag status={value} /> },
          { title: t('orders.columns.createDate'), dataIndex: 'createDate', width: 170, render: (value: string) => formatDateTime(value, locale) },
          {
            title: t('orders.columns.actions'),
            key: 'actions',
            width: 170,
            render: (_value, row) => (
              <Space size="small">
                <Link to={`${COMMERCE_PATHS.orderDetail}?orderId=${row.orderId}`}>{row.status === 'PENDING_PAYMENT' ? t('orders.pay') : t('orders.view')}</Link>
                {row.status === 'PENDING_PAYMENT' && (
                  <Popconfirm title={t('orders.cancelConfirm')} onConfirm={() => run(() => cancelOrder(row.orderId), t('orders.cancelled'))}>
                    <Button type="link" size="small" danger style={{ padding: 0 }}>
                      {t('orders.cancel')}
                    </Button>
                  </Popconfirm>
                )}
                {['DELIVERED', 'CANCELLED', 'REFUNDED'].includes(row.status) && (
                  <Popconfirm title={t('orders.deleteConfirm')} onConfirm={() => run(() => deleteOrder(row.orderId), t('orders.deleted'))}>
                    <Button type="link" size="small" danger style={{ padding: 0 }}>
                      {t('orders.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
};
