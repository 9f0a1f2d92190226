import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartItem } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatPrice } from '../../../lib/format';
import { COMMERCE_PATHS } from '../../../navigation';
import { removeFromCart } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useCartQuery } from '../queries';

/** /manage/sCart/index: the one cart across all registries; a price changed since adding is flagged. */
export const CartTable = () => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCartQuery();

  const handleRemove = async (item: CartItem) => {
    try {
      queryClient.setQueryData(commerceKeys.cart(), await removeFromCart(item.id));
    } catch {
      // shown by the display policy
    }
  };

  const list = cart.data?.list ?? [];
  return (
    <Card size="small" title={t('cart.title')}>
      <Table<CartItem>
        rowKey="id"
        size="middle"
        loading={cart.isFetching}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cart.empty')} /> }}
        columns={[
          { title: t('cart.columns.product'), dataIndex: 'productName' },
          { title: t('cart.columns.target'), dataIndex: 'targetLabel' },
          {
            title: t('cart.columns.price'),
            key: 'price',
            width: 200,
            render: (_value, item) => (
              <Space orientation="vertical" size={0}>
                <span>{formatPrice(item.currentPrice, item.currency, locale)}</span>
                {item.currentPrice !== item.price && <Tag color="orange">{t('cart.priceChanged', { before: formatPrice(item.price, item.currency, locale) })}</Tag>}
                {!item.available && <Tag>{t('cart.unavailable')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('cart.columns.actions'),
            key: 'actions',
            width: 100,
            render: (_value, item) => (
              <Button type="link" danger size="small" onClick={() => handleRemove(item)}>
                {t('cart.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'flex-end' }}>
        {/* no total until the cart has loaded: a "HK$0.00" while loading reads as an empty cart */}
        {cart.data && (
          <Typography.Text>
            {t('cart.total')} <Typography.Text strong data-testid="cart-total">{formatPrice(cart.data.amount, cart.data.currency, locale)}</Typography.Text>
          </Typography.Text>
        )}
        <Button type="primary" disabled={list.filter((item) => item.available).length === 0} onClick={() => navigate(COMMERCE_PATHS.buyInfo)}>
          {t('cart.checkout')}
        </Button>
      </Space>
    </Card>
  );
};
