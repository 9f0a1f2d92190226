import {
  calculateConnectedTransactionExemption,
  calculateSizeTests,
  type ConnectedTransactionInput,
  type RatioKind,
  type SizeTestInput,
  type SizeTestValue,
  type ConnectedTransactionValue,
} from '@app/domain';
import { Button, Card, Checkbox, Descriptions, Form, InputNumber, Radio, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { amountRules, amountValue, given } from '../form';
import { useCalculatorText } from '../notes';
import { ResultPanel, RuleTag } from './ResultPanel';

/** The five ratios in the order of MB 14.07. */
export const RATIO_KINDS: readonly RatioKind[] = ['assets', 'profits', 'revenue', 'consideration', 'equity'];

type SizeTestFormValues = {
  board: 'MB' | 'GEM';
  transaction: 'acquisition' | 'disposal';
  considerationType: 'cash' | 'newShares' | 'cashAndNewShares';
  assetsSubject?: string;
  assetsIssuer?: string;
  profitsSubject?: string;
  profitsIssuer?: string;
  revenueSubject?: string;
  revenueIssuer?: string;
  considerationAmount?: string;
  marketCapitalisation?: string;
  sharesToBeIssued?: string;
  issuedSharesBefore?: string;
  uncapped?: boolean;
  totalConsiderationHkd?: string;
  subsidiaryLevel?: boolean;
  normalCommercialTerms?: boolean;
  newSecurities?: boolean;
};

const INITIAL: SizeTestFormValues = { board: 'MB', transaction: 'acquisition', considerationType: 'cash', normalCommercialTerms: true };

/** The form fields of each ratio: [numerator field, denominator field]. */
const RATIO_FIELDS: Record<RatioKind, [keyof SizeTestFormValues, keyof SizeTestFormValues]> = {
  assets: ['assetsSubject', 'assetsIssuer'],
  profits: ['profitsSubject', 'profitsIssuer'],
  revenue: ['revenueSubject', 'revenueIssuer'],
  consideration: ['considerationAmount', 'marketCapitalisation'],
  equity: ['sharesToBeIssued', 'issuedSharesBefore'],
};

const pair = (values: SizeTestFormValues, kind: RatioKind) => {
  const [first, second] = RATIO_FIELDS[kind];
  return [values[first], values[second]] as const;
};
const isGiven = (values: SizeTestFormValues, kind: RatioKind) => pair(values, kind).some(given);

/** Form values → the domain input; a ratio is sent when either of its figures is filled. */
export const toSizeTestInput = (values: SizeTestFormValues): SizeTestInput => {
  const figures = (kind: RatioKind) => {
    const [first, second] = pair(values, kind);
    return { subject: amountValue(first) ?? '', issuer: amountValue(second) ?? '' };
  };
  return {
    board: values.board,
    transaction: values.transaction,
    considerationType: values.considerationType,
    ...(isGiven(values, 'assets') ? { assets: figures('assets') } : {}),
    ...(isGiven(values, 'profits') ? { profits: figures('profits') } : {}),
    ...(isGiven(values, 'revenue') ? { revenue: figures('revenue') } : {}),
    ...(isGiven(values, 'consideration')
      ? { consideration: { consideration: figures('consideration').subject, marketCapitalisation: figures('consideration').issuer } }
      : {}),
    ...(isGiven(values, 'equity')
      ? { equity: { sharesToBeIssued: figures('equity').subject, issuedSharesBeforeTransaction: figures('equity').issuer } }
      : {}),
    isConsiderationUncapped: Boolean(values.uncapped),
  };
};

const toConnectedInput = (values: SizeTestFormValues, sizeInput: SizeTestInput): ConnectedTransactionInput => ({
  board: values.board,
  ...(sizeInput.assets ? { assets: sizeInput.assets } : {}),
  ...(sizeInput.revenue ? { revenue: sizeInput.revenue } : {}),
  ...(sizeInput.consideration ? { consideration: sizeInput.consideration } : {}),
  ...(sizeInput.equity ? { equity: sizeInput.equity } : {}),
  totalConsiderationHkd: amountValue(values.totalConsiderationHkd) ?? '',
  isConnectedAtSubsidiaryLevelOnly: Boolean(values.subsidiaryLevel),
  isOnNormalCommercialTerms: values.normalCommercialTerms !== false,
  isIssueOfNewSecurities: Boolean(values.newSecurities),
});

const YesNo = ({ value }: { value: boolean }) => {
  const { t } = useCalculatorText();
  return <Tag color={value ? 'red' : 'green'}>{t(value ? 'common.yes' : 'common.no')}</Tag>;
};

const SizeTestAnswer = ({ value, emphasis }: { value: SizeTestValue; emphasis: RatioKind }) => {
  const { t } = useCalculatorText();
  const byKind = new Map(value.ratios.map((ratio) => [ratio.kind, ratio]));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('sizeTest.classification')}</Typography.Text>
      <p className="calc-answer" data-testid="size-test-classification">
        {t(`sizeTest.classes.${value.classification}`)}
      </p>
      {value.isIndicative ? <Typography.Text type="warning">{t('sizeTest.indicative')}</Typography.Text> : null}
      <Descriptions size="small" column={1} bordered title={t('sizeTest.ratios')}>
        {[emphasis, ...RATIO_KINDS.filter((kind) => kind !== emphasis)].map((kind) => {
          const ratio = byKind.get(kind);
          const isHighest = value.highestRatio?.kind === kind;
          return (
            <Descriptions.Item key={kind} label={<span className={kind === emphasis ? 'calc-ratio-emphasised' : undefined}>{t(`ratio.${kind}`)}</span>}>
              {ratio ? (
                <>
                  {ratio.percent !== null ? <Typography.Text strong={isHighest}>{`${ratio.percent} %`}</Typography.Text> : t('sizeTest.notComputed', { reason: t(`anomaly.${ratio.anomaly ?? 'zeroDenominator'}`) })}{' '}
                  {isHighest ? <Tag color="blue">{t('sizeTest.highest')}</Tag> : null}
                  <RuleTag rule={ratio.rule} confidence={ratio.confidence} />
                </>
              ) : (
                <Typography.Text type="secondary">{t('sizeTest.notGiven')}</Typography.Text>
              )}
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      <Descriptions size="small" column={1} title={t('sizeTest.consequences')}>
        <Descriptions.Item label={t('sizeTest.announcement')}>
          <YesNo value={value.requirements.announcement} />
        </Descriptions.Item>
        <Descriptions.Item label={t('sizeTest.circular')}>
          <YesNo value={value.requirements.circular} />
        </Descriptions.Item>
        <Descriptions.Item label={t('sizeTest.shareholdersApproval')}>
          <YesNo value={value.requirements.shareholdersApproval} />
        </Descriptions.Item>
        {value.requirements.writtenApprovalPossible ? (
          <Descriptions.Item label={t('sizeTest.writtenApproval')}>
            <YesNo value />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Space wrap>
        {value.requirements.rules.map((rule) => (
          <RuleTag key={rule.rule} rule={rule.rule} confidence={rule.confidence} />
        ))}
      </Space>
    </Space>
  );
};

const ConnectedAnswer = ({ value }: { value: ConnectedTransactionValue }) => {
  const { t } = useCalculatorText();
  return (
    <p className="calc-answer" data-testid="connected-exemption">
      {t(`sizeTest.exemptions.${value.exemption}`)}
    </p>
  );
};

/**
 * The shared size-test form of /calAi/scale/* (MB 14.07–14.08): all five
 * ratios, results as the user types; `emphasis` puts one ratio first.
 */
export const SizeTestCalculator = ({ emphasis }: { emphasis: RatioKind }) => {
  const { t } = useCalculatorText();
  const [form] = Form.useForm<SizeTestFormValues>();
  const values = (Form.useWatch([], form) as SizeTestFormValues | undefined) ?? INITIAL;
  const [showConnected, setShowConnected] = useState(false);
  const anyGiven = RATIO_KINDS.some((kind) => isGiven(values, kind));
  const input = useMemo(() => toSizeTestInput(values), [values]);
  const result = useMemo(() => (anyGiven ? calculateSizeTests(input) : undefined), [anyGiven, input]);
  const connectedInput = useMemo(() => toConnectedInput(values, input), [values, input]);
  const connected = useMemo(
    () => (showConnected && anyGiven && given(values.totalConsiderationHkd) ? calculateConnectedTransactionExemption(connectedInput) : undefined),
    [showConnected, anyGiven, values.totalConsiderationHkd, connectedInput],
  );
  const order = [emphasis, ...RATIO_KINDS.filter((kind) => kind !== emphasis)];
  const amount = (name: keyof SizeTestFormValues) => (
    <Form.Item key={name} name={name} label={t(`sizeTest.${name}`)} rules={amountRules(t)}>
      <InputNumber<string> stringMode style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <div className="calc-page">
      <Card>
        <Typography.Paragraph>{t('sizeTest.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={INITIAL} aria-label={t('sizeTest.classification')}>
          <Form.Item name="board" label={t('common.board')}>
            <Radio.Group optionType="button" options={(['MB', 'GEM'] as const).map((board) => ({ value: board, label: t(`common.boards.${board}`) }))} />
          </Form.Item>
          <Form.Item name="transaction" label={t('sizeTest.transaction')}>
            <Radio.Group
              optionType="button"
              options={(['acquisition', 'disposal'] as const).map((value) => ({ value, label: t(`sizeTest.transactions.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="considerationType" label={t('sizeTest.considerationType')}>
            <Radio.Group
              optionType="button"
              options={(['cash', 'newShares', 'cashAndNewShares'] as const).map((value) => ({ value, label: t(`sizeTest.considerationTypes.${value}`) }))}
            />
          </Form.Item>
          {order.map((kind) => (
            <fieldset key={kind} className={kind === emphasis ? 'calc-ratio-emphasised' : undefined} style={{ border: 0, padding: 0, margin: 0 }}>
              <Typography.Title level={5}>{t(`ratio.${kind}`)}</Typography.Title>
              {RATIO_FIELDS[kind].map(amount)}
            </fieldset>
          ))}
          <Form.Item name="uncapped" valuePropName="checked">
            <Checkbox>{t('sizeTest.uncapped')}</Checkbox>
          </Form.Item>
          <Button type="link" onClick={() => setShowConnected((shown) => !shown)} aria-expanded={showConnected} style={{ paddingInline: 0 }}>
            {t('sizeTest.connectedLink')}
          </Button>
          {showConnected ? (
            <section id="connected">
              <Typography.Title level={5}>{t('sizeTest.connectedTitle')}</Typography.Title>
              <Typography.Paragraph type="secondary">{t('sizeTest.connectedIntro')}</Typography.Paragraph>
              {amount('totalConsiderationHkd')}
              <Form.Item name="subsidiaryLevel" valuePropName="checked">
                <Checkbox>{t('sizeTest.subsidiaryLevel')}</Checkbox>
              </Form.Item>
              <Form.Item name="normalCommercialTerms" valuePropName="checked">
                <Checkbox>{t('sizeTest.normalCommercialTerms')}</Checkbox>
              </Form.Item>
              <Form.Item name="newSecurities" valuePropName="checked">
                <Checkbox>{t('sizeTest.newSecurities')}</Checkbox>
              </Form.Item>
            </section>
          ) : null}
        </Form>
      </Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <ResultPanel result={result} input={input} exportName={`size-test-${emphasis}`}>
          {result?.value ? <SizeTestAnswer value={result.value} emphasis={emphasis} /> : null}
        </ResultPanel>
        {showConnected ? (
          <ResultPanel result={connected} input={connectedInput} exportName="connected-de-minimis">
            {connected?.value ? <ConnectedAnswer value={connected.value} /> : null}
          </ResultPanel>
        ) : null}
      </Space>
    </div>
  );
};
