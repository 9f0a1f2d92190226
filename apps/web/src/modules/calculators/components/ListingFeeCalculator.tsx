import {
  calculateTradingCosts,
  estimateListingFee,
  getRule,
  LISTING_FEE_TYPES,
  type ListingFeeInput,
  type ListingFeeType,
  type ListingFeeValue,
  type TradingCostsInput,
  type TradingCostsValue,
} from '@app/domain';
import { Alert, Checkbox, Descriptions, Form, InputNumber, Radio, Select, Table, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocale } from '../../../i18n';
import { formatBandMillions } from '../../../lib/format';
import { amountRules, amountValue, given } from '../form';
import { useCalculatorText } from '../notes';
import { DateField, isoDate } from './DateField';
import { Basis } from './CalculatorParts';
import { InstantCalculator } from './InstantCalculator';

/** A listing by introduction gives its five daily market capitalisations or their average. */
type IntroductionBasis = 'daily' | 'average';

type FeeFormValues = {
  feeType: ListingFeeType;
  monetaryValueHkd?: string;
  listedShares?: string;
  nominalValuePerShareHkd?: string;
  secondaryListing?: boolean;
  introductionBasis: IntroductionBasis;
  marketCapitalisationsHkd?: (string | undefined)[];
  averageMarketCapitalisationHkd?: string;
  applicationDate?: Dayjs;
};

const INITIAL: FeeFormValues = { feeType: 'mainBoardInitial', introductionBasis: 'daily' };
/** The 10th to the 6th business day before the application: five figures. */
const INTRODUCTION_DAYS = [10, 9, 8, 7, 6] as const;
const isInitial = (feeType: ListingFeeType) => feeType === 'mainBoardInitial' || feeType === 'gemInitial';

const money = (amount: string) => `HK$${Number(amount).toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The Fees Rules table behind each fee. */
const FEE_RULE = {
  mainBoardInitial: 'mainBoardInitialFee',
  mainBoardAnnual: 'mainBoardAnnualFee',
  mainBoardIntroduction: 'introductionFee',
  gemInitial: 'gemInitialFee',
  gemAnnual: 'gemAnnualFee',
} as const satisfies Record<ListingFeeType, Parameters<typeof getRule>[0]>;

const FeeAnswer = ({ value }: { value: ListingFeeValue }) => {
  const { t } = useCalculatorText();
  const locale = useLocale();
  const rule = getRule(FEE_RULE[value.feeType]);
  return (
    <>
      {value.isUncertain ? <Alert type="warning" showIcon message={t('fee.uncertain')} style={{ marginBottom: 12 }} data-testid="fee-uncertain" /> : null}
      <Typography.Text type="secondary">{t('fee.feeHkd')}</Typography.Text>
      <p className="calc-answer" data-testid="fee-amount">
        {money(value.feeHkd)}
      </p>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('fee.feeType')}>{t(`fee.feeTypes.${value.feeType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fee.basisHkd')}>
          {money(value.basisHkd)} <Basis basis={rule} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fee.band')}>
          {value.band.upToHkdMillions === null ? t('fee.topBand') : t('fee.bandUpTo', { millions: formatBandMillions(value.band.upToHkdMillions, locale) })}{' '}
          <Basis basis={rule} />
        </Descriptions.Item>
        {value.averagingDates ? (
          <Descriptions.Item label={t('fee.averagingDates')}>
            {value.averagingDates.join(', ')} <Basis basis={rule} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </>
  );
};

/** The domain input of the chosen fee, or undefined while its figure is empty. */
const toFeeInput = (values: Partial<FeeFormValues>): ListingFeeInput | undefined => {
  const feeType = values.feeType ?? INITIAL.feeType;
  if (feeType === 'gemAnnual') return { feeType };
  if (isInitial(feeType)) return given(values.monetaryValueHkd) ? { feeType, monetaryValueHkd: amountValue(values.monetaryValueHkd) } : undefined;
  if (feeType === 'mainBoardIntroduction') {
    const applicationDate = isoDate(values.applicationDate);
    const daily = values.marketCapitalisationsHkd ?? [];
    const base = { feeType, ...(applicationDate ? { applicationDate } : {}) };
    if ((values.introductionBasis ?? INITIAL.introductionBasis) === 'average')
      return given(values.averageMarketCapitalisationHkd) ? { ...base, averageMarketCapitalisationHkd: amountValue(values.averageMarketCapitalisationHkd) } : undefined;
    return daily.some(given) ? { ...base, marketCapitalisationsHkd: INTRODUCTION_DAYS.map((_, index) => amountValue(daily[index]) ?? '') } : undefined;
  }
  if (!given(values.listedShares)) return undefined;
  return {
    feeType,
    listedShares: amountValue(values.listedShares),
    ...(given(values.nominalValuePerShareHkd) ? { nominalValuePerShareHkd: amountValue(values.nominalValuePerShareHkd) } : {}),
    isSecondaryListing: Boolean(values.secondaryListing),
  };
};

const IntroductionFields = ({ basis }: { basis: IntroductionBasis }) => {
  const { t } = useCalculatorText();
  return (
    <>
      <Form.Item name="applicationDate" label={t('fee.applicationDate')}>
        <DateField />
      </Form.Item>
      <Form.Item name="introductionBasis" label={t('fee.introductionBasis')}>
        <Radio.Group options={(['daily', 'average'] as const).map((value) => ({ value, label: t(`fee.introductionBases.${value}`) }))} />
      </Form.Item>
      {basis === 'average' ? (
        <Form.Item name="averageMarketCapitalisationHkd" label={t('fee.averageMarketCapitalisationHkd')} rules={amountRules(t, true)}>
          <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
        </Form.Item>
      ) : (
        INTRODUCTION_DAYS.map((day, index) => (
          <Form.Item key={day} name={['marketCapitalisationsHkd', index]} label={t('fee.marketCapitalisationOnDay', { day })} rules={amountRules(t, true)}>
            <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
          </Form.Item>
        ))
      )}
    </>
  );
};

/** Initial and annual listing fees from the Fees Rules tables. */
const ListingFeeSection = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<FeeFormValues, ListingFeeInput, ListingFeeValue>
      intro={t('fee.intro')}
      initialValues={INITIAL}
      fields={(values) => {
        const feeType = values.feeType ?? INITIAL.feeType;
        return (
          <>
            <Form.Item name="feeType" label={t('fee.feeType')}>
              <Select options={LISTING_FEE_TYPES.map((value) => ({ value, label: t(`fee.feeTypes.${value}`) }))} />
            </Form.Item>
            {isInitial(feeType) ? (
              <Form.Item name="monetaryValueHkd" label={t('fee.monetaryValueHkd')} rules={amountRules(t, true)}>
                <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
              </Form.Item>
            ) : null}
            {feeType === 'mainBoardIntroduction' ? <IntroductionFields basis={values.introductionBasis ?? INITIAL.introductionBasis} /> : null}
            {feeType === 'mainBoardAnnual' ? (
              <>
                <Form.Item name="listedShares" label={t('fee.listedShares')} rules={amountRules(t, true)}>
                  <InputNumber<string> stringMode min="0" precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name="nominalValuePerShareHkd" label={t('fee.nominalValuePerShareHkd')} rules={amountRules(t)}>
                  <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name="secondaryListing" valuePropName="checked">
                  <Checkbox>{t('fee.secondaryListing')}</Checkbox>
                </Form.Item>
              </>
            ) : null}
          </>
        );
      }}
      toInput={toFeeInput}
      calculate={estimateListingFee}
      exportName={(values) => `listing-fee-${values.feeType ?? INITIAL.feeType}`}
      answer={(value) => <FeeAnswer value={value} />}
    />
  );
};

/** SFC and AFRC levies, the HKEX trading fee and stamp duty of a trade (hk-rules §6.4). */
const TradingCostsSection = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<{ consideration?: string }, TradingCostsInput, TradingCostsValue>
      intro={t('tradingCosts.intro')}
      fields={() => (
        <Form.Item name="consideration" label={t('tradingCosts.consideration')} rules={amountRules(t, true)}>
          <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
        </Form.Item>
      )}
      toInput={(values) => (given(values.consideration) ? { consideration: amountValue(values.consideration) ?? '' } : undefined)}
      calculate={calculateTradingCosts}
      exportName="trading-costs"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('tradingCosts.totalPerSide')}</Typography.Text>
          <p className="calc-answer" data-testid="trading-costs-total">
            {money(value.totalPerSideHkd)}
          </p>
          <Table
            size="small"
            pagination={false}
            rowKey="kind"
            dataSource={[...value.costs]}
            columns={[
              { title: t('tradingCosts.cost'), render: (_, row) => t(`tradingCosts.kinds.${row.kind}`) },
              { title: t('tradingCosts.rate'), render: (_, row) => `${row.ratePercent} %` },
              { title: t('tradingCosts.perSide'), render: (_, row) => money(row.perSideHkd) },
              { title: t('tradingCosts.bothSides'), render: (_, row) => money(row.bothSidesHkd) },
              { title: t('calendar.sessions.basis'), render: (_, row) => <Basis basis={getRule(row.kind)} /> },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  {t('tradingCosts.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2}>{money(value.totalPerSideHkd)}</Table.Summary.Cell>
                <Table.Summary.Cell index={3}>{money(value.totalBothSidesHkd)}</Table.Summary.Cell>
                <Table.Summary.Cell index={4}>
                  <Basis basis="arithmetic" />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    />
  );
};

/** Listing fee estimate (/calAi/fee/index), with the trading costs of a trade as a second tab. */
export const ListingFeeCalculator = () => {
  const { t } = useCalculatorText();
  return (
    <Tabs
      items={[
        { key: 'fee', label: t('fee.tabs.fee'), children: <ListingFeeSection /> },
        { key: 'tradingCosts', label: t('fee.tabs.tradingCosts'), children: <TradingCostsSection /> },
      ]}
    />
  );
};
