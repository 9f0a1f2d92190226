import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Card, Descriptions, Empty, Form, Input, Radio, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommerceLimits, type HkCompanyItem, type Product, type RegistryKind } from '@app/contracts';
import { useLocale } from '../../../i18n';
import { formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { COMMERCE_PATHS } from '../../../navigation';
import { addToCart, findHkCompanies } from '../api';
import { COMMERCE_NS } from '../constants';
import { commerceKeys, useCartQuery, useProductsQuery } from '../queries';

type RegistrySearchProps = { registry: RegistryKind; extraRegistries?: RegistryKind[] };

type TargetForm = { companyNo?: string; nameEn?: string; nameZh?: string; names?: string; brNumber?: string; branch?: string };

/**
 * A paid Hong Kong registry search (/disData/hkSearch/*): choose the product,
 * find the target among the Hong Kong companies we hold (or type a name), see
 * the official fee plus our service charge, and add it to the one cart.
 */
export const RegistrySearch = ({ registry, extraRegistries = [] }: RegistrySearchProps) => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TargetForm>();
  const primary = useProductsQuery({ kind: 'registry', registry, page: 1, limit: 20 });
  const extra = useProductsQuery({ kind: 'registry', registry: extraRegistries[0] ?? registry, page: 1, limit: 20 }, extraRegistries.length > 0);
  const products = useMemo(() => [...(primary.data?.list ?? []), ...(extraRegistries.length ? (extra.data?.list ?? []) : [])], [primary.data, extra.data, extraRegistries.length]);
  const cart = useCartQuery();
  const [productId, setProductId] = useState<string | undefined>();
  const [options, setOptions] = useState<HkCompanyItem[]>([]);
  const [busy, setBusy] = useState(false);
  const product: Product | undefined = products.find((candidate) => candidate.id === productId) ?? products[0];
  const byNames = product && (product.registry === 'receiver' || product.registry === 'bankruptcy' || product.registry === 'winding');
  const byBr = product?.registry === 'br';

  const handleSearch = async (keyword: string) => {
    if (keyword.trim().length < 2) return setOptions([]);
    try {
      setOptions((await findHkCompanies(keyword.trim())).list);
    } catch {
      setOptions([]);
    }
  };

  const handlePick = (companyNo: string) => {
    const company = options.find((option) => option.companyNo === companyNo);
    form.setFieldsValue({ companyNo, nameEn: company?.nameEn ?? undefined, nameZh: company?.nameZh ?? undefined });
  };

  const handleAdd = async (values: TargetForm) => {
    if (!product) return;
    setBusy(true);
    try {
      await addToCart({ prodId: product.id, ...values });
      await queryClient.invalidateQueries({ queryKey: commerceKeys.cart() });
      notify.toast('success', t('search.added'));
      form.resetFields();
    } catch {
      // shown by the display policy
    } finally {
      setBusy(false);
    }
  };

  if (primary.isLoading) return <Spin />;
  if (products.length === 0) return <Empty description={t('search.noProducts')} />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t(`search.titles.${registry}`)} extra={<Link to={COMMERCE_PATHS.cart}><ShoppingCartOutlined /> {t('search.cartLink', { count: cart.data?.total ?? 0 })}</Link>}>
        <Typography.Paragraph type="secondary">{t(`search.intros.${registry}`)}</Typography.Paragraph>
        <Radio.Group value={product?.id} onChange={(event) => setProductId(event.target.value)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {products.map((candidate) => (
            <Radio key={candidate.id} value={candidate.id} data-testid={`product-${candidate.code}`}>
              <Typography.Text strong>{candidate.name}</Typography.Text> <Typography.Text type="secondary">{formatPrice(candidate.price, candidate.currency, locale)}</Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
      </Card>
      {product && (
        <Card size="small" title={t('search.target')}>
          {product.description && <Typography.Paragraph type="secondary">{product.description}</Typography.Paragraph>}
          <Form form={form} layout="vertical" onFinish={handleAdd} style={{ maxWidth: 560 }}>
            {byNames && (
              <Form.Item name="names" label={t('search.names', { max: CommerceLimits.namesPerReceiverSearch })} rules={[{ required: true, message: t('search.namesRequired') }]}>
                <Input.TextArea rows={5} placeholder={t('search.namesPlaceholder')} />
              </Form.Item>
            )}
            {byBr && (
              <Space align="start">
                <Form.Item name="brNumber" label={t('search.brNumber')} rules={[{ required: true, pattern: /^\d{8}$/, message: t('search.brNumberRule') }]}>
                  <Input maxLength={8} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="branch" label={t('search.branch')} initialValue="000" rules={[{ pattern: /^\d{3}$/, message: t('search.branchRule') }]}>
                  <Input maxLength={3} style={{ width: 80 }} />
                </Form.Item>
              </Space>
            )}
            {!byNames && !byBr && (
              <>
                <Form.Item label={t('search.findCompany')}>
                  <AutoComplete
                    onSearch={handleSearch}
                    onSelect={handlePick}
                    placeholder={t('search.findPlaceholder')}
                    options={options.map((option) => ({ value: option.companyNo, label: `${option.companyNo} · ${option.nameEn ?? ''} ${option.nameZh ?? ''}`.trim() }))}
                    aria-label={t('search.findCompany')}
                  />
                </Form.Item>
                <Space align="start" wrap>
                  <Form.Item name="companyNo" label={t('search.companyNo')}>
                    <Input style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name="nameEn" label={t('search.nameEn')}>
                    <Input style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item name="nameZh" label={t('search.nameZh')}>
                    <Input style={{ width: 180 }} />
                  </Form.Item>
                </Space>
              </>
            )}
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('search.officialFee')}>{formatPrice(product.officialFee ?? 0, product.currency, locale)}</Descriptions.Item>
              <Descriptions.Item label={t('search.serviceCharge')}>{formatPrice(product.serviceCharge ?? 0, product.currency, locale)}</Descriptions.Item>
              <Descriptions.Item label={t('search.price')}>
                <Typography.Text strong>{formatPrice(product.price, product.currency, locale)}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            <Button type="primary" htmlType="submit" icon={<ShoppingCartOutlined />} loading={busy}>
              {t('search.addToCart')}
            </Button>
          </Form>
        </Card>
      )}
    </Space>
  );
};
