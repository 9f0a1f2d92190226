import { describe, expect, it } from 'vitest';
import { calculateGeneralMandate, calculateTheoreticalDilution } from './share-issues';

const codesOf = (notes: readonly { code: string }[]) => notes.map((note) => note.code);

describe(calculateTheoreticalDilution.name, () => {
  // hk-rules §5: MB 7.27B / GEM 10.44A [M]: TDP = (benchmark × existing + price × new) ÷ (existing + new); 25 % or more is not allowed.
  it.each([
    // HKEX FAQ 024-2018: 100 shares at HK$1.00, 50 new at HK$0.75 → TDP 0.9167, dilution 8.3333 %.
    ['MB 7.27B 1-for-2 at a 25 % discount', 'MB', '1.00', '0.75', '100', '50', '0.9167', '8.3333', true],
    ['MB 7.27B exactly 25 % dilution is not allowed', 'MB', '1.00', '0.50', '100', '100', '0.7500', '25.0000', false],
    ['GEM 10.44A just under 25 % is allowed', 'GEM', '1.00', '0.5001', '100', '100', '0.7501', '24.9950', true],
    ['MB 7.27B a premium gives no dilution', 'MB', '1.00', '1.20', '100', '50', '1.0667', '-6.6666', true],
  ] as const)('%s', (_rule, board, benchmarkedPrice, subscriptionPrice, existingShares, newShares, price, dilution, allowed) => {
    const result = calculateTheoreticalDilution({ board, benchmarkedPrice, subscriptionPrice, existingShares, newShares });
    expect(result.value).toMatchObject({ theoreticalDilutedPrice: price, dilutionPercent: dilution, isAllowed: allowed, aggregatedDilutionPercent: null });
    expect(codesOf(result.warnings).includes('DILUTION_25_OR_MORE')).toBe(!allowed);
    expect(result.steps[0]).toMatchObject({ key: 'dilution.theoretical', rule: board === 'MB' ? 'MB 7.27B' : 'GEM 10.44A', confidence: 'M' });
  });

  // MB 7.27B note 1(c): aggregated issues are treated as made with the first, at the weighted average discount.
  it('MB 7.27B aggregates earlier issues over 12 months (indicative)', () => {
    // 100 shares before the first issue; earlier 50 new at a 30 % discount, now 50 more at 20 %: (15 + 10) ÷ 200 = 12.5 %.
    const result = calculateTheoreticalDilution({
      benchmarkedPrice: '1',
      subscriptionPrice: '0.8',
      existingShares: '150',
      newShares: '50',
      earlierIssues: [{ newShares: '50', subscriptionPrice: '0.7', benchmarkedPrice: '1' }],
    });
    expect(result.value).toMatchObject({ dilutionPercent: '5.0000', aggregatedDilutionPercent: '12.5000', isAggregatedDilutionTwentyFivePercentOrMore: false, isAllowed: true });
    expect(codesOf(result.assumptions)).toContain('DILUTION_AGGREGATION_INDICATIVE');
  });

  it('MB 7.27B: an aggregate of exactly 25 % is not allowed though this issue alone is', () => {
    const exact = calculateTheoreticalDilution({
      benchmarkedPrice: '1',
      subscriptionPrice: '0.5',
      existingShares: '150',
      newShares: '50',
      earlierIssues: [{ newShares: '50', subscriptionPrice: '0.5', benchmarkedPrice: '1' }],
    });
    // 100 before the first; (25 + 25) ÷ 200 = 25 %; alone 25 ÷ 200 = 12.5 %.
    expect(exact.value).toMatchObject({ dilutionPercent: '12.5000', aggregatedDilutionPercent: '25.0000', isAllowed: false });
    expect(codesOf(exact.warnings)).toContain('DILUTION_25_OR_MORE');
  });

  it.each([
    ['a zero subscription price', { subscriptionPrice: '0' }, 'AMOUNT_NOT_POSITIVE'],
    ['fractional new shares', { newShares: '10.5' }, 'AMOUNT_INVALID'],
    ['earlier issues larger than the shares in issue', { earlierIssues: [{ newShares: '100', subscriptionPrice: '1', benchmarkedPrice: '1' }] }, 'PART_EXCEEDS_TOTAL'],
  ])('spec §5 rejects %s', (_case, change, code) => {
    const result = calculateTheoreticalDilution({ benchmarkedPrice: '1', subscriptionPrice: '0.8', existingShares: '100', newShares: '50', ...change });
    expect(result.errors[0].code).toBe(code);
  });
});

describe(calculateGeneralMandate.name, () => {
  // hk-rules §5: MB 13.36(2)(b) [M]: at most 20 % of the issued shares excluding treasury shares, plus repurchased shares if approved.
  it.each([
    ['MB 13.36(2)(b) exactly 20 % is within the mandate', { issuedShares: '1000', proposedShares: '200' }, '200', true],
    ['MB 13.36(2)(b) one share more is not', { issuedShares: '1000', proposedShares: '201' }, '200', false],
    ['MB 13.36(2)(b) treasury shares are excluded from the base', { issuedShares: '1100', treasuryShares: '100', proposedShares: '201' }, '200', false],
    ['MB 13.36(2)(b) 20 % is rounded down to whole shares', { issuedShares: '1004', proposedShares: '200' }, '200', true],
    ['MB 13.36(2)(b) repurchased shares are added when approved', { issuedShares: '1000', repurchasedSharesAdded: '30', proposedShares: '230' }, '230', true],
    ['MB 13.36(2)(b) shares already issued count against it', { issuedShares: '1000', sharesAlreadyIssued: '150', proposedShares: '51' }, '200', false],
  ])('%s', (_rule, input, limit, within) => {
    const result = calculateGeneralMandate(input);
    expect(result.value).toMatchObject({ mandateLimitShares: limit, isWithinMandate: within });
    expect(codesOf(result.warnings).includes('MANDATE_EXCEEDED')).toBe(!within);
    expect(result.steps[0]).toMatchObject({ rule: 'MB 13.36(2)(b)', confidence: 'M' });
    expect(codesOf(result.assumptions)).toContain('TREASURY_SHARES_EXCLUDED');
  });

  it('MB 13.36(2)(b): shows the remaining room without a proposed issue', () => {
    expect(calculateGeneralMandate({ issuedShares: '1000', sharesAlreadyIssued: '50' }).value).toMatchObject({ remainingShares: '150', isWithinMandate: null });
  });

  it.each([
    ['no issued shares', { issuedShares: '' }, 'AMOUNT_REQUIRED'],
    ['treasury shares as many as the issued shares', { issuedShares: '100', treasuryShares: '100' }, 'PART_EXCEEDS_TOTAL'],
    ['fractional shares', { issuedShares: '100.5' }, 'AMOUNT_INVALID'],
  ])('spec §5 rejects %s', (_case, input, code) => {
    expect(calculateGeneralMandate(input).errors[0].code).toBe(code);
  });
});
