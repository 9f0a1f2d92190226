import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { calculateConnectedTransactionExemption, calculateSizeTests, type RatioKind } from '@app/domain';
import { Button, Card, Checkbox, Collapse, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { amountRules, given } from '../form';
import { useCalculatorText } from '../notes';
import {
  DISPOSAL_FIELDS,
  INITIAL_SIZE_TEST_VALUES,
  RATIO_FIELDS,
  RATIO_KINDS,
  annualCapsOf,
  isRatioGiven,
  toConnectedInput,
  toSizeTestInput,
  type SizeTestFormValues,
} from '../size-test-form';
import { AveragePriceFill } from './AveragePriceFill';
import { DateField } from './DateField';
import { EarlierTransactionsFields } from './EarlierTransactionsFields';
import { ResultPanel } from './ResultPanel';
import { ConnectedAnswer, SizeTestAnswer } from './SizeTestAnswers';

export { RATIO_KINDS } from '../size-test-form';

/** An amount input labelled by its `sizeTest.<name>` text. */
const AmountField = ({ name, extra }: { name: keyof SizeTestFormValues; extra?: string }) => {
  const { t } = useCalculatorText();
  return (
    <Form.Item name={name} label={t(`sizeTest.${name}`)} rules={amountRules(t)} extra={extra}>
      <InputNumber<string> stringMode style={{ width: '100%' }} />
    </Form.Item>
  );
};

/** MB 14.07(4): the market capitalisation typed, or the 5-day average close × shares in issue. */
const MarketCapitalisationFields = ({ values, onAverageClose }: { values: SizeTestFormValues; onAverageClose: (price: string) => void }) => {
  const { t } = useCalculatorText();
  return (
    <>
      <AmountField name="marketCapitalisation" />
      <Typography.Paragraph type="secondary">{t('sizeTest.marketCapitalisationOr')}</Typography.Paragraph>
      <AmountField name="averageClosingPrice" />
      <AmountField name="issuedShares" extra={t('sizeTest.issuedSharesHint')} />
      <AveragePriceFill transactionDate={values.transactionDate} onFill={onAverageClose} />
      {given(values.marketCapitalisation) && (given(values.averageClosingPrice) || given(values.issuedShares)) ? (
        <Typography.Paragraph type="warning">{t('sizeTest.marketCapitalisationTyped')}</Typography.Paragraph>
      ) : null}
    </>
  );
};

/** MB 14.25–14.28 and 14.16: the interest taken in the target and the dividends deducted from total assets. */
const AdjustmentFields = ({ isBoth }: { isBoth: boolean }) => {
  const { t } = useCalculatorText();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('sizeTest.interestIntro')}</Typography.Paragraph>
      <AmountField name="interestPercent" />
      <Form.Item name="changesConsolidation" valuePropName="checked">
        <Checkbox>{t('sizeTest.changesConsolidation')}</Checkbox>
      </Form.Item>
      {isBoth ? (
        <>
          <AmountField name="disposalInterestPercent" />
          <Form.Item name="disposalChangesConsolidation" valuePropName="checked">
            <Checkbox>{t('sizeTest.disposalChangesConsolidation')}</Checkbox>
          </Form.Item>
        </>
      ) : null}
      <AmountField name="dividendsToDeduct" extra={t('sizeTest.dividendsHint')} />
    </>
  );
};

/** MB 14A.78: the annual caps of a continuing connected transaction; the largest is used. */
const AnnualCapsFields = () => {
  const { t } = useCalculatorText();
  return (
    <Form.List name="annualCaps">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
          <Typography.Text>{t('sizeTest.annualCapsTitle')}</Typography.Text>
          {fields.map((field, position) => (
            <Space.Compact key={field.key} style={{ width: '100%' }}>
              <Form.Item name={field.name} rules={amountRules(t)} noStyle>
                <InputNumber<string> stringMode style={{ width: '100%' }} aria-label={t('sizeTest.annualCap', { number: position + 1 })} />
              </Form.Item>
              <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('aggregation.remove')} />
            </Space.Compact>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
            {t('sizeTest.addAnnualCap')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
};

/**
 * The shared size-test form of /calAi/scale/* (MB 14.07–14.08): all five
 * ratios, results as the user types; `emphasis` puts one ratio first. Also
 * a transaction that is both (MB 14.24), the adjustments of r.14.16 and
 * r.14.25–14.28, aggregation (r.14.22) and the connected de minimis test.
 */
export const SizeTestCalculator = ({ emphasis }: { emphasis: RatioKind }) => {
  const { t } = useCalculatorText();
  const [form] = Form.useForm<SizeTestFormValues>();
  const values = (Form.useWatch([], form) as SizeTestFormValues | undefined) ?? INITIAL_SIZE_TEST_VALUES;
  const [showConnected, setShowConnected] = useState(false);
  const isBoth = values.transaction === 'both';
  const anyGiven = RATIO_KINDS.some((kind) => isRatioGiven(values, kind));
  const input = useMemo(() => toSizeTestInput(values), [values]);
  const result = useMemo(() => (anyGiven ? calculateSizeTests(input) : undefined), [anyGiven, input]);
  const connectedInput = useMemo(() => toConnectedInput(values, input), [values, input]);
  const hasConnectedTotal = given(values.totalConsiderationHkd) || annualCapsOf(values).length > 0;
  const connected = useMemo(
    () => (showConnected && anyGiven && hasConnectedTotal ? calculateConnectedTransactionExemption(connectedInput) : undefined),
    [showConnected, anyGiven, hasConnectedTotal, connectedInput],
  );
  const order = [emphasis, ...RATIO_KINDS.filter((kind) => kind !== emphasis)];
  const fieldsOf = (kind: RatioKind): (keyof SizeTestFormValues)[] => {
    const [subject, issuer] = RATIO_FIELDS[kind];
    const disposal = isBoth ? DISPOSAL_FIELDS[kind] : undefined;
    return kind === 'consideration' ? [subject, ...(disposal ? [disposal] : [])] : [subject, ...(disposal ? [disposal] : []), issuer];
  };

  return (
    <div className="calc-page">
      <Card>
        <Typography.Paragraph>{t('sizeTest.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={INITIAL_SIZE_TEST_VALUES} aria-label={t('sizeTest.classification')}>
          <Form.Item name="board" label={t('common.board')}>
            <Radio.Group optionType="button" options={(['MB', 'GEM'] as const).map((board) => ({ value: board, label: t(`common.boards.${board}`) }))} />
          </Form.Item>
          <Form.Item name="transaction" label={t('sizeTest.transaction')} extra={isBoth ? t('sizeTest.bothIntro') : undefined}>
            <Radio.Group
              optionType="button"
              options={(['acquisition', 'disposal', 'both'] as const).map((value) => ({ value, label: t(`sizeTest.transactions.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="considerationType" label={t('sizeTest.considerationType')}>
            <Radio.Group
              optionType="button"
              options={(['cash', 'newShares', 'cashAndNewShares'] as const).map((value) => ({ value, label: t(`sizeTest.considerationTypes.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="transactionDate" label={t('sizeTest.transactionDate')} extra={t('sizeTest.transactionDateHint')}>
            <DateField bounds="fromCalendarStart" />
          </Form.Item>
          {order.map((kind) => (
            <fieldset key={kind} className={kind === emphasis ? 'calc-ratio-emphasised' : undefined} style={{ border: 0, padding: 0, margin: 0 }}>
              <Typography.Title level={5}>{t(`ratio.${kind}`)}</Typography.Title>
              {fieldsOf(kind).map((name) => (
                <AmountField key={name} name={name} />
              ))}
              {kind === 'consideration' ? (
                <MarketCapitalisationFields values={values} onAverageClose={(price) => form.setFieldValue('averageClosingPrice', price)} />
              ) : null}
            </fieldset>
          ))}
          <Form.Item name="uncapped" valuePropName="checked">
            <Checkbox>{t('sizeTest.uncapped')}</Checkbox>
          </Form.Item>
          <Collapse
            ghost
            style={{ marginBottom: 16 }}
            items={[
              { key: 'adjustments', label: t('sizeTest.adjustmentsTitle'), forceRender: true, children: <AdjustmentFields isBoth={isBoth} /> },
              { key: 'aggregation', label: t('aggregation.title'), forceRender: true, children: <EarlierTransactionsFields isBoth={isBoth} /> },
            ]}
          />
          <Button type="link" onClick={() => setShowConnected((shown) => !shown)} aria-expanded={showConnected} style={{ paddingInline: 0 }}>
            {t('sizeTest.connectedLink')}
          </Button>
          {showConnected ? (
            <section id="connected">
              <Typography.Title level={5}>{t('sizeTest.connectedTitle')}</Typography.Title>
              <Typography.Paragraph type="secondary">{t('sizeTest.connectedIntro')}</Typography.Paragraph>
              <AmountField name="totalConsiderationHkd" />
              <AnnualCapsFields />
              <Form.Item name="subsidiaryLevel" valuePropName="checked">
                <Checkbox>{t('sizeTest.subsidiaryLevel')}</Checkbox>
              </Form.Item>
              <Form.Item name="normalCommercialTerms" valuePropName="checked">
                <Checkbox>{t('sizeTest.normalCommercialTerms')}</Checkbox>
              </Form.Item>
              <Form.Item name="newSecurities" valuePropName="checked">
                <Checkbox>{t('sizeTest.newSecurities')}</Checkbox>
              </Form.Item>
              <Form.Item name="possibleReverseTakeoverSeries" valuePropName="checked">
                <Checkbox>{t('sizeTest.possibleReverseTakeoverSeries')}</Checkbox>
              </Form.Item>
            </section>
          ) : null}
        </Form>
      </Card>
      <Space direction="vertical" style={{ width: '100%' }} className="calc-results">
        <ResultPanel result={result} input={input} exportName={`size-test-${emphasis}`}>
          {result?.value ? <SizeTestAnswer value={result.value} emphasis={emphasis} board={values.board} /> : null}
        </ResultPanel>
        {showConnected ? (
          <ResultPanel result={connected} input={connectedInput} exportName="connected-de-minimis">
            {connected?.value ? <ConnectedAnswer value={connected.value} board={values.board} /> : null}
          </ResultPanel>
        ) : null}
      </Space>
    </div>
  );
};
