import { Locales } from '@app/contracts';
import { calculateConnectedTransactionExemption, calculateSizeTests } from '@app/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { CALCULATORS_NS, createStepLineFormat } from './notes';
import { hasStepLines, stepLines } from './step-lines';

/** A transaction that is both (MB 14.24) with earlier transactions in and out of the window (MB 14.22), and a de minimis test aggregated (MB 14A.81). */
const results = [
  calculateSizeTests({
    transaction: 'both',
    assets: { subject: '30', issuer: '100' },
    disposal: { assets: '10' },
    transactionDate: '2025-06-15',
    earlierTransactions: [
      { date: '2025-01-15', assets: '3' },
      { date: '2025-02-01', direction: 'disposal', assets: '-20' },
      { date: '2024-05-15', assets: '3' },
    ],
  }),
  calculateConnectedTransactionExemption({
    revenue: { subject: '3', issuer: '100' },
    totalConsiderationHkd: '2000000',
    transactionDate: '2025-06-15',
    earlierTransactions: [{ date: '2025-01-15', revenue: '3', consideration: '2000000' }],
  }),
  calculateConnectedTransactionExemption({
    revenue: { subject: '3', issuer: '100' },
    totalConsiderationHkd: '2000000',
    transactionDate: '2025-06-15',
    earlierTransactions: [{ date: '2025-01-15', revenue: '3' }],
  }),
];
const steps = results.flatMap((result) => [...result.steps]);
const figureNames = [...new Set(steps.flatMap((step) => Object.keys(step.figures)))].filter((name) => /[A-Z]/.test(name));

describe('size-test step sentences: both sides (MB 14.24) and aggregation (MB 14.22, 14A.81)', () => {
  it('has sentences for every step', () => {
    expect(results.every((result) => result.ok)).toBe(true);
    expect([...new Set(steps.map((step) => step.key))].filter((key) => !hasStepLines(key))).toEqual([]);
  });

  it.each(Locales)('%s: every figure is phrased, with no key, code name or placeholder left', async (locale) => {
    const instance = await initI18n(locale, i18next.createInstance());
    const missing: string[] = [];
    const t = instance.getFixedT(locale, CALCULATORS_NS);
    const format = createStepLineFormat((key, values) => {
      if (!instance.exists(`${CALCULATORS_NS}:${key}`)) missing.push(key);
      return t(key, values ?? {});
    }, locale);
    const lines = steps.flatMap((step) => stepLines(step, format) ?? []);
    expect(missing).toEqual([]);
    for (const line of lines) {
      expect(line).not.toMatch(/{{|}}|undefined|null|NaN/);
      expect(line).not.toMatch(/\b(?:stepLines|sizeTest|ratio|aggregation)\.[a-zA-Z]/);
      for (const name of figureNames) expect(line, name).not.toContain(name);
    }
    if (locale !== 'en') expect(lines.every((line) => /[\u4e00-\u9fff]/.test(line))).toBe(true);
  });

  it('en: reads the window, the sums and the larger side naturally', async () => {
    const instance = await initI18n('en', i18next.createInstance());
    const format = createStepLineFormat(instance.getFixedT('en', CALCULATORS_NS), 'en');
    const lines = steps.flatMap((step) => stepLines(step, format) ?? []);
    expect(lines).toContain(
      'Acquisition side: Major transaction; disposal side: Discloseable transaction. The class is taken from the larger side: Acquisition side.',
    );
    expect(lines).toContain('Window of 12 months from 15 Jun 2024 to 15 Jun 2025. Aggregated: 15 Jan 2025 and 1 Feb 2025. Not aggregated: 15 May 2024.');
    expect(lines).toContain('Acquisition side, Assets ratio: 30 + 3 = 33; ÷ 100 = 33.0000 %.');
    expect(lines).toContain('Disposal side, Assets ratio: 10 + (-20) = -10; ÷ 100 gives no meaningful ratio (negative numerator).');
    expect(lines).toContain('Total consideration HK$2,000,000 plus the earlier consideration (2,000,000) = HK$4,000,000.');
    expect(lines).toContain('Total consideration HK$2,000,000; no earlier consideration to add.');
  });
});
