import type { Locale } from '@app/contracts';
import { getRule, type AggregationWindow, type ConnectedTransactionValue, type ListingBoard, type RatioKind, type RuleReference, type SizeRatio, type SizeTestValue } from '@app/domain';
import { Alert, Descriptions, Space, Tag, Typography } from 'antd';
import { formatDay, formatDecimal, formatList } from '../../../lib/format';
import { useCalculatorText } from '../notes';
import { RATIO_KINDS } from '../size-test-form';
import { RuleTag } from './ResultPanel';

const YesNo = ({ value }: { value: boolean }) => {
  const { t } = useCalculatorText();
  return <Tag color={value ? 'red' : 'green'}>{t(value ? 'common.yes' : 'common.no')}</Tag>;
};

/** Yes/no consequences with their labels, as the size test and the de minimis test show them. */
const Consequences = ({ items, rules }: { items: readonly (readonly [label: string, value: boolean])[]; rules: readonly RuleReference[] }) => {
  const { t } = useCalculatorText();
  return (
    <>
      <Descriptions size="small" column={1} title={t('sizeTest.consequences')}>
        {items.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            <YesNo value={value} />
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Space wrap>
        {rules.map((rule) => (
          <RuleTag key={rule.rule} rule={rule.rule} confidence={rule.confidence} />
        ))}
      </Space>
    </>
  );
};

/** The percentage ratios in the route's order; missing ones say "not given". */
const RatioTable = ({ title, ratios, highest, emphasis }: { title: string; ratios: readonly SizeRatio[]; highest: RatioKind | undefined; emphasis: RatioKind }) => {
  const { t } = useCalculatorText();
  const byKind = new Map(ratios.map((ratio) => [ratio.kind, ratio]));
  return (
    <Descriptions size="small" column={1} bordered title={title}>
      {[emphasis, ...RATIO_KINDS.filter((kind) => kind !== emphasis)].map((kind) => {
        const ratio = byKind.get(kind);
        const isHighest = highest === kind;
        return (
          <Descriptions.Item key={kind} label={<span className={kind === emphasis ? 'calc-ratio-emphasised' : undefined}>{t(`ratio.${kind}`)}</span>}>
            {ratio ? (
              <>
                {ratio.percent !== null ? (
                  <Typography.Text strong={isHighest}>{`${ratio.percent} %`}</Typography.Text>
                ) : (
                  t('sizeTest.notComputed', { reason: t(`anomaly.${ratio.anomaly ?? 'zeroDenominator'}`) })
                )}{' '}
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
  );
};

/** Which earlier transactions were aggregated and which were left out, with why. */
const AggregationWindowList = ({ window }: { window: AggregationWindow }) => {
  const { t, language } = useCalculatorText();
  const day = (date: string) => formatDay(date, language as Locale);
  const numbered = (index: number, date: string) => t('aggregation.transactionLabel', { number: index + 1, date: day(date) });
  return (
    <ul className="calc-notes" data-testid="aggregation-window">
      <li>{t('aggregation.window', { months: window.windowMonths, start: day(window.windowStart), date: day(window.transactionDate) })}</li>
      <li>
        {window.included.length > 0
          ? t('aggregation.included', { transactions: formatList(window.included.map((item) => numbered(item.index, item.date)), language as Locale) })
          : t('aggregation.noneIncluded')}
      </li>
      {window.excluded.map((item) => (
        <li key={item.index}>
          <Typography.Text type="warning">{t(`aggregation.excluded.${item.reason}`, { transaction: numbered(item.index, item.date) })}</Typography.Text>
        </li>
      ))}
    </ul>
  );
};

/** "Indicative; Exchange discretion" with the rule that allows or requires the aggregation. */
const AggregationHeading = ({ title, rule, confidence }: { title: string } & RuleReference) => {
  const { t } = useCalculatorText();
  return (
    <Space wrap>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Tag color="orange">{t('aggregation.indicative')}</Tag>
      <RuleTag rule={rule} confidence={confidence} />
    </Space>
  );
};

/** Both sides of a transaction that is both an acquisition and a disposal (MB 14.24). */
const SidesSummary = ({ value }: { value: SizeTestValue }) => {
  const { t } = useCalculatorText();
  return (
    <Descriptions size="small" column={1} title={t('sizeTest.bothTitle')} data-testid="size-test-sides">
      {value.sides.map((side) => (
        <Descriptions.Item key={side.direction} label={t(`sizeTest.sides.${side.direction}`)}>
          {t(`sizeTest.classes.${side.classification}`)}{' '}
          <Typography.Text type="secondary">{t('sizeTest.sideHighest', { ratio: t(`ratio.${side.highestRatio.kind}`), percent: side.highestRatio.percent })}</Typography.Text>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
};

/** The class, the ratios and what the class requires; for 'both' the two sides; the aggregation when earlier transactions are entered. */
export const SizeTestAnswer = ({ value, emphasis, board }: { value: SizeTestValue; emphasis: RatioKind; board: ListingBoard }) => {
  const { t } = useCalculatorText();
  const aggregation = value.aggregation;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('sizeTest.classification')}</Typography.Text>
      <p className="calc-answer" data-testid="size-test-classification">
        {t(`sizeTest.classes.${value.classification}`)}
      </p>
      {value.isIndicative ? <Typography.Text type="warning">{t('sizeTest.indicative')}</Typography.Text> : null}
      {value.sides.length > 0 ? <SidesSummary value={value} /> : null}
      <RatioTable
        title={value.decidingSide ? t('sizeTest.ratiosOfSide', { side: t(`sizeTest.sides.${value.decidingSide}`) }) : t('sizeTest.ratios')}
        ratios={value.ratios}
        highest={value.highestRatio?.kind}
        emphasis={emphasis}
      />
      <Consequences
        items={[
          [t('sizeTest.announcement'), value.requirements.announcement],
          [t('sizeTest.circular'), value.requirements.circular],
          [t('sizeTest.shareholdersApproval'), value.requirements.shareholdersApproval],
          ...(value.requirements.writtenApprovalPossible ? ([[t('sizeTest.writtenApproval'), true]] as const) : []),
        ]}
        rules={value.requirements.rules}
      />
      {aggregation ? (
        <section data-testid="size-test-aggregation">
          <AggregationHeading title={t('aggregation.sizeTestTitle')} {...getRule('aggregation', board)} />
          <AggregationWindowList window={aggregation} />
          {aggregation.included.length > 0 ? (
            <>
              <Typography.Paragraph>
                {t('aggregation.classIfAggregated')} <strong data-testid="aggregated-classification">{t(`sizeTest.classes.${aggregation.classification}`)}</strong>
              </Typography.Paragraph>
              <RatioTable title={t('aggregation.ratios')} ratios={aggregation.ratios} highest={aggregation.highestRatio?.kind} emphasis={emphasis} />
            </>
          ) : null}
        </section>
      ) : null}
    </Space>
  );
};

/** The de minimis outcome with its requirements, as the size test shows its consequences. */
export const ConnectedAnswer = ({ value, board }: { value: ConnectedTransactionValue; board: ListingBoard }) => {
  const { t, language } = useCalculatorText();
  const list = (items: string[]) => formatList(items, language as Locale);
  const { requirements, aggregation } = value;
  const exemption = t(`sizeTest.exemptions.${value.exemption}`);
  const answer = value.basis ? t('sizeTest.exemptionWithBasis', { exemption, basis: value.basis }) : exemption;
  // MB 14A.80: say when the exemption rests on some ratios while another could not be computed.
  const tested = value.ratios.filter((ratio) => ratio.anomaly === null).map((ratio) => t(`ratio.${ratio.kind}`));
  const anomalous = value.anomalousRatios.map((kind) => t(`ratio.${kind}`));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <p className="calc-answer" data-testid="connected-exemption">
        {anomalous.length > 0 ? t('sizeTest.exemptionDespiteAnomaly', { answer, tested: list(tested), anomalous: list(anomalous) }) : answer}
      </p>
      {value.isIndicative ? <Typography.Text type="warning">{t('sizeTest.connectedIndicative')}</Typography.Text> : null}
      <Consequences
        items={[
          [t('sizeTest.announcement'), requirements.announcement],
          [t('sizeTest.annualReporting'), requirements.reporting],
          [t('sizeTest.circular'), requirements.circular],
          [t('sizeTest.independentFinancialAdviser'), requirements.independentFinancialAdviser],
          [t('sizeTest.independentShareholdersApproval'), requirements.independentShareholdersApproval],
        ]}
        rules={requirements.rules}
      />
      {aggregation ? (
        <section data-testid="connected-aggregation">
          <AggregationHeading title={t('aggregation.connectedTitle')} {...getRule('connectedAggregation', board)} />
          <AggregationWindowList window={aggregation} />
          {aggregation.included.length > 0 ? (
            <Alert
              type="info"
              showIcon
              message={t('aggregation.connectedTested', {
                ratios: list(aggregation.ratios.filter((ratio) => ratio.percent !== null).map((ratio) => `${t(`ratio.${ratio.kind}`)} ${ratio.percent} %`)),
                total: formatDecimal(aggregation.totalConsiderationHkd, language as Locale),
              })}
            />
          ) : null}
        </section>
      ) : null}
    </Space>
  );
};
