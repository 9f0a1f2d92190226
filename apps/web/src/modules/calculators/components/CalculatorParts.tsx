import type { Confidence } from '@app/domain';
import { Alert, Form, Radio, Tag } from 'antd';
import { useCalculatorText } from '../notes';
import { RuleTag } from './ResultPanel';

/** Allowed or not, as a coloured line under the answer. */
export const Verdict = ({ isAllowed, allowed, notAllowed }: { isAllowed: boolean; allowed: string; notAllowed: string }) => (
  <Alert type={isAllowed ? 'success' : 'error'} message={isAllowed ? allowed : notAllowed} style={{ marginBottom: 12 }} />
);

/** Main Board or GEM: the rule cited follows the board. */
export const BoardField = () => {
  const { t } = useCalculatorText();
  return (
    <Form.Item name="board" label={t('common.board')}>
      <Radio.Group options={(['MB', 'GEM'] as const).map((value) => ({ value, label: t(`common.boards.${value}`) }))} />
    </Form.Item>
  );
};

/** What a line of an answer rests on: a rule with its confidence, plain arithmetic, or market information. */
export type LineBasis = { readonly rule: string; readonly confidence: Confidence } | 'arithmetic' | 'marketInformation';

/** The basis of one answer line, so every line cites its rule or says plainly that it is arithmetic or market information. */
export const Basis = ({ basis }: { basis: LineBasis }) => {
  const { t } = useCalculatorText();
  if (basis === 'arithmetic') return <Tag>{t('common.arithmetic')}</Tag>;
  if (basis === 'marketInformation') return <Tag color="purple">{t('common.marketInformation')}</Tag>;
  return <RuleTag rule={basis.rule} confidence={basis.confidence} />;
};
