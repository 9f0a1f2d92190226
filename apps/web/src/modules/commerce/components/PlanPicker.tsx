import { Badge, Button, Card, Empty, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderCreated, Product } from '@app/contracts';
import { OrderType } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatPrice } from '../../../lib/format';
import { addOrder } from '../api';
import { COMMERCE_NS } from '../constants';
import { useProductsQuery } from '../queries';
import { PaymentPanel } from './PaymentPanel';

type PlanPickerProps = { onPaid: () => void };

/** The VIP plans of /au/product/list (monthly, quarterly, yearly), then the payment of the chosen one. */
export const PlanPicker = ({ onPaid }: PlanPickerProps) => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const plans = useProductsQuery({ kind: 'membership', page: 1, limit: 10 });
  const [selected, setSelected] = useState<Product | null>(null);
  const [order, setOrder] = useState<OrderCreated | null>(null);
  const [busy, setBusy] = useState(false);

  const handleBuy = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      setOrder(await addOrder({ orderType: OrderType.Membership, prodId: selected.id }));
    } catch {
      // shown by the display policy (500: already a member)
    } finally {
      setBusy(false);
    }
  };

  if (order) return <PaymentPanel orderId={order.orderId} amount={order.amount} currency={order.currency} onPaid={onPaid} />;
  if (plans.isLoading) return <Spin />;
  const list = plans.data?.list ?? [];
  if (list.length === 0) return <Empty description={t('plans.none')} />;
  return (
    <div>
      <div className="plan-picker" role="radiogroup" aria-label={t('plans.title')} style={{ display: 'grid', gridTemplateColumns: `repeat(${list.length}, 1fr)`, gap: 12 }}>
        {list.map((plan) => {
          const card = (
            <Card
              key={plan.id}
              hoverable
              role="radio"
              aria-checked={selected?.id === plan.id}
              data-testid={`plan-${plan.code}`}
              onClick={() => setSelected(plan)}
              style={{ textAlign: 'center', borderColor: selected?.id === plan.id ? '#1677ff' : undefined, borderWidth: selected?.id === plan.id ? 2 : 1 }}
            >
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {plan.name}
              </Typography.Title>
              <Typography.Text strong style={{ fontSize: 22 }}>
                {formatPrice(plan.price, plan.currency, locale)}
              </Typography.Text>
              <div style={{ minHeight: 22 }}>{plan.originalPrice ? <Typography.Text delete type="secondary">{formatPrice(plan.originalPrice, plan.currency, locale)}</Typography.Text> : null}</div>
              <Typography.Text type="secondary">{t('plans.months', { count: plan.productMonth ?? 1 })}</Typography.Text>
            </Card>
          );
          return plan.recommend === 1 ? (
            <Badge.Ribbon key={plan.id} text={t('plans.recommended')} color="gold">
              {card}
            </Badge.Ribbon>
          ) : (
            card
          );
        })}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('plans.noRefund')}
      </Typography.Paragraph>
      <Button type="primary" block disabled={!selected} loading={busy} onClick={handleBuy}>
        {selected ? t('plans.buy', { price: formatPrice(selected.price, selected.currency, locale) }) : t('plans.choose')}
      </Button>
    </div>
  );
};
