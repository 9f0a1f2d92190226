import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, Modal, Radio, Space, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrderType, type CartItem, type OrderCreated } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { COMMERCE_PATHS } from '../../../navigation';
import { addAddress, addOrder } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useAddressesQuery, useCartQuery } from '../queries';
import { PaymentPanel } from './PaymentPanel';

type CheckoutValues = { addressId?: string; contactName?: string; tel?: string; email?: string; purpose?: string; declaration?: boolean };

const NEW_CONTACT = 'new';

/**
 * /manage/sCart/buyInfo: the cart lines, a contact, the purpose and
 * declaration where a product needs one (BR extracts, brief §5.3), then the
 * order and its payment. A price changed since the lines went into the cart
 * is shown and confirmed before the order is made.
 */
export const CheckoutForm = () => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCartQuery();
  const addresses = useAddressesQuery();
  const [form] = Form.useForm<CheckoutValues>();
  const [confirmedAmount, setConfirmedAmount] = useState<number | undefined>();
  const [changedTo, setChangedTo] = useState<number | undefined>();
  const [order, setOrder] = useState<OrderCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const addressId = Form.useWatch('addressId', form);

  const items = (cart.data?.list ?? []).filter((item) => item.available);
  const needsPurpose = items.some((item) => item.needsPurpose);
  const saved = addresses.data?.list ?? [];

  const handleSubmit = async (values: CheckoutValues) => {
    setBusy(true);
    try {
      let contactId = values.addressId && values.addressId !== NEW_CONTACT ? values.addressId : undefined;
      if (!contactId) contactId = (await addAddress({ contactName: values.contactName ?? '', tel: values.tel ?? '', email: values.email || undefined })).id;
      const created = await addOrder({
        orderType: OrderType.Registry,
        shopId: items.map((item) => item.id).join(','),
        addressId: contactId,
        purpose: values.purpose,
        declaration: values.declaration ? 'true' : undefined,
        confirmedAmount,
      });
      await queryClient.invalidateQueries({ queryKey: commerceKeys.all });
      setOrder(created);
    } catch (error) {
      if (error instanceof ApiError && (error.resultData as { amount?: number } | null)?.amount !== undefined) setChangedTo((error.resultData as { amount: number }).amount);
    } finally {
      setBusy(false);
    }
  };

  const handlePaid = useCallback(() => {
    notify.toast('success', t('checkout.paid'));
    void queryClient.invalidateQueries({ queryKey: commerceKeys.all });
    if (order) navigate(`${COMMERCE_PATHS.orderDetail}?orderId=${order.orderId}`);
  }, [navigate, order, queryClient, t]);

  if (!cart.isLoading && items.length === 0 && !order) return <Empty description={t('cart.empty')} />;
  const currency = cart.data?.currency ?? 'HKD';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('checkout.items')}>
        <Table<CartItem>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={items}
          columns={[
            { title: t('cart.columns.product'), dataIndex: 'productName' },
            { title: t('cart.columns.target'), dataIndex: 'targetLabel' },
            { title: t('cart.columns.price'), key: 'price', width: 160, render: (_value, item) => formatPrice(item.currentPrice, item.currency, locale) },
          ]}
        />
        <Typography.Paragraph strong style={{ textAlign: 'right', marginTop: 12 }}>
          {t('cart.total')} {formatPrice(cart.data?.amount ?? 0, currency, locale)}
        </Typography.Paragraph>
      </Card>
      {changedTo !== undefined && (
        <Alert
          type="warning"
          showIcon
          title={t('checkout.priceChanged', { amount: formatPrice(changedTo, currency, locale) })}
          action={
            <Button
              onClick={() => {
                setConfirmedAmount(changedTo);
                setChangedTo(undefined);
                form.submit();
              }}
            >
              {t('checkout.confirmPrice')}
            </Button>
          }
        />
      )}
      <Card size="small" title={t('checkout.contact')}>
        <Form form={form} layout="vertical" onFinish={handleSubmit} initialValues={{ addressId: NEW_CONTACT }} style={{ maxWidth: 560 }}>
          {saved.length > 0 && (
            <Form.Item name="addressId" label={t('checkout.savedContacts')}>
              <Radio.Group>
                <Space orientation="vertical">
                  {saved.map((address) => (
                    <Radio key={address.id} value={address.id}>
                      {address.contactName} · {address.tel}
                      {address.email ? ` · ${address.email}` : ''}
                    </Radio>
                  ))}
                  <Radio value={NEW_CONTACT}>{t('checkout.newContact')}</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
          )}
          {(saved.length === 0 || addressId === NEW_CONTACT) && (
            <>
              <Form.Item name="contactName" label={t('checkout.contactName')} rules={[{ required: true, message: t('checkout.contactNameRequired') }, { max: 20, message: t('checkout.max20') }]}>
                <Input />
              </Form.Item>
              <Form.Item name="tel" label={t('checkout.tel')} rules={[{ required: true, pattern: /^\+?[0-9 -]{6,20}$/, message: t('checkout.telRequired') }]}>
                <Input />
              </Form.Item>
              <Form.Item name="email" label={t('checkout.email')} rules={[{ type: 'email', message: t('checkout.emailRule') }]}>
                <Input />
              </Form.Item>
            </>
          )}
          {needsPurpose && (
            <>
              <Form.Item name="purpose" label={t('checkout.purpose')} rules={[{ required: true, message: t('checkout.purposeRequired') }, { max: 200 }]}>
                <Input.TextArea rows={2} placeholder={t('checkout.purposePlaceholder')} />
              </Form.Item>
              <Form.Item name="declaration" valuePropName="checked" rules={[{ validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error(t('checkout.declarationRequired')))) }]}>
                <Checkbox>{t('checkout.declaration')}</Checkbox>
              </Form.Item>
            </>
          )}
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('checkout.submit')}
          </Button>
        </Form>
      </Card>
      <Modal open={Boolean(order)} footer={null} title={t('payment.title')} onCancel={() => order && navigate(`${COMMERCE_PATHS.orderDetail}?orderId=${order.orderId}`)} destroyOnHidden>
        {order && <PaymentPanel orderId={order.orderId} amount={order.amount} currency={order.currency} onPaid={handlePaid} />}
      </Modal>
    </Space>
  );
};
