import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Radio, Typography } from 'antd';
import { amountRules } from '../form';
import { useCalculatorText } from '../notes';
import { RATIO_KINDS } from '../size-test-form';
import { DateField } from './DateField';

/**
 * Earlier transactions to aggregate (MB 14.22 may; MB 14A.81 must): each
 * a date and the numerators its own size test used. For a transaction that
 * is both, each earlier one says which side it goes with.
 */
export const EarlierTransactionsFields = ({ isBoth }: { isBoth: boolean }) => {
  const { t } = useCalculatorText();
  return (
    <section aria-label={t('aggregation.title')}>
      <Typography.Paragraph type="secondary">{t('aggregation.intro')}</Typography.Paragraph>
      <Form.List name="earlierTransactions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, position) => (
              <fieldset key={field.key} className="calc-earlier" data-testid="earlier-transaction">
                <legend>{t('aggregation.transactionNumber', { number: position + 1 })}</legend>
                <Form.Item name={[field.name, 'date']} label={t('aggregation.date')}>
                  <DateField bounds="fromCalendarStart" />
                </Form.Item>
                {isBoth ? (
                  <Form.Item name={[field.name, 'direction']} label={t('aggregation.direction')} initialValue="acquisition">
                    <Radio.Group
                      optionType="button"
                      options={(['acquisition', 'disposal'] as const).map((value) => ({ value, label: t(`sizeTest.transactions.${value}`) }))}
                    />
                  </Form.Item>
                ) : null}
                {RATIO_KINDS.map((kind) => (
                  <Form.Item key={kind} name={[field.name, kind]} label={t(`aggregation.numerators.${kind}`)} rules={amountRules(t)}>
                    <InputNumber<string> stringMode style={{ width: '100%' }} />
                  </Form.Item>
                ))}
                <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  {t('aggregation.remove')}
                </Button>
              </fieldset>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              {t('aggregation.add')}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
};
