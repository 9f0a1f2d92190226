import { Alert, Form, Radio } from 'antd';
import { useCalculatorText } from '../notes';

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
