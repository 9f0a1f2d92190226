import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  getRule,
  calculateBuyBackMoratorium,
  calculateGeneralMandate,
  calculateTheoreticalDilution,
  type BuyBackMoratoriumInput,
  type BuyBackMoratoriumValue,
  type GeneralMandateInput,
  type GeneralMandateValue,
  type ListingBoard,
  type TheoreticalDilutionInput,
  type TheoreticalDilutionValue,
} from '@app/domain';
import { Button, Descriptions, Form, InputNumber, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { amountRules, amountValue, given } from '../form';
import { useCalculatorText } from '../notes';
import { DateField, isoDate } from './DateField';
import { InstantCalculator } from './InstantCalculator';
import { Basis, BoardField, Verdict } from './CalculatorParts';

/** A figure input (price or shares) under `name`. */
const FigureInput = ({ name, label, required = false, shares = false }: { name: string | (string | number)[]; label: string; required?: boolean; shares?: boolean }) => {
  const { t } = useCalculatorText();
  return (
    <Form.Item name={name} label={label} rules={amountRules(t, required)}>
      <InputNumber<string> stringMode min="0" precision={shares ? 0 : undefined} style={{ width: '100%' }} />
    </Form.Item>
  );
};

type EarlierIssueForm = { newShares?: string; subscriptionPrice?: string; benchmarkedPrice?: string };
type DilutionForm = { board: ListingBoard; benchmarkedPrice?: string; subscriptionPrice?: string; existingShares?: string; newShares?: string; earlierIssues?: EarlierIssueForm[] };

const isComplete = (issue: EarlierIssueForm | undefined): issue is Required<EarlierIssueForm> =>
  Boolean(issue && given(issue.newShares) && given(issue.subscriptionPrice) && given(issue.benchmarkedPrice));

/** Rights issue / open offer: theoretical dilution, alone and with the issues of the previous 12 months (MB 7.27B; GEM 10.44A). */
export const TheoreticalDilutionSection = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<DilutionForm, TheoreticalDilutionInput, TheoreticalDilutionValue>
      intro={t('prices.intro.dilution')}
      initialValues={{ board: 'MB' }}
      fields={() => (
        <>
          <BoardField />
          <FigureInput name="benchmarkedPrice" label={t('prices.benchmarkedPrice')} required />
          <FigureInput name="subscriptionPrice" label={t('prices.subscriptionPrice')} required />
          <FigureInput name="existingShares" label={t('prices.existingShares')} required shares />
          <FigureInput name="newShares" label={t('prices.newShares')} required shares />
          <Typography.Text strong>{t('prices.earlierIssues')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('prices.earlierIssuesHelp')}</Typography.Paragraph>
          <Form.List name="earlierIssues">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row) => (
                  <Space key={row.key} align="baseline" wrap>
                    <FigureInput name={[row.name, 'newShares']} label={t('prices.newShares')} shares />
                    <FigureInput name={[row.name, 'subscriptionPrice']} label={t('prices.subscriptionPrice')} />
                    <FigureInput name={[row.name, 'benchmarkedPrice']} label={t('prices.benchmarkedPrice')} />
                    <MinusCircleOutlined aria-label={t('prices.removeIssue')} onClick={() => remove(row.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                  {t('prices.addIssue')}
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
      toInput={(values) =>
        [values.benchmarkedPrice, values.subscriptionPrice, values.existingShares, values.newShares].every(given)
          ? {
              board: values.board,
              benchmarkedPrice: amountValue(values.benchmarkedPrice) ?? '',
              subscriptionPrice: amountValue(values.subscriptionPrice) ?? '',
              existingShares: amountValue(values.existingShares) ?? '',
              newShares: amountValue(values.newShares) ?? '',
              earlierIssues: (values.earlierIssues ?? []).filter(isComplete),
            }
          : undefined
      }
      calculate={calculateTheoreticalDilution}
      exportName="theoretical-dilution"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.dilution')}</Typography.Text>
          <p className="calc-answer">{`${value.dilutionPercent} %`}</p>
          <Verdict isAllowed={value.isAllowed} allowed={t('prices.dilutionAllowed')} notAllowed={t('prices.dilutionNotAllowed')} />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'tdp', label: t('prices.theoreticalDilutedPrice'), children: <>{value.theoreticalDilutedPrice} <Basis basis={getRule('rightsIssueDilution')} /></> },
              ...(value.aggregatedDilutionPercent === null
                ? []
                : [{ key: 'aggregate', label: t('prices.aggregatedDilution'), children: <>{`${value.aggregatedDilutionPercent} %`} <Basis basis={getRule('rightsIssueDilution')} /></> }]),
            ]}
          />
        </>
      )}
    />
  );
};

type MandateForm = { issuedShares?: string; treasuryShares?: string; repurchasedSharesAdded?: string; sharesAlreadyIssued?: string; proposedShares?: string };

/** General mandate size (MB 13.36(2)(b)). */
export const GeneralMandateSection = () => {
  const { t } = useCalculatorText();
  const optional = (value: string | undefined) => (given(value) ? amountValue(value) : undefined);
  return (
    <InstantCalculator<MandateForm, GeneralMandateInput, GeneralMandateValue>
      intro={t('prices.intro.mandate')}
      fields={() => (
        <>
          <FigureInput name="issuedShares" label={t('prices.issuedShares')} required shares />
          <FigureInput name="treasuryShares" label={t('prices.treasuryShares')} shares />
          <FigureInput name="repurchasedSharesAdded" label={t('prices.repurchasedSharesAdded')} shares />
          <FigureInput name="sharesAlreadyIssued" label={t('prices.sharesAlreadyIssued')} shares />
          <FigureInput name="proposedShares" label={t('prices.proposedShares')} shares />
        </>
      )}
      toInput={(values) =>
        given(values.issuedShares)
          ? {
              issuedShares: amountValue(values.issuedShares) ?? '',
              treasuryShares: optional(values.treasuryShares),
              repurchasedSharesAdded: optional(values.repurchasedSharesAdded),
              sharesAlreadyIssued: optional(values.sharesAlreadyIssued),
              proposedShares: optional(values.proposedShares),
            }
          : undefined
      }
      calculate={calculateGeneralMandate}
      exportName="general-mandate"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.mandateLimit')}</Typography.Text>
          <p className="calc-answer">{value.mandateLimitShares}</p>
          {value.isWithinMandate !== null ? (
            <Verdict isAllowed={value.isWithinMandate} allowed={t('prices.withinMandate')} notAllowed={t('prices.beyondMandate')} />
          ) : null}
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'base', label: t('prices.baseShares'), children: <>{value.baseShares} <Basis basis={getRule('generalMandateSize')} /></> },
              { key: 'twenty', label: t('prices.twentyPercentShares'), children: <>{value.twentyPercentShares} <Basis basis={getRule('generalMandateSize')} /></> },
              { key: 'remaining', label: t('prices.remainingShares'), children: <>{value.remainingShares} <Basis basis="arithmetic" /></> },
            ]}
          />
        </>
      )}
    />
  );
};

type MoratoriumForm = { lastBuyBackDate?: Dayjs; proposedIssueDate?: Dayjs };

/** Buy-back moratorium (MB 10.06(3)): the first day a new issue or treasury-share sale is allowed. */
export const BuyBackMoratoriumSection = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<MoratoriumForm, BuyBackMoratoriumInput, BuyBackMoratoriumValue>
      intro={t('prices.intro.moratorium')}
      fields={() => (
        <>
          <Form.Item name="lastBuyBackDate" label={t('prices.lastBuyBackDate')} rules={[{ required: true, message: t('validation.dateRequired') }]}>
            <DateField bounds="fromCalendarStart" />
          </Form.Item>
          <Form.Item name="proposedIssueDate" label={t('prices.proposedIssueDate')}>
            <DateField bounds="fromCalendarStart" />
          </Form.Item>
        </>
      )}
      toInput={(values) => {
        const lastBuyBackDate = isoDate(values.lastBuyBackDate);
        return lastBuyBackDate ? { lastBuyBackDate, proposedIssueDate: isoDate(values.proposedIssueDate) } : undefined;
      }}
      calculate={calculateBuyBackMoratorium}
      exportName="buy-back-moratorium"
      answer={(value) => (
        <>
          <Typography.Text type="secondary">{t('prices.firstPermittedIssueDate')}</Typography.Text>
          <p className="calc-answer">{value.firstPermittedIssueDate}</p>
          {value.isProposedIssueDatePermitted !== null ? (
            <Verdict isAllowed={value.isProposedIssueDatePermitted} allowed={t('prices.issueDateAllowed')} notAllowed={t('prices.issueDateNotAllowed')} />
          ) : null}
          <Descriptions size="small" column={1} bordered items={[{ key: 'end', label: t('prices.moratoriumEndDate'), children: <>{value.moratoriumEndDate} <Basis basis={getRule('buyBackMoratorium')} /></> }]} />
        </>
      )}
    />
  );
};
