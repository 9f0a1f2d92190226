import type { Locale } from '@app/contracts';
import { isIsoDate, type CalculationNote, type CalculationResult, type CalculationStep, type Confidence, type Figure } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { formatBandMillions, formatDay, formatDecimal, formatList, formatMonth } from '../../lib/format';
import { stepLines, type StepLineFormat } from './step-lines';

/** The namespace of every calculator string. */
export const CALCULATORS_NS = 'calculators';

/** Note kinds as they appear in the `codes` section of the namespace. */
export type NoteKind = 'errors' | 'warnings' | 'assumptions';

/** True when any step or note of the result rests on a rule cited from memory. */
export const hasMemoryConfidence = (result: CalculationResult<unknown>): boolean =>
  [...result.steps, ...result.assumptions, ...result.warnings].some((item: CalculationStep | CalculationNote) => item.confidence === 'M');

/** How step sentences format figures in `locale`; `translate` looks up `calculators` keys. */
export const createStepLineFormat = (translate: StepLineFormat['t'], locale: Locale): StepLineFormat => ({
  t: translate,
  number: (value: Figure) => (value === null ? '—' : formatDecimal(String(value), locale)),
  millions: (value: Figure) => (value === null ? '—' : formatBandMillions(Number(value), locale)),
  day: (value: Figure) => (value === null ? '—' : formatDay(String(value), locale)),
  month: (year: Figure, month: Figure) => formatMonth(Number(year), Number(month), locale),
  list: (items) => formatList(items, locale),
});

/** Translation helpers shared by the calculator screens. */
export const useCalculatorText = () => {
  const { t, i18n } = useTranslation(CALCULATORS_NS);
  const lineFormat = createStepLineFormat((key, values) => t(key, values ?? {}), i18n.language as Locale);
  return {
    t,
    language: i18n.language,
    /** A note as a sentence; its params fill the placeholders (dates in the locale's format, a ratio kind as its label). */
    noteText: (kind: NoteKind, note: CalculationNote) => {
      const values = Object.fromEntries(
        Object.entries(note.params ?? {}).map(([name, value]) => [
          name,
          name === 'ratio' && typeof value === 'string' ? t(`ratio.${value}`) : isIsoDate(value) ? lineFormat.day(value) : value,
        ]),
      );
      return t(`codes.${kind}.${note.code}`, values);
    },
    stepText: (step: CalculationStep) => (i18n.exists(`${CALCULATORS_NS}:steps.${step.key}`) ? t(`steps.${step.key}`) : step.key),
    /** The step's figures as translated sentences (see step-lines.ts). */
    stepLines: (step: CalculationStep) => stepLines(step, lineFormat) ?? [],
    confidenceText: (confidence: Confidence) => t(`common.confidence.${confidence}`),
  };
};
