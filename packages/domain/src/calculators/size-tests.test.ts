import { describe, expect, it } from 'vitest';
import { calculateSizeTests, type SizeTestInput, type TransactionClass } from './size-tests';

/** Assets figures giving exactly `percentOfIssuer` % (issuer total assets 100). */
const assetsAt = (percentOfIssuer: string): SizeTestInput['assets'] => ({ subject: percentOfIssuer, issuer: '100' });

/** All four cash-deal ratios with the given highest one; the others 1 %. */
const fullInput = (transaction: 'acquisition' | 'disposal', assetsPercent: string): SizeTestInput => ({
  transaction,
  assets: assetsAt(assetsPercent),
  profits: { subject: '1', issuer: '100' },
  revenue: { subject: '1', issuer: '100' },
  consideration: { consideration: '1', marketCapitalisation: '100' },
});

describe(calculateSizeTests.name, () => {
  // MB 14.08 table [V] / MB 14.06: classify on the highest ratio; lower bounds inclusive.
  it.each<[string, 'acquisition' | 'disposal', string, TransactionClass]>([
    ['MB 14.06 not notifiable below 5 %', 'acquisition', '4.9999', 'notNotifiable'],
    ['MB 14.06(2) exactly 5 % is discloseable', 'acquisition', '5', 'discloseable'],
    ['MB 14.06(2) just under 25 %', 'acquisition', '24.9999', 'discloseable'],
    ['MB 14.06(3) exactly 25 % is major', 'acquisition', '25', 'major'],
    ['MB 14.06(3) acquisition at 75 % stays major', 'acquisition', '75', 'major'],
    ['MB 14.06(3) acquisition just under 100 %', 'acquisition', '99.9999', 'major'],
    ['MB 14.06(5) exactly 100 % is a VSA', 'acquisition', '100', 'verySubstantialAcquisition'],
    ['MB 14.06(5) above 100 %', 'acquisition', '250', 'verySubstantialAcquisition'],
    ['MB 14.06 disposal below 5 %', 'disposal', '4.9999', 'notNotifiable'],
    ['MB 14.06(2) disposal exactly 5 %', 'disposal', '5', 'discloseable'],
    ['MB 14.06(3) disposal exactly 25 %', 'disposal', '25', 'major'],
    ['MB 14.06(3) disposal just under 75 %', 'disposal', '74.9999', 'major'],
    ['MB 14.06(4) disposal exactly 75 % is a VSD', 'disposal', '75', 'verySubstantialDisposal'],
    ['MB 14.06(4) disposal exactly 100 % is a VSD', 'disposal', '100', 'verySubstantialDisposal'],
  ])('%s', (_rule, transaction, assetsPercent, expected) => {
    const result = calculateSizeTests(fullInput(transaction, assetsPercent));
    expect(result.errors).toEqual([]);
    expect(result.value?.classification).toBe(expected);
    expect(result.value?.highestRatio?.kind).toBe('assets');
    expect(result.value?.isIndicative).toBe(false);
  });

  // MB 14.06(1): all ratios < 5 % and listed shares in the consideration → share transaction.
  it.each<[string, SizeTestInput['considerationType'], TransactionClass]>([
    ['MB 14.06(1) new shares under 5 %', 'newShares', 'shareTransaction'],
    ['MB 14.06(1) cash and new shares under 5 %', 'cashAndNewShares', 'shareTransaction'],
    ['MB 14.06 cash only under 5 %', 'cash', 'notNotifiable'],
  ])('%s', (_rule, considerationType, expected) => {
    const result = calculateSizeTests({
      ...fullInput('acquisition', '1'),
      considerationType,
      ...(considerationType === 'cash' ? {} : { equity: { sharesToBeIssued: '4', issuedSharesBeforeTransaction: '100' } }),
    });
    expect(result.value?.classification).toBe(expected);
  });

  // MB 14.07(5) [S]: the equity ratio can lift the class of a share-paid acquisition.
  it('MB 14.07(5) classifies on the equity ratio when it is the highest (exactly 25 %)', () => {
    const result = calculateSizeTests({
      ...fullInput('acquisition', '1'),
      considerationType: 'newShares',
      equity: { sharesToBeIssued: '250000000', issuedSharesBeforeTransaction: '1000000000' },
    });
    expect(result.value?.highestRatio).toEqual({ kind: 'equity', percent: '25.0000' });
    expect(result.value?.classification).toBe('major');
    expect(result.assumptions.map((note) => note.code)).toContain('TREASURY_SHARES_EXCLUDED');
  });

  // MB 14.08 note [V]: the equity ratio does not apply to disposals.
  it('MB 14.08 ignores the equity ratio for a disposal and warns', () => {
    const result = calculateSizeTests({
      ...fullInput('disposal', '1'),
      equity: { sharesToBeIssued: '900', issuedSharesBeforeTransaction: '1000' },
    });
    expect(result.value?.classification).toBe('notNotifiable');
    expect(result.value?.ratios.map((ratio) => ratio.kind)).not.toContain('equity');
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'RATIO_NOT_APPLICABLE', rule: 'MB 14.08', confidence: 'V' }));
  });

  // MB 14.20 [V] + hk-rules §1.3 [M]: a loss gives an anomalous profits ratio, flagged, never absoluted.
  it.each([
    ['loss-making issuer', { subject: '10', issuer: '-50' }, 'negativeDenominator'],
    ['loss-making target', { subject: '-10', issuer: '50' }, 'negativeNumerator'],
    ['issuer breaks even', { subject: '10', issuer: '0' }, 'zeroDenominator'],
  ] as const)('MB 14.20 flags the profits ratio of a %s', (_case, profits, anomaly) => {
    const result = calculateSizeTests({ ...fullInput('acquisition', '6'), profits });
    expect(result.ok).toBe(true);
    const profitsRatio = result.value?.ratios.find((ratio) => ratio.kind === 'profits');
    expect(profitsRatio).toMatchObject({ percent: null, anomaly });
    expect(result.value?.classification).toBe('discloseable');
    expect(result.value?.isIndicative).toBe(true);
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: 'RATIO_ANOMALOUS', rule: 'MB 14.20', params: { ratio: 'profits', anomaly } }),
    );
    expect(result.warnings.map((note) => note.code)).toContain('CLASSIFICATION_INDICATIVE');
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'NEGATIVE_FIGURES_NOT_ABSOLUTED', confidence: 'M' }));
  });

  it('MB 14.20: a loss of 30 on 10 of issuer profits is not read as 300 %', () => {
    const result = calculateSizeTests({ transaction: 'acquisition', profits: { subject: '-30', issuer: '10' } });
    expect(result.ok).toBe(false);
    expect(result.errors[0].code).toBe('NO_RATIO_COMPUTABLE');
  });

  // Spec §5: amounts not empty, a part cannot exceed its total.
  it.each([
    ['empty amount', { transaction: 'acquisition', assets: { subject: '', issuer: '100' } }, 'AMOUNT_REQUIRED', 'assets.subject'],
    ['"NA" counts as empty', { transaction: 'acquisition', revenue: { subject: '5', issuer: 'NA' } }, 'AMOUNT_REQUIRED', 'revenue.issuer'],
    ['not a number', { transaction: 'acquisition', assets: { subject: 'abc', issuer: '100' } }, 'AMOUNT_INVALID', 'assets.subject'],
    ['disposed assets exceed total assets', { transaction: 'disposal', assets: { subject: '101', issuer: '100' } }, 'PART_EXCEEDS_TOTAL', 'assets.subject'],
    ['disposed revenue exceeds total revenue', { transaction: 'disposal', revenue: { subject: '101', issuer: '100' } }, 'PART_EXCEEDS_TOTAL', 'revenue.subject'],
    [
      'dividend deducted exceeds total assets',
      { transaction: 'acquisition', assets: { subject: '1', issuer: '100', issuerDividendsToDeduct: '101' } },
      'PART_EXCEEDS_TOTAL',
      'assets.issuerDividendsToDeduct',
    ],
    [
      'interest above 100 %',
      { transaction: 'acquisition', assets: { subject: '1', issuer: '100' }, equityInterest: { percent: '100.01' } },
      'PART_EXCEEDS_TOTAL',
      'equityInterest.percent',
    ],
    ['fractional share count', { transaction: 'acquisition', considerationType: 'newShares', equity: { sharesToBeIssued: '1.5', issuedSharesBeforeTransaction: '100' } }, 'AMOUNT_INVALID', 'equity.sharesToBeIssued'],
    ['no ratio at all', { transaction: 'acquisition' }, 'NO_RATIO_COMPUTABLE', undefined],
    ['unknown direction', { transaction: 'merger' }, 'OPTION_INVALID', 'transaction'],
  ] as const)('spec §5 rejects %s', (_case, input, code, field) => {
    const result = calculateSizeTests(input as unknown as SizeTestInput);
    expect(result.ok).toBe(false);
    expect(result.value).toBeNull();
    expect(result.errors[0]).toMatchObject({ code, ...(field ? { field } : {}) });
  });

  it('spec §5 lets an acquired asset exceed the issuer (a VSA is ≥ 100 %)', () => {
    const result = calculateSizeTests({ transaction: 'acquisition', assets: { subject: '300', issuer: '100' } });
    expect(result.value?.classification).toBe('verySubstantialAcquisition');
  });

  // MB 14.16(1) [V]: dividends are deducted from total assets.
  it('MB 14.16 deducts dividends from the assets denominator (5 % reached only after the deduction)', () => {
    const result = calculateSizeTests({ transaction: 'acquisition', assets: { subject: '4.75', issuer: '100', issuerDividendsToDeduct: '5' } });
    expect(result.value?.ratios[0]).toMatchObject({ denominator: '95', percent: '5.0000' });
    expect(result.value?.classification).toBe('discloseable');
    expect(result.steps.map((step) => step.rule)).toContain('MB 14.16');
  });

  // MB 14.28 [V]: a % interest, or 100 % if consolidation changes.
  it.each([
    ['MB 14.25–14.27: 30 % of the target', false, '30', '6.0000', 'discloseable'],
    ['MB 14.28: 100 % when the target is consolidated', true, '100', '20.0000', 'discloseable'],
  ])('%s', (_rule, changesConsolidation, appliedPercent, assetsPercent, expected) => {
    const result = calculateSizeTests({
      transaction: 'acquisition',
      assets: { subject: '200', issuer: '1000' },
      equityInterest: { percent: '30', changesConsolidation },
    });
    expect(result.value?.ratios[0].percent).toBe(assetsPercent);
    expect(result.value?.classification).toBe(expected);
    expect(result.steps.find((step) => step.key === 'sizeTest.equityInterest')?.figures.appliedPercent).toBe(appliedPercent);
  });

  // MB 14.07(4) [S]: market capitalisation = 5-day average close × issued shares.
  it('MB 14.07(4) builds market capitalisation from the average price and shares (exactly 5 %)', () => {
    const result = calculateSizeTests({
      transaction: 'acquisition',
      consideration: { consideration: '2750000', averageClosingPrice: '1.10', issuedShares: '50000000' },
    });
    expect(result.value?.ratios[0]).toMatchObject({ kind: 'consideration', denominator: '55000000', percent: '5.0000', rule: 'MB 14.07(4)', confidence: 'S' });
    expect(result.value?.classification).toBe('discloseable');
  });

  it('hk-rules §0 lower bounds inclusive: truncates a displayed ratio so it never shows a threshold it does not reach', () => {
    const result = calculateSizeTests({ transaction: 'acquisition', assets: { subject: '4.999999', issuer: '100' } });
    expect(result.value?.ratios[0].percent).toBe('4.9999');
    expect(result.value?.classification).toBe('notNotifiable');
  });

  // hk-rules §1.2 [V]: announcement for all classes; circular and shareholders' approval from major; MB 14.44 written approval for major.
  it.each<[TransactionClass, string, boolean, boolean, boolean]>([
    ['notNotifiable', '1', false, false, false],
    ['discloseable', '5', true, false, false],
    ['major', '25', true, true, true],
    ['verySubstantialAcquisition', '100', true, true, false],
  ])('MB 14.34/14.44 requirements of a %s transaction', (classification, assetsPercent, announcement, circular, written) => {
    const result = calculateSizeTests(fullInput('acquisition', assetsPercent));
    expect(result.value?.classification).toBe(classification);
    expect(result.value?.requirements).toMatchObject({ announcement, circular, shareholdersApproval: circular, writtenApprovalPossible: written });
  });

  it('MB 14.08: flags a classification from one ratio as indicative, listing the missing ratios', () => {
    const result = calculateSizeTests({ transaction: 'acquisition', revenue: { subject: '30', issuer: '100' } });
    expect(result.value?.classification).toBe('major');
    expect(result.value?.isIndicative).toBe(true);
    expect(result.warnings.filter((note) => note.code === 'RATIO_NOT_PROVIDED').map((note) => note.field)).toEqual(['assets', 'profits', 'consideration']);
    expect(result.warnings.map((note) => note.code)).toContain('REVERSE_TAKEOVER_NOT_ASSESSED');
  });

  // hk-rules §1.1 [M]: uncapped contingent consideration → at least major.
  it('hk-rules §1.1: treats uncapped contingent consideration as at least major [M]', () => {
    const result = calculateSizeTests({ ...fullInput('acquisition', '6'), isConsiderationUncapped: true });
    expect(result.value?.classification).toBe('major');
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'CONSIDERATION_UNCAPPED', confidence: 'M' }));
  });

  it('GEM 19.06/19.07: cites GEM Chapter 19 for a GEM issuer', () => {
    const result = calculateSizeTests({ ...fullInput('disposal', '80'), board: 'GEM' });
    expect(result.value?.classification).toBe('verySubstantialDisposal');
    expect(result.value?.ratios[0].rule).toBe('GEM 19.07(1)');
    expect(result.value?.requirements.rules.map((reference) => reference.rule)).toContain('GEM 19.06(4)');
  });

  it('MB 14.08: shows every step with its rule and confidence', () => {
    const result = calculateSizeTests(fullInput('acquisition', '5'));
    const classification = result.steps.find((step) => step.key === 'sizeTest.classification');
    expect(classification).toMatchObject({ rule: 'MB 14.08', confidence: 'V', figures: { highestPercent: '5.0000', classification: 'discloseable' } });
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'THRESHOLDS_UNCHANGED_SINCE_2024', confidence: 'M' }));
  });

  // MB 14.24 [V] / GEM 19.24 [M]: both an acquisition and a disposal → compute both, classify by the larger.
  it.each<[string, string, string, SizeTestInput['considerationType'], TransactionClass, 'acquisition' | 'disposal']>([
    ['MB 14.24 acquisition major 30 % vs disposal discloseable 10 % → major', '30', '10', 'cash', 'major', 'acquisition'],
    ['MB 14.24 acquisition discloseable 10 % vs disposal VSD 80 % → VSD', '10', '80', 'cash', 'verySubstantialDisposal', 'disposal'],
    ['MB 14.24 acquisition 1 % vs disposal exactly 5 % → discloseable', '1', '5', 'cash', 'discloseable', 'disposal'],
    ['MB 14.24 VSA 100 % vs VSD 80 %: same rank, the higher ratio decides', '100', '80', 'cash', 'verySubstantialAcquisition', 'acquisition'],
    ['MB 14.06(1)/14.24 share transaction vs disposal under 5 % → share transaction', '4', '4', 'newShares', 'shareTransaction', 'acquisition'],
  ])('%s', (_rule, acquisitionPercent, disposalPercent, considerationType, expected, decidingSide) => {
    const result = calculateSizeTests({
      transaction: 'both',
      considerationType,
      assets: { subject: acquisitionPercent, issuer: '100' },
      disposal: { assets: disposalPercent },
    });
    expect(result.errors).toEqual([]);
    expect(result.value?.classification).toBe(expected);
    expect(result.value?.sides.map((side) => side.direction)).toEqual(['acquisition', 'disposal']);
    expect(result.value?.decidingSide).toBe(decidingSide);
    const deciding = result.value?.sides.find((side) => side.direction === decidingSide);
    expect(result.value?.ratios).toEqual(deciding?.ratios);
    expect(result.steps.find((step) => step.key === 'sizeTest.largerOfBoth')).toMatchObject({ rule: 'MB 14.24', confidence: 'V', figures: { decidingSide } });
  });

  it('MB 14.24: the disposal side takes the issuer denominators and its own equity interest (r.14.28)', () => {
    const result = calculateSizeTests({
      transaction: 'both',
      assets: { subject: '10', issuer: '200' },
      consideration: { consideration: '10', marketCapitalisation: '400' },
      disposal: { assets: '100', consideration: '120', equityInterest: { percent: '50' } },
    });
    const disposal = result.value?.sides[1];
    expect(disposal?.ratios.map((ratio) => [ratio.kind, ratio.numerator, ratio.denominator, ratio.percent])).toEqual([
      ['assets', '50', '200', '25.0000'],
      ['consideration', '120', '400', '30.0000'],
    ]);
    expect(result.value?.classification).toBe('major');
  });

  it('GEM 19.24 [M]: cites the GEM rule for a GEM issuer', () => {
    const result = calculateSizeTests({ board: 'GEM', transaction: 'both', assets: { subject: '1', issuer: '100' }, disposal: { assets: '6' } });
    expect(result.steps.find((step) => step.key === 'sizeTest.largerOfBoth')).toMatchObject({ rule: 'GEM 19.24', confidence: 'M' });
    expect(result.value?.classification).toBe('discloseable');
  });

  it.each([
    ['the disposed part exceeds the total (spec §5)', { assets: { subject: '1', issuer: '100' }, disposal: { assets: '101' } }, 'PART_EXCEEDS_TOTAL', 'disposal.assets'],
    ['no disposal figure (MB 14.24 needs both sides)', { assets: { subject: '1', issuer: '100' } }, 'NO_RATIO_COMPUTABLE', 'disposal'],
    ['a disposal numerator without the issuer figure', { assets: { subject: '1', issuer: '100' }, disposal: { revenue: '5' } }, 'AMOUNT_REQUIRED', 'revenue.issuer'],
  ] as const)('MB 14.24 rejects %s', (_case, figures, code, field) => {
    const result = calculateSizeTests({ transaction: 'both', ...figures } as SizeTestInput);
    expect(result.ok).toBe(false);
    expect(result.errors[0]).toMatchObject({ code, field });
  });

  // MB 14.22 [V]: the Exchange may aggregate transactions within 12 months; summing numerators is practice [M].
  const threePercent = (date: string, direction?: 'acquisition' | 'disposal') => ({ date, assets: '3', ...(direction ? { direction } : {}) });
  it.each<[string, SizeTestInput['earlierTransactions'], string, TransactionClass, number[], number[]]>([
    ['MB 14.22 two 3 % transactions 5 months apart → 6 % discloseable', [threePercent('2025-01-15')], '6.0000', 'discloseable', [0], []],
    ['MB 14.22 one 13 months earlier is not aggregated', [threePercent('2024-05-15')], '3.0000', 'notNotifiable', [], [0]],
    ['MB 14.22 exactly 12 months earlier is inside the window', [threePercent('2024-06-15')], '6.0000', 'discloseable', [0], []],
    ['MB 14.22 12 months and a day earlier is outside', [threePercent('2024-06-14')], '3.0000', 'notNotifiable', [], [0]],
    ['MB 14.22 a disposal is not aggregated with an acquisition', [threePercent('2025-01-15', 'disposal')], '3.0000', 'notNotifiable', [], [0]],
    ['MB 14.22 three in the window reach 9 %', [threePercent('2025-01-15'), threePercent('2024-09-01'), threePercent('2023-01-01')], '9.0000', 'discloseable', [0, 1], [2]],
  ])('%s', (_rule, earlierTransactions, aggregatedPercent, aggregatedClass, included, excluded) => {
    const result = calculateSizeTests({ transaction: 'acquisition', assets: { subject: '3', issuer: '100' }, transactionDate: '2025-06-15', earlierTransactions });
    expect(result.errors).toEqual([]);
    expect(result.value?.classification).toBe('notNotifiable');
    const aggregation = result.value?.aggregation;
    expect(aggregation).toMatchObject({ windowMonths: 12, windowStart: '2024-06-15', classification: aggregatedClass, highestRatio: { kind: 'assets', percent: aggregatedPercent } });
    expect(aggregation?.included.map((transaction) => transaction.index)).toEqual(included);
    expect(aggregation?.excluded.map((transaction) => transaction.index)).toEqual(excluded);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'AGGREGATION_INDICATIVE', rule: 'MB 14.22', confidence: 'V' }));
    expect(result.warnings.filter((note) => note.code === 'EARLIER_TRANSACTION_NOT_AGGREGATED').map((note) => note.field)).toEqual(
      excluded.map((index) => `earlierTransactions.${index}`),
    );
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'AGGREGATION_SUMS_NUMERATORS', rule: 'MB 14.22', confidence: 'M' }));
  });

  it('MB 14.22 + 14.24: an earlier disposal is aggregated with the disposal side of a transaction that is both', () => {
    const result = calculateSizeTests({
      transaction: 'both',
      assets: { subject: '2', issuer: '100' },
      disposal: { assets: '20' },
      transactionDate: '2025-06-15',
      earlierTransactions: [{ date: '2025-03-01', direction: 'disposal', assets: '10' }],
    });
    expect(result.value?.classification).toBe('discloseable');
    expect(result.value?.aggregation).toMatchObject({ classification: 'major', highestRatio: { kind: 'assets', percent: '30.0000' } });
    expect(result.steps.filter((step) => step.key === 'aggregation.ratio').map((step) => [step.figures.direction, step.figures.percent])).toEqual([
      ['acquisition', '2.0000'],
      ['disposal', '30.0000'],
    ]);
  });

  it.each([
    ['an earlier transaction after this one', { transactionDate: '2025-06-15', earlierTransactions: [{ date: '2025-07-01', assets: '1' }] }, 'EARLIER_TRANSACTION_AFTER_CURRENT', 'earlierTransactions.0.date'],
    ['no date of this transaction', { earlierTransactions: [{ date: '2025-01-01', assets: '1' }] }, 'DATE_REQUIRED', 'transactionDate'],
    ['an earlier transaction without any numerator', { transactionDate: '2025-06-15', earlierTransactions: [{ date: '2025-01-01' }] }, 'AMOUNT_REQUIRED', 'earlierTransactions.0'],
    ['an invalid earlier date', { transactionDate: '2025-06-15', earlierTransactions: [{ date: '2025-02-30', assets: '1' }] }, 'DATE_INVALID', 'earlierTransactions.0.date'],
  ] as const)('MB 14.22 rejects %s', (_case, aggregationInput, code, field) => {
    const result = calculateSizeTests({ transaction: 'acquisition', assets: { subject: '3', issuer: '100' }, ...aggregationInput } as SizeTestInput);
    expect(result.ok).toBe(false);
    expect(result.errors[0]).toMatchObject({ code, field });
  });
});
