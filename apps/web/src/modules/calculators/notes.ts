import type { CalculationNote, CalculationResult, CalculationStep, Confidence, Figure } from '@app/domain';
import { useTranslation } from 'react-i18next';

/** The namespace of every calculator string. */
export const CALCULATORS_NS = 'calculators';

/** Note kinds as they appear in the `codes` section of the namespace. */
export type NoteKind = 'errors' | 'warnings' | 'assumptions';

/** True when any step or note of the result rests on a rule cited from memory. */
export const hasMemoryConfidence = (result: CalculationResult<unknown>): boolean =>
  [...result.steps, ...result.assumptions, ...result.warnings].some((item: CalculationStep | CalculationNote) => item.confidence === 'M');

/** Translation helpers shared by the calculator screens. */
export const useCalculatorText = () => {
  const { t, i18n } = useTranslation(CALCULATORS_NS);
  const figureText = (value: Figure): string => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
    if (Array.isArray(value)) return value.join(', ');
    return String(value);
  };
  return {
    t,
    language: i18n.language,
    noteText: (kind: NoteKind, note: CalculationNote) => {
      const ratio = note.params?.ratio;
      return t(`codes.${kind}.${note.code}`, typeof ratio === 'string' ? { ratio: t(`ratio.${ratio}`) } : {});
    },
    stepText: (step: CalculationStep) => (i18n.exists(`${CALCULATORS_NS}:steps.${step.key}`) ? t(`steps.${step.key}`) : step.key),
    figureText,
    confidenceText: (confidence: Confidence) => t(`common.confidence.${confidence}`),
  };
};
