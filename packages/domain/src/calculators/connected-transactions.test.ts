import { describe, expect, it } from 'vitest';
import { calculateConnectedTransactionExemption, type ConnectedTransactionExemption } from './connected-transactions';

/** Revenue ratio at exactly `percentOfIssuer` % (issuer revenue 100). */
const ratioAt = (percentOfIssuer: string) => ({ revenue: { subject: percentOfIssuer, issuer: '100' } });

describe(calculateConnectedTransactionExemption.name, () => {
  // MB 14A.76 [V]: every test is "less than"; the boundary itself fails the limb.
  it.each<[string, string, string, boolean, ConnectedTransactionExemption, string | null]>([
    ['MB 14A.76(1)(a) just under 0.1 %', '0.0999', '50000000', false, 'fullyExempt', 'MB 14A.76(1)(a)'],
    ['MB 14A.76(1)(a) exactly 0.1 % fails (1)(a); (2)(a) applies', '0.1', '50000000', false, 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(a)'],
    ['MB 14A.76(1)(b) under 1 % at subsidiary level', '0.9999', '50000000', true, 'fullyExempt', 'MB 14A.76(1)(b)'],
    ['MB 14A.76(1)(b) exactly 1 % at subsidiary level fails', '1', '50000000', true, 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(a)'],
    ['MB 14A.76(1)(b) needs the subsidiary-level connection', '0.5', '50000000', false, 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(a)'],
    ['MB 14A.76(1)(c) under 5 % and under HK$3,000,000', '4.9999', '2999999.99', false, 'fullyExempt', 'MB 14A.76(1)(c)'],
    ['MB 14A.76(1)(c) consideration exactly HK$3,000,000 fails', '4', '3000000', false, 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(a)'],
    ['MB 14A.76(1)(c)/(2)(a) exactly 5 % fails both; (2)(b) with < HK$10m', '5', '2000000', false, 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(b)'],
    ['MB 14A.76(2)(b) under 25 % and under HK$10,000,000', '24.9999', '9999999', false, 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(b)'],
    ['MB 14A.76(2)(b) exactly 25 % fails', '25', '9999999', false, 'fullRequirements', null],
    ['MB 14A.76(2)(b) consideration exactly HK$10,000,000 fails', '10', '10000000', false, 'fullRequirements', null],
  ])('%s', (_rule, percentOfIssuer, total, isSubsidiaryLevel, exemption, basis) => {
    const result = calculateConnectedTransactionExemption({
      ...ratioAt(percentOfIssuer),
      totalConsiderationHkd: total,
      isConnectedAtSubsidiaryLevelOnly: isSubsidiaryLevel,
    });
    expect(result.errors).toEqual([]);
    expect(result.value?.exemption).toBe(exemption);
    expect(result.value?.basis).toBe(basis);
  });

  // MB 14A.76: the profits ratio is not tested; every other ratio must pass.
  it('MB 14A.76 tests every ratio except profits: the highest one decides', () => {
    const result = calculateConnectedTransactionExemption({
      assets: { subject: '0.05', issuer: '100' },
      revenue: { subject: '0.05', issuer: '100' },
      consideration: { consideration: '6', marketCapitalisation: '100' },
      totalConsiderationHkd: '100000000',
    });
    expect(result.value?.exemption).toBe('fullRequirements');
    expect(result.steps.find((step) => step.key === 'connected.ratiosTested')?.figures.profitsRatioExcluded).toBe(true);
  });

  it.each<[ConnectedTransactionExemption, string, boolean, boolean]>([
    ['fullyExempt', '0.05', false, false],
    ['circularAndShareholdersApprovalExempt', '3', true, false],
    ['fullRequirements', '30', true, true],
  ])('MB 14A.76 requirements when %s', (exemption, percentOfIssuer, announcement, circular) => {
    const result = calculateConnectedTransactionExemption({ ...ratioAt(percentOfIssuer), totalConsiderationHkd: '50000000' });
    expect(result.value?.exemption).toBe(exemption);
    expect(result.value?.requirements).toMatchObject({
      announcement,
      reporting: announcement,
      circular,
      independentFinancialAdviser: circular,
      independentShareholdersApproval: circular,
    });
  });

  // MB 14A.78 [V]: continuing connected transactions use the largest annual cap.
  it('MB 14A.78 uses the largest annual cap as numerator and as the consideration', () => {
    const result = calculateConnectedTransactionExemption({
      annualCaps: ['1000000', '2900000', '2500000'],
      revenue: { issuer: '100000000' },
      consideration: { marketCapitalisation: '200000000' },
    });
    expect(result.value?.ratios.map((ratio) => [ratio.kind, ratio.numerator, ratio.percent])).toEqual([
      ['revenue', '2900000', '2.9000'],
      ['consideration', '2900000', '1.4500'],
    ]);
    expect(result.value?.totalConsiderationHkd).toBe('2900000');
    expect(result.value?.basis).toBe('MB 14A.76(1)(c)');
  });

  it('MB 14A.76 is unavailable for an issue of new securities or off-market terms', () => {
    const result = calculateConnectedTransactionExemption({ ...ratioAt('0.01'), totalConsiderationHkd: '1', isIssueOfNewSecurities: true });
    expect(result.value?.exemption).toBe('fullRequirements');
    expect(result.warnings.map((note) => note.code)).toContain('DE_MINIMIS_NOT_AVAILABLE');
  });

  it('cites GEM 20.74 with its [M] numbering tag for a GEM issuer', () => {
    const result = calculateConnectedTransactionExemption({ board: 'GEM', ...ratioAt('0.01'), totalConsiderationHkd: '1' });
    expect(result.value?.basis).toBe('GEM 20.74(1)(a)');
    expect(result.steps.find((step) => step.key === 'connected.exemption')?.confidence).toBe('M');
  });

  it.each([
    ['missing consideration total', { ...ratioAt('1') }, 'AMOUNT_REQUIRED'],
    ['anomalous only ratio', { revenue: { subject: '-1', issuer: '100' }, totalConsiderationHkd: '1' }, 'NO_RATIO_COMPUTABLE'],
  ])('spec §5 rejects a %s', (_case, input, code) => {
    const result = calculateConnectedTransactionExemption(input);
    expect(result.ok).toBe(false);
    expect(result.errors[0].code).toBe(code);
  });

  // MB 14A.81 [V]: connected transactions within 12 months are aggregated (mandatory); arithmetic [M].
  it.each<[string, boolean, string, ConnectedTransactionExemption, string, string]>([
    ['MB 14A.81 3 % + 3 % within 12 months → 6 %: (1)(c) lost, (2)(b) applies', false, '2025-01-15', 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(b)', '6.0000'],
    ['MB 14A.81 an earlier one 13 months before is not aggregated → (1)(c)', false, '2024-05-15', 'fullyExempt', 'MB 14A.76(1)(c)', '3.0000'],
    ['MB 14A.81 18 months before is outside 12 months', false, '2023-12-15', 'fullyExempt', 'MB 14A.76(1)(c)', '3.0000'],
    ['MB 14A.81 18 months before is inside 24 months for a possible reverse takeover series', true, '2023-12-15', 'circularAndShareholdersApprovalExempt', 'MB 14A.76(2)(b)', '6.0000'],
  ])('%s', (_rule, isPossibleReverseTakeoverSeries, earlierDate, exemption, basis, percent) => {
    const result = calculateConnectedTransactionExemption({
      ...ratioAt('3'),
      totalConsiderationHkd: '2000000',
      transactionDate: '2025-06-15',
      earlierTransactions: [{ date: earlierDate, revenue: '3', consideration: '2000000' }],
      isPossibleReverseTakeoverSeries,
    });
    expect(result.errors).toEqual([]);
    expect(result.value?.exemption).toBe(exemption);
    expect(result.value?.basis).toBe(basis);
    expect(result.value?.aggregation?.ratios[0].percent).toBe(percent);
    expect(result.value?.aggregation?.windowMonths).toBe(isPossibleReverseTakeoverSeries ? 24 : 12);
    expect(result.value?.isIndicative).toBe(true);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'AGGREGATION_INDICATIVE', rule: 'MB 14A.81', confidence: 'V' }));
    expect(result.assumptions).toContainEqual(expect.objectContaining({ code: 'AGGREGATION_SUMS_NUMERATORS', rule: 'MB 14A.81', confidence: 'M' }));
  });

  it('MB 14A.81 adds the earlier consideration to the HK$ total tested against HK$3,000,000', () => {
    const result = calculateConnectedTransactionExemption({
      ...ratioAt('1'),
      totalConsiderationHkd: '2000000',
      transactionDate: '2025-06-15',
      earlierTransactions: [{ date: '2025-05-01', revenue: '1', consideration: '1000000' }],
    });
    expect(result.value?.aggregation?.totalConsiderationHkd).toBe('3000000');
    expect(result.value?.exemption).toBe('circularAndShareholdersApprovalExempt');
    expect(result.value?.basis).toBe('MB 14A.76(2)(a)');
  });

  // MB 14A.80 [V]: an anomalous ratio is set aside; the exemption rests on the others.
  it('MB 14A.80 lists the anomalous ratio the exemption did not rest on', () => {
    const result = calculateConnectedTransactionExemption({
      assets: { subject: '-5', issuer: '100' },
      revenue: { subject: '0.05', issuer: '100' },
      totalConsiderationHkd: '1000000',
    });
    expect(result.value).toMatchObject({ exemption: 'fullyExempt', basis: 'MB 14A.76(1)(a)', anomalousRatios: ['assets'], isIndicative: true });
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'CLASSIFICATION_INDICATIVE', rule: 'MB 14A.80' }));
  });
});
