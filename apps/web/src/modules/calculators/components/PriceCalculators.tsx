import type {
  AveragePriceResult,
  BuyBackCapResult,
  ConversionPriceResult,
  OptionExercisePriceResult,
  PlacingBenchmarkResult,
  PriceDataUsed,
  PriceRangeResult,
} from '@app/contracts';
import { getRule, isIsoDate, type ListingBoard } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Radio, Table, Tabs, Typography, type DescriptionsProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import * as api from '../api';
import { amountRules, amountValue } from '../form';
import { useCalculatorText } from '../notes';
import { Basis, BoardField, Verdict } from './CalculatorParts';
import { DateField, isoDate } from './DateField';
import { ResultPanel } from './ResultPanel';
import { BuyBackMoratoriumSection, GeneralMandateSection, TheoreticalDilutionSection } from './ShareIssueCalculators';
import { StockSelect } from './StockSelect';

/** Which stored prices were used; demonstration prices get a clear banner. */
const PriceDataBanner = ({ priceData }: { priceData: PriceDataUsed | undefined }) => {
  const { t } = useCalculatorText();
  if (!priceData) return null;
  if (priceData.isUserGiven)
    return <Typography.Text type="secondary">{t('prices.userGiven', { rows: priceData.rows, first: priceData.firstDate, last: priceData.lastDate })}</Typography.Text>;
  return (
    <>
      {priceData.isDemonstration ? <Alert type="warning" showIcon message={t('prices.demo')} data-testid="demo-prices" /> : null}
      <Typography.Text type="secondary">
        {t('prices.priceData', { stockCode: priceData.stockCode, market: priceData.market, rows: priceData.rows, first: priceData.firstDate, last: priceData.lastDate })}
      </Typography.Text>
    </>
  );
};

const dateRule = (t: (key: string) => string) => [{ required: true, message: t('validation.dateRequired') }];

/** A required or optional price input. */
const PriceInput = ({ name, label, required = false }: { name: string; label: string; required?: boolean }) => {
  const { t } = useCalculatorText();
  return (
    <Form.Item name={name} label={label} rules={amountRules(t, required)}>
      <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
    </Form.Item>
  );
};

/** A required or optional date input. */
const DateInput = ({ name, label, required = false }: { name: string; label: string; required?: boolean }) => {
  const { t } = useCalculatorText();
  return (
    <Form.Item name={name} label={label} rules={required ? dateRule(t) : []}>
      <DateField />
    </Form.Item>
  );
};

/** Where a price calculator takes its closing prices from. */
type PriceSource = 'stored' | 'own';

/**
 * The user's own closing prices, one a line: a date and a close ('2027-03-24 10.80',
 * tabs or a comma also separate them). Returns the rows, or the first bad line (1-based).
 */
export const parseClosingPrices = (text: string): { rows: { date: string; close: string }[]; badLine: number | null } => {
  const rows: { date: string; close: string }[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const [date, close, ...rest] = line.trim().split(/[\s,;]+/);
    if (!isIsoDate(date) || !close || !/^\d+(\.\d+)?$/.test(close) || rest.length > 0) return { rows, badLine: index + 1 };
    rows.push({ date, close });
  }
  return { rows, badLine: null };
};

/** Choice of stored prices or the user's own closes, and the text area for them. */
const PriceSourceFields = () => {
  const { t } = useCalculatorText();
  const form = Form.useFormInstance();
  const source = (Form.useWatch('priceSource', form) as PriceSource | undefined) ?? 'stored';
  return (
    <>
      <Form.Item name="priceSource" label={t('prices.source')} initialValue="stored">
        <Radio.Group optionType="button" options={(['stored', 'own'] as const).map((value) => ({ value, label: t(`prices.sources.${value}`) }))} />
      </Form.Item>
      {source === 'own' ? (
        <Form.Item
          name="closingPricesText"
          label={t('prices.ownPrices')}
          extra={t('prices.ownPricesHelp')}
          rules={[
            { required: true, message: t('validation.required') },
            {
              validator: async (_rule, value: unknown) => {
                const { badLine } = parseClosingPrices(String(value ?? ''));
                if (badLine !== null) throw new Error(t('prices.ownPricesInvalid', { line: badLine }));
              },
            },
          ]}
        >
          <Input.TextArea rows={6} placeholder={'2027-03-23 10.60\n2027-03-24 10.80'} data-testid="own-closing-prices" />
        </Form.Item>
      ) : null}
    </>
  );
};

type StoredPriceResult = { readonly priceData?: PriceDataUsed; readonly value: unknown } & Parameters<typeof ResultPanel>[0]['result'];

type StoredPriceCalculatorProps<Values, Result extends StoredPriceResult> = {
  /** What the tab computes and under which rule. */
  intro?: ReactNode;
  initialValues?: Partial<Values>;
  /** The form fields after the stock picker. */
  fields: ReactNode;
  toBody: (values: Values) => Record<string, unknown>;
  request: (body: Record<string, unknown>) => Promise<Result>;
  exportName: string;
  /** The answer, shown when the result has a value. */
  answer: (value: NonNullable<Result['value']>) => ReactNode;
};

/** One calculator on the stored prices: stock, its fields, Calculate, and the result with the prices used. */
const StoredPriceCalculator = <Values extends { stockCode?: string }, Result extends StoredPriceResult>({
  intro,
  initialValues,
  fields,
  toBody,
  request,
  exportName,
  answer,
}: StoredPriceCalculatorProps<Values, Result>) => {
  const { t } = useCalculatorText();
  const [input, setInput] = useState<Record<string, unknown>>({});
  const mutation = useMutation({ mutationFn: request });
  const onFinish = (values: Values & { priceSource?: PriceSource; closingPricesText?: string }) => {
    const own = values.priceSource === 'own' ? parseClosingPrices(values.closingPricesText ?? '').rows : null;
    const body = { stockCode: values.stockCode, ...toBody(values), ...(own ? { closingPrices: own } : {}) };
    setInput(body);
    mutation.mutate(body);
  };
  const result = mutation.data;
  return (
    <div className="calc-page">
      <Card>
        {intro ? <Typography.Paragraph>{intro}</Typography.Paragraph> : null}
        <Form<Values> layout="vertical" initialValues={initialValues} onFinish={onFinish}>
          <Form.Item name="stockCode" label={t('prices.stock')} rules={[{ required: true, message: t('prices.stockRequired') }]}>
            <StockSelect />
          </Form.Item>
          <PriceSourceFields />
          {fields}
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('common.calculate')}
          </Button>
        </Form>
      </Card>
      <ResultPanel result={result} input={input} exportName={exportName} banner={<PriceDataBanner priceData={result?.priceData} />}>
        {result?.value ? answer(result.value as NonNullable<Result['value']>) : null}
      </ResultPanel>
    </div>
  );
};

type AverageForm = { stockCode?: string; referenceDate?: Dayjs; window: 'endingOn' | 'before' };

const AveragePriceSection = () => {
  const { t } = useCalculatorText();
  return (
    <StoredPriceCalculator<AverageForm, AveragePriceResult>
      intro={t('prices.intro.average')}
      initialValues={{ window: 'before' }}
      fields={
        <>
          <DateInput name="referenceDate" label={t('prices.referenceDate')} required />
          <Form.Item name="window" label={t('prices.window')}>
            <Radio.Group options={(['before', 'endingOn'] as const).map((value) => ({ value, label: t(`prices.windows.${value}`) }))} />
          </Form.Item>
        </>
      }
      toBody={(values) => ({ referenceDate: isoDate(values.referenceDate), window: values.window })}
      request={api.averagePrice}
      exportName="average-price"
      answer={(value) => (
        <Table
          size="small"
          pagination={false}
          rowKey="tradingDays"
          dataSource={[...value.periods]}
          columns={[
            { title: t('prices.period'), dataIndex: 'tradingDays' },
            {
              title: t('prices.averageClose'),
              render: (_, row) => (row.isComplete ? <strong>{row.averageClose}</strong> : t('prices.incomplete', { count: row.availableDays })),
            },
            { title: t('prices.vwap'), dataIndex: 'volumeWeightedAverage' },
            { title: t('prices.from'), dataIndex: 'firstDate' },
            { title: t('prices.to'), dataIndex: 'lastDate' },
            {
              title: t('calendar.sessions.basis'),
              // Only the 5-day average before the date is a Listing Rules figure; the others are market information.
              render: (_, row) => <Basis basis={row.tradingDays === 5 && value.window === 'before' ? getRule('fiveDayAverageBasis') : 'marketInformation'} />,
            },
          ]}
        />
      )}
    />
  );
};

/** The dates and override figures of a benchmarked price (placing and convertibles). */
type BenchmarkForm = { stockCode?: string; board: ListingBoard; agreementDate?: Dayjs; announcementDate?: Dayjs; priceFixingDate?: Dayjs };

const BenchmarkDateFields = () => {
  const { t } = useCalculatorText();
  return (
    <>
      <BoardField />
      <DateInput name="agreementDate" label={t('prices.agreementDate')} required />
      <DateInput name="announcementDate" label={t('prices.announcementDate')} />
      <DateInput name="priceFixingDate" label={t('prices.priceFixingDate')} />
    </>
  );
};

const benchmarkDates = (values: BenchmarkForm) => ({
  board: values.board,
  agreementDate: isoDate(values.agreementDate),
  announcementDate: isoDate(values.announcementDate),
  priceFixingDate: isoDate(values.priceFixingDate),
});

/** The benchmarked price and the two figures it is the higher of, as description rows. */
const benchmarkItems = (
  t: (key: string) => string,
  value: { benchmarkedPrice: string; closingPriceOnAgreementDate: string; averageClosingPriceOfFiveDays: string },
  board: ListingBoard = 'MB',
): DescriptionsProps['items'] => {
  const rule = getRule('placingBenchmark', board);
  return [
    { key: 'benchmark', label: t('prices.benchmarkedPrice'), children: <>{value.benchmarkedPrice} <Basis basis={rule} /></> },
    { key: 'close', label: t('prices.closeOnAgreement'), children: <>{value.closingPriceOnAgreementDate} <Basis basis="marketInformation" /></> },
    { key: 'average', label: t('prices.fiveDayAverage'), children: <>{value.averageClosingPriceOfFiveDays} <Basis basis={rule} /></> },
  ];
};

const PlacingSection = () => {
  const { t } = useCalculatorText();
  return (
    <StoredPriceCalculator<BenchmarkForm & { placingPrice?: string }, PlacingBenchmarkResult>
      initialValues={{ board: 'MB' }}
      fields={
        <>
          <PriceInput name="placingPrice" label={t('prices.placingPrice')} required />
          <BenchmarkDateFields />
        </>
      }
      toBody={(values) => ({ placingPrice: amountValue(values.placingPrice), ...benchmarkDates(values) })}
      request={api.placingBenchmark}
      exportName="placing-benchmark"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.discount')}</Typography.Text>
          <p className="calc-answer">{`${value.discountPercent} %`}</p>
          <Verdict isAllowed={!value.isDiscountTwentyPercentOrMore} allowed={t('prices.discountPasses')} notAllowed={t('prices.discountFails')} />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              ...(benchmarkItems(t, value) ?? []),
              { key: 'threshold', label: t('prices.twentyPercentPrice'), children: <>{value.twentyPercentDiscountPrice} <Basis basis={getRule('placingBenchmark')} /></> },
            ]}
          />
        </>
      )}
    />
  );
};

const ConversionSection = () => {
  const { t } = useCalculatorText();
  return (
    <StoredPriceCalculator<BenchmarkForm & { conversionPrice?: string }, ConversionPriceResult>
      initialValues={{ board: 'MB' }}
      intro={t('prices.intro.convertible')}
      fields={
        <>
          <PriceInput name="conversionPrice" label={t('prices.conversionPrice')} required />
          <BenchmarkDateFields />
        </>
      }
      toBody={(values) => ({ conversionPrice: amountValue(values.conversionPrice), ...benchmarkDates(values) })}
      request={api.conversionPrice}
      exportName="conversion-price"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.benchmarkedPrice')}</Typography.Text>
          <p className="calc-answer">{value.benchmarkedPrice}</p>
          <Verdict isAllowed={value.isConversionPriceAllowed} allowed={t('prices.conversionAllowed')} notAllowed={t('prices.conversionNotAllowed')} />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'conversion', label: t('prices.conversionPrice'), children: <>{value.conversionPrice} <Basis basis={getRule('convertibleConversionPrice')} /></> },
              ...(benchmarkItems(t, value) ?? []),
            ]}
          />
        </>
      )}
    />
  );
};

type OptionForm = { stockCode?: string; board: ListingBoard; grantDate?: Dayjs; proposedExercisePrice?: string };

const OptionSection = () => {
  const { t } = useCalculatorText();
  return (
    <StoredPriceCalculator<OptionForm, OptionExercisePriceResult>
      intro={t('prices.intro.option')}
      initialValues={{ board: 'MB' }}
      fields={
        <>
          <BoardField />
          <DateInput name="grantDate" label={t('prices.grantDate')} required />
          <PriceInput name="proposedExercisePrice" label={t('prices.proposedExercisePrice')} />
        </>
      }
      toBody={(values) => ({ board: values.board, grantDate: isoDate(values.grantDate), proposedExercisePrice: amountValue(values.proposedExercisePrice) })}
      request={api.optionExercisePrice}
      exportName="option-exercise-price"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.minimumExercisePrice')}</Typography.Text>
          <p className="calc-answer">{value.minimumExercisePrice}</p>
          {value.isProposedPriceAllowed !== null ? (
            <Verdict isAllowed={value.isProposedPriceAllowed} allowed={t('prices.exerciseAllowed')} notAllowed={t('prices.exerciseNotAllowed')} />
          ) : null}
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('prices.closeOnGrant')}>
              {value.closingPriceOnGrantDate} <Basis basis={getRule('optionExercisePrice')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.fiveDayAverage')}>
              {value.averageClosingPriceOfFiveDays} <Basis basis={getRule('optionExercisePrice')} />
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    />
  );
};

type BuyBackForm = { stockCode?: string; purchaseDate?: Dayjs; proposedPrice?: string };

const BuyBackSection = () => {
  const { t } = useCalculatorText();
  return (
    <StoredPriceCalculator<BuyBackForm, BuyBackCapResult>
      fields={
        <>
          <DateInput name="purchaseDate" label={t('prices.purchaseDate')} required />
          <PriceInput name="proposedPrice" label={t('prices.proposedPrice')} />
        </>
      }
      toBody={(values) => ({ purchaseDate: isoDate(values.purchaseDate), proposedPrice: amountValue(values.proposedPrice) })}
      request={api.buyBackCap}
      exportName="buy-back-cap"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.prohibitedFrom')}</Typography.Text>
          <p className="calc-answer">{value.prohibitedFromPrice}</p>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('prices.fiveDayAverage')}>
              {value.averageClosingPrice} <Basis basis={getRule('buyBackPriceCap')} />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.averagingDates')}>
              {value.averagingDates.join(', ')} <Basis basis="marketInformation" />
            </Descriptions.Item>
            {value.isProposedPricePermitted !== null ? (
              <Descriptions.Item label={t('prices.permitted')}>
                {t(value.isProposedPricePermitted ? 'common.yes' : 'common.no')} <Basis basis={getRule('buyBackPriceCap')} />
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </>
      )}
    />
  );
};

/**
 * /calAi/stock/stockPrice: average prices over the spec §9 periods, and the
 * price benchmarks of hk-rules §5 as tabs (the first five on the stored
 * prices, the last three from figures alone).
 */
export const StockPriceCalculators = () => {
  const { t } = useCalculatorText();
  return (
    <Tabs
      items={[
        { key: 'average', label: t('prices.tabs.average'), children: <AveragePriceSection /> },
        { key: 'placing', label: t('prices.tabs.placing'), children: <PlacingSection /> },
        { key: 'convertible', label: t('prices.tabs.convertible'), children: <ConversionSection /> },
        { key: 'option', label: t('prices.tabs.option'), children: <OptionSection /> },
        { key: 'buyBack', label: t('prices.tabs.buyBack'), children: <BuyBackSection /> },
        { key: 'dilution', label: t('prices.tabs.dilution'), children: <TheoreticalDilutionSection /> },
        { key: 'mandate', label: t('prices.tabs.mandate'), children: <GeneralMandateSection /> },
        { key: 'moratorium', label: t('prices.tabs.moratorium'), children: <BuyBackMoratoriumSection /> },
      ]}
    />
  );
};

type RangeForm = { stockCode?: string; startDate?: Dayjs; endDate?: Dayjs };

/** /calAi/stockMinMax/index: highest and lowest prices over a date range (arithmetic, no Listing Rule). */
export const PriceRangeCalculator = () => {
  const { t } = useCalculatorText();
  const at = (price: { price: string; date: string }) => t('prices.atDate', { price: price.price, date: price.date });
  return (
    <StoredPriceCalculator<RangeForm, PriceRangeResult>
      intro={t('prices.intro.range')}
      fields={
        <>
          <DateInput name="startDate" label={t('prices.startDate')} required />
          <DateInput name="endDate" label={t('prices.endDate')} required />
        </>
      }
      toBody={(values) => ({ startDate: isoDate(values.startDate), endDate: isoDate(values.endDate) })}
      request={api.priceRange}
      exportName="price-range"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.highestHigh')}</Typography.Text>
          <p className="calc-answer">{at(value.highestHigh)}</p>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('prices.highestHigh')}>
              {at(value.highestHigh)} <Basis basis="marketInformation" />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.lowestLow')}>
              {at(value.lowestLow)} <Basis basis="marketInformation" />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.highestClose')}>
              {at(value.highestClose)} <Basis basis="marketInformation" />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.lowestClose')}>
              {at(value.lowestClose)} <Basis basis="marketInformation" />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.firstClose')}>
              {at(value.firstClose)} <Basis basis="marketInformation" />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.lastClose')}>
              {at(value.lastClose)} <Basis basis="marketInformation" />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.change')}>
              {`${value.closeChangePercent} %`} <Basis basis="arithmetic" />
            </Descriptions.Item>
            <Descriptions.Item label={t('prices.tradingDaysWithPrices')}>
              {value.tradingDaysWithPrices} <Basis basis="arithmetic" />
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    />
  );
};
