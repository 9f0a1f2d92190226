import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@app/contracts';
import { COMMERCE_NS } from '../constants';

const COLOURS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'gold',
  PAID: 'blue',
  FULFILLING: 'processing',
  DELIVERED: 'success',
  CANCELLED: 'default',
  REFUND_PENDING: 'orange',
  REFUNDED: 'default',
};

/** An order state as a coloured tag in the user's language. */
export const OrderStatusTag = ({ status }: { status: OrderStatus }) => {
  const { t } = useTranslation(COMMERCE_NS);
  return (
    <Tag color={COLOURS[status]} data-testid="order-status">
      {t(`status.${status}`)}
    </Tag>
  );
};
