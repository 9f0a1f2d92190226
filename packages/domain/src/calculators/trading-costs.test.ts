import { describe, expect, it } from 'vitest';
import { calculateTradingCosts } from './trading-costs';

describe(calculateTradingCosts.name, () => {
  // hk-rules §6.4: SFC levy 0.0027 %, AFRC levy 0.00015 %, trading fee 0.00565 % [V]; stamp duty 0.1 % rounded up to HK$1 [S].
  it.each([
    ['HK$100,000', '100000', { sfcLevy: '2.70', afrcLevy: '0.15', tradingFee: '5.65', stampDuty: '100.00' }, '108.50', '217.00'],
    ['HK$1,000.01: stamp duty HK$1.00001 rounds up to HK$2', '1000.01', { sfcLevy: '0.03', afrcLevy: '0.00', tradingFee: '0.06', stampDuty: '2.00' }, '2.09', '4.18'],
    ['HK$999: stamp duty HK$0.999 rounds up to HK$1', '999', { sfcLevy: '0.03', afrcLevy: '0.00', tradingFee: '0.06', stampDuty: '1.00' }, '1.09', '2.18'],
  ])('%s', (_case, consideration, perSide, totalPerSide, totalBothSides) => {
    const result = calculateTradingCosts({ consideration });
    expect(Object.fromEntries(result.value?.costs.map((cost) => [cost.kind, cost.perSideHkd]) ?? [])).toEqual(perSide);
    expect(result.value).toMatchObject({ totalPerSideHkd: totalPerSide, totalBothSidesHkd: totalBothSides });
  });

  it('cites each rate with its confidence and notes the uncertain dates', () => {
    const result = calculateTradingCosts({ consideration: '100000' });
    expect(result.steps.map((step) => [step.key, step.confidence])).toEqual([
      ['tradingCosts.sfcLevy', 'V'],
      ['tradingCosts.afrcLevy', 'V'],
      ['tradingCosts.tradingFee', 'V'],
      ['tradingCosts.stampDuty', 'S'],
      ['tradingCosts.total', null],
    ]);
    expect(result.assumptions.filter((note) => note.confidence === 'M').map((note) => note.code)).toEqual(['STAMP_DUTY_RATE_SINCE_2023', 'TRADING_TARIFF_REMOVED']);
    expect(result.value?.costs.find((cost) => cost.kind === 'stampDuty')?.bothSidesHkd).toBe('200.00');
  });

  it.each([
    ['an empty consideration', '', 'AMOUNT_REQUIRED'],
    ['a zero consideration', '0', 'AMOUNT_NOT_POSITIVE'],
  ])('spec §5 rejects %s', (_case, consideration, code) => {
    expect(calculateTradingCosts({ consideration }).errors[0].code).toBe(code);
  });
});
