import { BoardsByMarket, StatisticsMarkets, type CompanyBoard, type CompanyStatistics as Statistics, type StatisticsMarket } from '@app/contracts';
import { Alert, Card, Col, Empty, Radio, Row, Select, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { delistingsOption, industriesOption, listingsOption, marketValueOption, type ChartText } from '../charts';
import { STATISTICS_NS } from '../constants';
import { useCompanyStatisticsQuery } from '../queries';
import { EChart } from './EChart';

type ChartCardProps = { title: string; isEmpty: boolean; children: ReactNode; extra?: ReactNode };

const ChartCard = ({ title, isEmpty, children, extra }: ChartCardProps) => {
  const { t } = useTranslation(STATISTICS_NS);
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      {isEmpty ? <Empty description={t('statistics.noData')} /> : children}
      {extra}
    </Card>
  );
};

/** The demonstration-data notice, naming the charts it concerns. */
const DemoNotice = ({ stats }: { stats: Statistics }) => {
  const { t } = useTranslation(STATISTICS_NS);
  if (!stats.demo) return null;
  const sections = (Object.keys(stats.demoSections) as (keyof Statistics['demoSections'])[]).filter((key) => stats.demoSections[key]);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="statistics-demo"
      title={t('statistics.demoNotice')}
      description={t('statistics.demoDescription', { sections: sections.map((key) => t(`statistics.sections.${key}`)).join(t('statistics.listSeparator')) })}
    />
  );
};

/** /disData/sta/company: listings by year and board, delistings, market-value bands and industry mix, per market and board. */
export const CompanyStatistics = () => {
  const { t, i18n } = useTranslation(STATISTICS_NS);
  const locale = useLocale();
  const [market, setMarket] = useState<StatisticsMarket>('HK');
  const [board, setBoard] = useState<CompanyBoard | undefined>(undefined);
  const query = useCompanyStatisticsQuery(market, board);
  const stats = query.data;

  const text: ChartText = useMemo(() => ({ t: (key, values) => t(key, values ?? {}), number: (value) => formatNumber(value, locale) }), [t, locale]);
  const industryName = (industry: string) => (i18n.exists(`${STATISTICS_NS}:industries.${industry}`) ? t(`industries.${industry}`) : industry);
  const options = useMemo(
    () =>
      stats && {
        listings: listingsOption(stats, text),
        delistings: delistingsOption(stats, text),
        marketValue: marketValueOption(stats, text),
        industries: industriesOption(stats, text, industryName),
      },
    // industryName only reads the translations that `text` already follows
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stats, text],
  );

  const handleMarketChange = (value: StatisticsMarket) => {
    setMarket(value);
    setBoard(undefined);
  };

  const unclassified = stats?.industries.find((row) => row.industry === null)?.count ?? 0;
  const number = (value: number) => formatNumber(value, locale);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('statistics.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('statistics.intro')}</Typography.Paragraph>
      </div>
      <Space wrap size="large">
        <Space>
          <Typography.Text>{t('statistics.market')}</Typography.Text>
          <Radio.Group
            optionType="button"
            value={market}
            onChange={(event) => handleMarketChange(event.target.value as StatisticsMarket)}
            options={StatisticsMarkets.map((value) => ({ value, label: t(`statistics.markets.${value}`) }))}
          />
        </Space>
        <Space>
          <Typography.Text id="statistics-board-label">{t('statistics.board')}</Typography.Text>
          <Select<CompanyBoard | 'all'>
            aria-labelledby="statistics-board-label"
            style={{ minWidth: 220 }}
            value={board ?? 'all'}
            onChange={(value) => setBoard(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('statistics.allBoards') },
              ...BoardsByMarket[market].map((value) => ({ value, label: t(`statistics.boards.${value}`) })),
            ]}
          />
        </Space>
      </Space>

      {query.isError ? <Alert type="error" showIcon title={t('statistics.loadFailed')} /> : null}
      {!stats || !options ? (
        query.isError ? null : <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <DemoNotice stats={stats} />
          <Typography.Text data-testid="statistics-totals">
            {t('statistics.totals', { listed: number(stats.totals.listed), delisted: number(stats.totals.delisted) })}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <ChartCard
                title={t('statistics.charts.listings')}
                isEmpty={stats.listingsByYear.length === 0}
                extra={
                  stats.totals.withoutListingDate > 0 ? (
                    <Typography.Text type="secondary">{t('statistics.withoutListingDate', { count: number(stats.totals.withoutListingDate) })}</Typography.Text>
                  ) : null
                }
              >
                <EChart option={options.listings} label={t('statistics.charts.listings')} height={360} />
              </ChartCard>
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard
                title={t('statistics.charts.marketValue')}
                isEmpty={stats.marketValueBands.every((band) => band.count === 0)}
                extra={
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                    {stats.totals.withoutMarketValue > 0 ? `${t('statistics.withoutMarketValue', { count: number(stats.totals.withoutMarketValue) })} ` : ''}
                    {market === 'A' ? t('statistics.rateNote', { rate: stats.cnyToHkdRate }) : ''}
                  </Typography.Paragraph>
                }
              >
                <EChart option={options.marketValue} label={t('statistics.charts.marketValue')} />
              </ChartCard>
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard
                title={t('statistics.charts.industries')}
                isEmpty={stats.industries.every((row) => row.industry === null)}
                extra={unclassified > 0 ? <Typography.Text type="secondary">{t('statistics.unclassified', { count: number(unclassified) })}</Typography.Text> : null}
              >
                <EChart option={options.industries} label={t('statistics.charts.industries')} />
              </ChartCard>
            </Col>
            <Col span={24}>
              <ChartCard
                title={t('statistics.charts.delistings')}
                isEmpty={stats.delistingsByYear.length === 0}
                extra={
                  stats.totals.delistedWithoutDate > 0 ? (
                    <Typography.Text type="secondary">{t('statistics.delistedWithoutDate', { count: number(stats.totals.delistedWithoutDate) })}</Typography.Text>
                  ) : null
                }
              >
                <EChart option={options.delistings} label={t('statistics.charts.delistings')} height={280} />
              </ChartCard>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
};
