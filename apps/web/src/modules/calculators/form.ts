import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** Spec §5: numbers with at most 5 decimals. */
export const MAX_DECIMALS = 5;

/** Form rules of an amount input (optional unless `required`). */
export const amountRules = (t: TFunction, required = false): Rule[] => [
  ...(required ? [{ required: true, message: t('validation.required') }] : []),
  {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const text = String(value).trim();
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(t('validation.number'));
      const decimals = text.split('.')[1]?.length ?? 0;
      if (decimals > MAX_DECIMALS) throw new Error(t('validation.decimals'));
    },
  },
];

/** Treats '' and null as not given. */
export const given = (value: unknown): value is string | number => value !== undefined && value !== null && String(value).trim() !== '';

/** Amount as the domain expects it (a string), or undefined. */
export const amountValue = (value: unknown): string | undefined => (given(value) ? String(value).trim() : undefined);
