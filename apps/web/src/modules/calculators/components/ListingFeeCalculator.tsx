import { estimateListingFee, type ListingFeeInput, type ListingFeeType, type ListingFeeValue } from '@app/domain';
import { Alert, Card, Checkbox, Descriptions, Form, InputNumber, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { amountRules, amountValue, given } from '../form';
import { useCalculatorText } from '../notes';
import { ResultPanel } from './ResultPanel';

const FEE_TYPES: readonly ListingFeeType[] = ['mainBoardInitial', 'mainBoardAnnual', 'gemInitial', 'gemAnnual'];

type FeeFormValues = {
  feeType: ListingFeeType;
  monetaryValueHkd?: string;
  listedShares?: string;
  nominalValuePerShareHkd?: string;
  secondaryListing?: boolean;
};

const INITIAL: FeeFormValues = { feeType: 'mainBoardInitial' };
const isInitial = (feeType: ListingFeeType) => feeType === 'mainBoardInitial' || feeType === 'gemInitial';

const FeeAnswer = ({ value }: { value: ListingFeeValue }) => {
  const { t } = useCalculatorText();
  const money = (amount: string) => `HK$${Number(amount).toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return (
    <>
      {value.isUncertain ? <Alert type="warning" showIcon message={t('fee.uncertain')} style={{ marginBottom: 12 }} data-testid="fee-uncertain" /> : null}
      <Typography.Text type="secondary">{t('fee.feeHkd')}</Typography.Text>
      <p className="calc-answer" data-testid="fee-amount">
        {money(value.feeHkd)}
      </p>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('fee.feeType')}>{t(`fee.feeTypes.${value.feeType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('fee.basisHkd')}>{money(value.basisHkd)}</Descriptions.Item>
        <Descriptions.Item label={t('fee.band')}>
          {value.band.upToHkdMillions === null ? t('fee.topBand') : t('fee.bandUpTo', { millions: value.band.upToHkdMillions.toLocaleString('en-HK') })}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
};

/** Listing fee estimate (/calAi/fee/index): Main Board and GEM initial and annual fees from the Fees Rules tables. */
export const ListingFeeCalculator = () => {
  const { t } = useCalculatorText();
  const [form] = Form.useForm<FeeFormValues>();
  const values = (Form.useWatch([], form) as FeeFormValues | undefined) ?? INITIAL;
  const feeType = values.feeType ?? INITIAL.feeType;
  const input = useMemo<ListingFeeInput>(
    () =>
      isInitial(feeType)
        ? { feeType, monetaryValueHkd: amountValue(values.monetaryValueHkd) ?? '' }
        : {
            feeType,
            listedShares: amountValue(values.listedShares) ?? '',
            ...(given(values.nominalValuePerShareHkd) ? { nominalValuePerShareHkd: amountValue(values.nominalValuePerShareHkd) } : {}),
            isSecondaryListing: Boolean(values.secondaryListing),
          },
    [feeType, values.monetaryValueHkd, values.listedShares, values.nominalValuePerShareHkd, values.secondaryListing],
  );
  const ready = feeType === 'gemAnnual' || (isInitial(feeType) ? given(values.monetaryValueHkd) : given(values.listedShares));
  const result = useMemo(() => (ready ? estimateListingFee(input) : undefined), [ready, input]);

  return (
    <div className="calc-page">
      <Card>
        <Typography.Paragraph>{t('fee.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={INITIAL}>
          <Form.Item name="feeType" label={t('fee.feeType')}>
            <Select options={FEE_TYPES.map((value) => ({ value, label: t(`fee.feeTypes.${value}`) }))} />
          </Form.Item>
          {isInitial(feeType) ? (
            <Form.Item name="monetaryValueHkd" label={t('fee.monetaryValueHkd')} rules={amountRules(t, true)}>
              <InputNumber<string> stringMode min="0" style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
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
        </Form>
      </Card>
      <ResultPanel result={result} input={input} exportName={`listing-fee-${feeType}`}>
        {result?.value ? <FeeAnswer value={result.value} /> : null}
      </ResultPanel>
    </div>
  );
};
