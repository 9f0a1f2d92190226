import type { CalculationResult } from '@app/domain';
import { Card, Form, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { ResultPanel } from './ResultPanel';

type InstantCalculatorProps<Values, Input, Value> = {
  /** What the calculator computes and under which rule. */
  intro: ReactNode;
  initialValues?: Partial<Values>;
  /** The form fields; `values` are the current ones (for fields that depend on others). */
  fields: (values: Partial<Values>) => ReactNode;
  /** The domain input, or undefined while a required figure is still empty. */
  toInput: (values: Partial<Values>) => Input | undefined;
  calculate: (input: Input) => CalculationResult<Value>;
  exportName: string | ((values: Partial<Values>) => string);
  /** The answer, shown when the result has a value. */
  answer: (value: Value) => ReactNode;
};

/** A calculator on figures alone: the pure domain function runs in the browser as the user types. */
export const InstantCalculator = <Values extends object, Input extends object, Value>({
  intro,
  initialValues,
  fields,
  toInput,
  calculate,
  exportName,
  answer,
}: InstantCalculatorProps<Values, Input, Value>) => {
  const [form] = Form.useForm<Values>();
  const values = ((Form.useWatch([], form) as Partial<Values> | undefined) ?? initialValues ?? {}) as Partial<Values>;
  const key = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the form values change (key is their text)
  const input = useMemo(() => toInput(values), [key]);
  const result = useMemo(() => (input ? calculate(input) : undefined), [input, calculate]);
  return (
    <div className="calc-page">
      <Card>
        <Typography.Paragraph>{intro}</Typography.Paragraph>
        <Form<Values> form={form} layout="vertical" initialValues={initialValues}>
          {fields(values)}
        </Form>
      </Card>
      <ResultPanel result={result} input={(input ?? {}) as Record<string, unknown>} exportName={typeof exportName === 'string' ? exportName : exportName(values)}>
        {result?.value ? answer(result.value) : null}
      </ResultPanel>
    </div>
  );
};
