import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth';
import { useLocale } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { COMMERCE_NS } from '../constants';
import { vipDialog } from '../dialogs';
import { useMembershipQuery } from '../queries';

type Tier = 'free' | 'basic' | 'vip' | 'corporate';
const TIERS: Tier[] = ['free', 'basic', 'vip', 'corporate'];
/**
 * Spec §6 entitlements per tier. "basic" is a registered free account with
 * certification; the spec names it but gives it no entitlements of its own.
 */
const ROWS: { key: string; values: Record<Tier, boolean | 'limit'> }[] = [
  { key: 'titleSearch', values: { free: true, basic: true, vip: true, corporate: true } },
  { key: 'dailySearches', values: { free: 'limit', basic: 'limit', vip: true, corporate: true } },
  { key: 'vipFilters', values: { free: false, basic: false, vip: true, corporate: true } },
  { key: 'financialData', values: { free: false, basic: false, vip: true, corporate: true } },
  { key: 'exports', values: { free: false, basic: false, vip: true, corporate: true } },
  { key: 'aiTools', values: { free: false, basic: false, vip: true, corporate: true } },
  { key: 'companyFeatures', values: { free: false, basic: false, vip: false, corporate: true } },
  { key: 'severalLogins', values: { free: false, basic: false, vip: false, corporate: true } },
];

/** /manage/vip/index: the membership in force and the spec §6 comparison of free, basic, VIP and corporate. */
export const VipComparison = () => {
  const { t } = useTranslation(COMMERCE_NS);
  const locale = useLocale();
  const session = useSession();
  const membership = useMembershipQuery(session.isSignedIn);
  const status = membership.data?.vipStatus ?? 0;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('vip.current')}>
        <Typography.Paragraph data-testid="vip-status">
          {status === 3 ? t('vip.statusCorporate') : status === 1 ? t('vip.statusVip', { date: membership.data?.expiresAt ? formatDate(membership.data.expiresAt, locale) : '—' }) : t('vip.statusFree')}
        </Typography.Paragraph>
        <Space>
          {status !== 3 && (
            <Button type="primary" onClick={() => vipDialog.open('vip')}>
              {status === 1 ? t('vip.renew') : t('vip.buy')}
            </Button>
          )}
          <Button onClick={() => vipDialog.open('company')}>{t('vip.contactCorporate')}</Button>
        </Space>
      </Card>
      <Card size="small" title={t('vip.compare')}>
        <Table
          rowKey="key"
          size="middle"
          pagination={false}
          dataSource={ROWS}
          columns={[
            { title: '', dataIndex: 'key', render: (key: string) => t(`vip.rows.${key}`) },
            ...TIERS.map((tier) => ({
              title: t(`vip.tiers.${tier}`),
              key: tier,
              align: 'center' as const,
              render: (_value: unknown, row: (typeof ROWS)[number]) =>
                row.values[tier] === 'limit' ? t('vip.limit', { count: session.freeLimits.search }) : row.values[tier] ? <CheckOutlined style={{ color: '#52c41a' }} aria-label={t('vip.yes')} /> : <CloseOutlined style={{ color: '#bfbfbf' }} aria-label={t('vip.no')} />,
            })),
          ]}
        />
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('vip.noRefund')} />
      </Card>
    </Space>
  );
};
