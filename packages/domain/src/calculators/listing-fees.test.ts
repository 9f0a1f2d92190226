import { describe, expect, it } from 'vitest';
import { estimateListingFee } from './listing-fees';

describe(estimateListingFee.name, () => {
  // hk-rules §6.2 [V]: MB initial fee, bands "not exceeding" (upper bound inclusive).
  it.each([
    ['MB Fees Rules 1(1) HK$100m exactly', '100000000', '150000.00', false],
    ['MB Fees Rules 1(1) just over HK$100m', '100000000.01', '175000.00', false],
    ['MB Fees Rules 1(1) HK$750m', '750000000', '300000.00', false],
    ['MB Fees Rules 1(1) HK$4,000m band (verify)', '4000000000', '600000.00', true],
    ['MB Fees Rules 1(1) HK$5,000m band (same figure at source, verify)', '4500000000', '600000.00', true],
    ['MB Fees Rules 1(1) over HK$5,000m', '5000000001', '650000.00', false],
  ])('%s', (_rule, monetaryValueHkd, feeHkd, isUncertain) => {
    const result = estimateListingFee({ feeType: 'mainBoardInitial', monetaryValueHkd });
    expect(result.value).toMatchObject({ feeHkd, isUncertain });
    expect(result.warnings.some((note) => note.code === 'FEE_TABLE_UNCERTAIN')).toBe(isUncertain);
  });

  // hk-rules §6.3 [V]: GEM initial fee.
  it.each([
    ['GEM Fees Rules ≤ HK$100m', '100000000', '100000.00'],
    ['GEM Fees Rules ≤ HK$1,000m', '1000000000', '150000.00'],
    ['GEM Fees Rules > HK$1,000m', '1000000000.01', '200000.00'],
  ])('%s', (_rule, monetaryValueHkd, feeHkd) => {
    expect(estimateListingFee({ feeType: 'gemInitial', monetaryValueHkd }).value?.feeHkd).toBe(feeHkd);
  });

  // hk-rules §6.1 [V]: MB annual fee on nominal value; below HK$0.25 deemed HK$0.25; secondary 25 %.
  it.each([
    ['MB Fees Rules annual: 800m shares at HK$0.25 = HK$200m', { listedShares: '800000000', nominalValuePerShareHkd: '0.25' }, '200000000', '145000.00'],
    ['MB Fees Rules annual: HK$0.10 par deemed HK$0.25', { listedShares: '1000000000', nominalValuePerShareHkd: '0.10' }, '250000000', '172000.00'],
    ['MB Fees Rules annual: no par deemed HK$0.25', { listedShares: '2000000000' }, '500000000', '224000.00'],
    ['MB Fees Rules annual: HK$1 par, HK$5,000m', { listedShares: '5000000000', nominalValuePerShareHkd: '1' }, '5000000000', '1069000.00'],
    ['MB Fees Rules annual: over HK$5,000m', { listedShares: '5000000001', nominalValuePerShareHkd: '1' }, '5000000001', '1188000.00'],
    ['MB Fees Rules annual: secondary listing pays 25 %', { listedShares: '800000000', isSecondaryListing: true }, '200000000', '36250.00'],
  ])('%s', (_rule, input, basisHkd, feeHkd) => {
    const result = estimateListingFee({ feeType: 'mainBoardAnnual', ...input });
    expect(result.value).toMatchObject({ basisHkd, feeHkd });
  });

  it('MB Fees Rules annual: records the deemed HK$0.25 nominal value as an assumption', () => {
    const result = estimateListingFee({ feeType: 'mainBoardAnnual', listedShares: '1000' });
    expect(result.assumptions.map((note) => note.code)).toContain('NOMINAL_VALUE_DEEMED_MINIMUM');
  });

  // hk-rules §5 / §6.2: Fees Rules para 1(3) [V]: a listing by introduction pays on the average market capitalisation
  // of the 6th to 10th business days before the application, read with the para 1(1) table.
  it.each([
    ['para 1(3) five daily figures averaging HK$100m exactly', { marketCapitalisationsHkd: ['90000000', '95000000', '100000000', '105000000', '110000000'] }, '100000000', '150000.00'],
    ['para 1(3) an average just over HK$100m', { averageMarketCapitalisationHkd: '100000000.01' }, '100000000.01', '175000.00'],
  ])('%s', (_rule, input, basisHkd, feeHkd) => {
    const result = estimateListingFee({ feeType: 'mainBoardIntroduction', ...input });
    expect(result.value).toMatchObject({ basisHkd, feeHkd, averagingDates: null });
    expect(result.steps.map((step) => [step.rule, step.confidence])).toEqual([
      ['MB Fees Rules para 1(3)', 'V'],
      ['MB Fees Rules para 1(1)', 'V'],
    ]);
  });

  it('para 1(3): names the 10th to the 6th business day before the application', () => {
    // Application on Mon 23 Feb 2026 (17–19 Feb are holidays): the 1st business day before is 20 Feb, the 2nd 16 Feb,
    // the 6th Tue 10 Feb and the 10th Wed 4 Feb.
    const result = estimateListingFee({ feeType: 'mainBoardIntroduction', averageMarketCapitalisationHkd: '1', applicationDate: '2026-02-23' });
    expect(result.value?.averagingDates).toEqual(['2026-02-04', '2026-02-05', '2026-02-06', '2026-02-09', '2026-02-10']);
  });

  it.each([
    ['four daily figures', { marketCapitalisationsHkd: ['1', '1', '1', '1'] }, 'AMOUNT_REQUIRED'],
    ['six daily figures', { marketCapitalisationsHkd: ['1', '1', '1', '1', '1', '1'] }, 'OPTION_INVALID'],
    ['neither daily figures nor an average', {}, 'AMOUNT_REQUIRED'],
    ['an application date outside the calendar', { averageMarketCapitalisationHkd: '1', applicationDate: '1989-01-03' }, 'DATE_OUT_OF_RANGE'],
  ])('para 1(3) rejects %s', (_case, input, code) => {
    expect(estimateListingFee({ feeType: 'mainBoardIntroduction', ...input }).errors[0].code).toBe(code);
  });

  // hk-rules §6.3: the GEM annual fee table was not found; the result says so.
  it('GEM annual fee: table not available', () => {
    const result = estimateListingFee({ feeType: 'gemAnnual' });
    expect(result.ok).toBe(false);
    expect(result.errors[0]).toMatchObject({ code: 'FEE_TABLE_NOT_AVAILABLE', confidence: 'M' });
  });

  it.each([
    ['an empty value', { feeType: 'mainBoardInitial' }, 'AMOUNT_REQUIRED'],
    ['a zero value', { feeType: 'gemInitial', monetaryValueHkd: '0' }, 'AMOUNT_NOT_POSITIVE'],
    ['a fractional share count', { feeType: 'mainBoardAnnual', listedShares: '10.5' }, 'AMOUNT_INVALID'],
    ['an unknown fee', { feeType: 'transferFee' }, 'OPTION_INVALID'],
  ])('spec §5 rejects %s', (_case, input, code) => {
    const result = estimateListingFee(input as unknown as Parameters<typeof estimateListingFee>[0]);
    expect(result.errors[0].code).toBe(code);
  });
});
