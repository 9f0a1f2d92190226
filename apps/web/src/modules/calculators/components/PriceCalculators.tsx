import type { AveragePriceResult, BuyBackCapResult, PlacingBenchmarkResult, PriceDataUsed, PriceRangeResult } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, InputNumber, Radio, Table, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import * as api from '../api';
import { amountRules, amountValue } from '../form';
import { useCalculatorText } from '../notes';
import { DateField, isoDate } from './DateField';
import { ResultPanel } from './ResultPanel';
import { StockSelect } from './StockSelect';

/** Which stored prices were used; demonstration prices get a clear banner. */
const PriceDataBanner = ({ priceData }: { priceData: PriceDataUsed | undefined }) => {
  const { t } = useCalculatorText();
  if (!priceData) return null;
  return (
    <>
      {priceData.isDemonstration ? <Alert type="warning" showIcon message={t('prices.demo')} data-testid="demo-prices" /> : null}
      <Typography.Text type="secondary">
        {t('prices.priceData', { stockCode: priceData.stockCode, market: priceData.market, rows: priceData.rows, first: priceData.firstDate, last: priceData.lastDate })}
      </Typography.Text>
    </>
  );
};

const StockField = () => {
  const { t } = useCalculatorText();
  return (
    <Form.Item name="stockCode" label={t('prices.stock')} rules={[{ required: true, message: t('prices.stockRequired') }]}>
      <StockSelect />
    </Form.Item>
  );
};

const dateRule = (t: (key: string) => string) => [{ required: true, message: t('validation.dateRequired') }];

type AverageForm = { stockCode?: string; referenceDate?: Dayjs; window: 'endingOn' | 'before' };

const AveragePriceSection = () => {
  const { t } = useCalculatorText();
  const [input, setInput] = useState<Record<string, unknown>>({});
  const mutation = useMutation({ mutationFn: api.averagePrice });
  const onFinish = (values: AverageForm) => {
    const body = { stockCode: values.stockCode, referenceDate: isoDate(values.referenceDate), window: values.window };
    setInput(body);
    mutation.mutate(body);
  };
  const result: AveragePriceResult | undefined = mutation.data;
  return (
    <div className="calc-page">
      <Card>
        <Form<AverageForm> layout="vertical" initialValues={{ window: 'endingOn' }} onFinish={onFinish}>
          <StockField />
          <Form.Item name="referenceDate" label={t('prices.referenceDate')} rules={dateRule(t)}>
            <DateField />
          </Form.Item>
          <Form.Item name="window" label={t('prices.window')}>
            <Radio.Group options={(['endingOn', 'before'] as const).map((value) => ({ value, label: t(`prices.windows.${value}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('common.calculate')}
          </Button>
        </Form>
      </Card>
      <ResultPanel result={result} input={input} exportName="average-price" banner={<PriceDataBanner priceData={result?.priceData} />}>
        {result?.value ? (
          <Table
            size="small"
            pagination={false}
            rowKey="tradingDays"
            dataSource={[...result.value.periods]}
            columns={[
              { title: t('prices.period'), dataIndex: 'tradingDays' },
              {
                title: t('prices.averageClose'),
                render: (_, row) => (row.isComplete ? <strong>{row.averageClose}</strong> : t('prices.incomplete', { count: row.availableDays })),
              },
              { title: t('prices.vwap'), dataIndex: 'volumeWeightedAverage' },
              { title: t('prices.from'), dataIndex: 'firstDate' },
              { title: t('prices.to'), dataIndex: 'lastDate' },
            ]}
          />
        ) : null}
      </ResultPanel>
    </div>
  );
};

type PlacingForm = { stockCode?: string; placingPrice?: string; agreementDate?: Dayjs; announcementDate?: Dayjs; priceFixingDate?: Dayjs };

const PlacingSection = () => {
  const { t } = useCalculatorText();
  const [input, setInput] = useState<Record<string, unknown>>({});
  const mutation = useMutation({ mutationFn: api.placingBenchmark });
  const onFinish = (values: PlacingForm) => {
    const body = {
      stockCode: values.stockCode,
      placingPrice: amountValue(values.placingPrice),
      agreementDate: isoDate(values.agreementDate),
      announcementDate: isoDate(values.announcementDate),
      priceFixingDate: isoDate(values.priceFixingDate),
    };
    setInput(body);
    mutation.mutate(body);
  };
  const result: PlacingBenchmarkResult | undefined = mutation.data;
  const value = result?.value;
  return (
    <div className="calc-page">
      <Card>
        <Form<PlacingForm> layout="vertical" onFinish={onFinish}>
          <StockField />
          <Form.Item name="placingPrice" label={t('prices.placingPrice')} rules={amountRules(t, true)}>
            <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="agreementDate" label={t('prices.agreementDate')} rules={dateRule(t)}>
            <DateField />
          </Form.Item>
          <Form.Item name="announcementDate" label={t('prices.announcementDate')}>
            <DateField />
          </Form.Item>
          <Form.Item name="priceFixingDate" label={t('prices.priceFixingDate')}>
            <DateField />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('common.calculate')}
          </Button>
        </Form>
      </Card>
      <ResultPanel result={result} input={input} exportName="placing-benchmark" banner={<PriceDataBanner priceData={result?.priceData} />}>
        {value ? (
          <>
            <Typography.Text type="secondary">{t('prices.discount')}</Typography.Text>
            <p className="calc-answer">{`${value.discountPercent} %`}</p>
            <Alert type={value.isDiscountTwentyPercentOrMore ? 'error' : 'success'} message={t(value.isDiscountTwentyPercentOrMore ? 'prices.discountFails' : 'prices.discountPasses')} />
            <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }}>
              <Descriptions.Item label={t('prices.benchmarkedPrice')}>{value.benchmarkedPrice}</Descriptions.Item>
              <Descriptions.Item label={t('prices.closeOnAgreement')}>{value.closingPriceOnAgreementDate}</Descriptions.Item>
              <Descriptions.Item label={t('prices.fiveDayAverage')}>{value.averageClosingPriceOfFiveDays}</Descriptions.Item>
              <Descriptions.Item label={t('prices.twentyPercentPrice')}>{value.twentyPercentDiscountPrice}</Descriptions.Item>
            </Descriptions>
          </>
        ) : null}
      </ResultPanel>
    </div>
  );
};

type BuyBackForm = { stockCode?: string; purchaseDate?: Dayjs; proposedPrice?: string };

const BuyBackSection = () => {
  const { t } = useCalculatorText();
  const [input, setInput] = useState<Record<string, unknown>>({});
  const mutation = useMutation({ mutationFn: api.buyBackCap });
  const onFinish = (values: BuyBackForm) => {
    const body = { stockCode: values.stockCode, purchaseDate: isoDate(values.purchaseDate), proposedPrice: amountValue(values.proposedPrice) };
    setInput(body);
    mutation.mutate(body);
  };
  const result: BuyBackCapResult | undefined = mutation.data;
  const value = result?.value;
  return (
    <div className="calc-page">
      <Card>
        <Form<BuyBackForm> layout="vertical" onFinish={onFinish}>
          <StockField />
          <Form.Item name="purchaseDate" label={t('prices.purchaseDate')} rules={dateRule(t)}>
            <DateField />
          </Form.Item>
          <Form.Item name="proposedPrice" label={t('prices.proposedPrice')} rules={amountRules(t)}>
            <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('common.calculate')}
          </Button>
        </Form>
      </Card>
      <ResultPanel result={result} input={input} exportName="buy-back-cap" banner={<PriceDataBanner priceData={result?.priceData} />}>
        {value ? (
          <>
            <Typography.Text type="secondary">{t('prices.prohibitedFrom')}</Typography.Text>
            <p className="calc-answer">{value.prohibitedFromPrice}</p>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('prices.fiveDayAverage')}>{value.averageClosingPrice}</Descriptions.Item>
              <Descriptions.Item label={t('prices.averagingDates')}>{value.averagingDates.join(', ')}</Descriptions.Item>
              {value.isProposedPricePermitted !== null ? (
                <Descriptions.Item label={t('prices.permitted')}>{t(value.isProposedPricePermitted ? 'common.yes' : 'common.no')}</Descriptions.Item>
              ) : null}
            </Descriptions>
          </>
        ) : null}
      </ResultPanel>
    </div>
  );
};

/** /calAi/stock/stockPrice: average prices over the spec §9 periods, with the placing benchmark and buy-back cap as tabs. */
export const StockPriceCalculators = () => {
  const { t } = useCalculatorText();
  return (
    <Tabs
      items={[
        { key: 'average', label: t('prices.tabs.average'), children: <AveragePriceSection /> },
        { key: 'placing', label: t('prices.tabs.placing'), children: <PlacingSection /> },
        { key: 'buyBack', label: t('prices.tabs.buyBack'), children: <BuyBackSection /> },
      ]}
    />
  );
};

type RangeForm = { stockCode?: string; startDate?: Dayjs; endDate?: Dayjs };

/** /calAi/stockMinMax/index: highest and lowest prices over a date range. */
export const PriceRangeCalculator = () => {
  const { t } = useCalculatorText();
  const [input, setInput] = useState<Record<string, unknown>>({});
  const mutation = useMutation({ mutationFn: api.priceRange });
  const onFinish = (values: RangeForm) => {
    const body = { stockCode: values.stockCode, startDate: isoDate(values.startDate), endDate: isoDate(values.endDate) };
    setInput(body);
    mutation.mutate(body);
  };
  const result: PriceRangeResult | undefined = mutation.data;
  const value = result?.value;
  const at = (price: { price: string; date: string }) => t('prices.atDate', { price: price.price, date: price.date });
  return (
    <div className="calc-page">
      <Card>
        <Form<RangeForm> layout="vertical" onFinish={onFinish}>
          <StockField />
          <Form.Item name="startDate" label={t('prices.startDate')} rules={dateRule(t)}>
            <DateField />
          </Form.Item>
          <Form.Item name="endDate" label={t('prices.endDate')} rules={dateRule(t)}>
            <DateField />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('common.calculate')}
          </Button>
        </Form>
      </Card>
      <ResultPanel result={result} input={input} exportName="price-range" banner={<PriceDataBanner priceData={result?.priceData} />}>
        {value ? (
          <>
            <Typography.Text type="secondary">{t('prices.highestHigh')}</Typography.Text>
            <p className="calc-answer">{at(value.highestHigh)}</p>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('prices.lowestLow')}>{at(value.lowestLow)}</Descriptions.Item>
              <Descriptions.Item label={t('prices.highestClose')}>{at(value.highestClose)}</Descriptions.Item>
              <Descriptions.Item label={t('prices.lowestClose')}>{at(value.lowestClose)}</Descriptions.Item>
              <Descriptions.Item label={t('prices.firstClose')}>{at(value.firstClose)}</Descriptions.Item>
              <Descriptions.Item label={t('prices.lastClose')}>{at(value.lastClose)}</Descriptions.Item>
              <Descriptions.Item label={t('prices.change')}>{`${value.closeChangePercent} %`}</Descriptions.Item>
              <Descriptions.Item label={t('prices.tradingDaysWithPrices')}>{value.tradingDaysWithPrices}</Descriptions.Item>
            </Descriptions>
          </>
        ) : null}
      </ResultPanel>
    </div>
  );
};
