import {
  AveragePriceBodySchema,
  AveragePriceResultSchema,
  BuyBackCapBodySchema,
  BuyBackCapResultSchema,
  BuyBackMoratoriumBodySchema,
  BuyBackMoratoriumResultSchema,
  ConversionPriceBodySchema,
  ConversionPriceResultSchema,
  GeneralMandateBodySchema,
  GeneralMandateResultSchema,
  OptionExercisePriceBodySchema,
  OptionExercisePriceResultSchema,
  TheoreticalDilutionBodySchema,
  TheoreticalDilutionResultSchema,
  TradingCostsBodySchema,
  TradingCostsResultSchema,
  CalendarMonthBodySchema,
  CalendarMonthResultSchema,
  ConnectedTransactionBodySchema,
  ConnectedTransactionResultSchema,
  ListingFeeBodySchema,
  ListingFeeResultSchema,
  MeetingNoticeBodySchema,
  MeetingNoticeResultSchema,
  PlacingBenchmarkBodySchema,
  PlacingBenchmarkResultSchema,
  PriceRangeBodySchema,
  PriceRangeResultSchema,
  ReportingDeadlinesBodySchema,
  ReportingDeadlinesResultSchema,
  SizeTestBodySchema,
  SizeTestResultSchema,
  TradingDayBodySchema,
  TradingDayResultSchema,
  envelopeSchema,
} from '@app/contracts';
import type { Locale } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import type { CalculatorsService } from './calculators.service';
import { unflattenFormFields } from './form-fields';

const tags = ['calculators'];
// The calculators are free: anyone may call them, signed in or not.
const config = { access: 'public' } as const;

const isFormBody = (contentType: string | undefined): boolean => (contentType ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * POST /au/calculator/*: one call per calculator, answering the domain's
 * CalculationResult (value, steps citing the rule each applied, assumptions,
 * warnings, errors). The price calculators read the stored daily prices and
 * add `priceData` (the window read, and whether it is demonstration data).
 */
export const registerCalculatorRoutes = (app: FastifyInstance, service: CalculatorsService) => {
  // Form bodies name nested inputs 'assets.subject'; JSON bodies nest them already.
  app.addHook('preValidation', async (request) => {
    if (isFormBody(request.headers['content-type']) && typeof request.body === 'object' && request.body !== null) {
      request.body = unflattenFormFields(request.body as Record<string, unknown>);
    }
  });
  /**
   * Registers POST /au/calculator/<path>: its body schema (validated before the
   * handler runs), its result schema and the service call.
   */
  const calculator = <Body extends z.ZodType, Result extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    result: Result,
    run: (input: z.infer<Body>, locale: Locale) => z.infer<Result> | Promise<z.infer<Result>>,
  ) =>
    app.post(
      `/au/calculator/${path}`,
      { config, schema: { tags, summary, consumes: FORM_CONSUMES, body, response: { 200: envelopeSchema(result) } } },
      async (request) => ok(request, await run(request.body as z.infer<Body>, request.locale)),
    );

  calculator(
    'sizeTest',
    'Size tests: the five percentage ratios and the transaction class (MB 14.07, 14.08; GEM 19.07, 19.08)',
    SizeTestBodySchema,
    SizeTestResultSchema,
    (input) => service.sizeTest(input),
  );
  calculator(
    'connectedTransaction',
    'Connected transactions: the de minimis exemptions (MB 14A.76; GEM 20.74)',
    ConnectedTransactionBodySchema,
    ConnectedTransactionResultSchema,
    (input) => service.connectedTransaction(input),
  );
  calculator(
    'meetingNotice',
    'Latest notice date of an AGM, another general meeting (CO s.571), a board meeting (MB 13.43) or a book closure (MB 13.66)',
    MeetingNoticeBodySchema,
    MeetingNoticeResultSchema,
    (input) => service.meetingNotice(input),
  );
  calculator(
    'averagePrice',
    'Average closing price over 5 … 90 trading days from the stored daily prices',
    AveragePriceBodySchema,
    AveragePriceResultSchema,
    (input, locale) => service.averagePrice(input, locale),
  );
  calculator(
    'priceRange',
    'Highest and lowest prices between two dates from the stored daily prices',
    PriceRangeBodySchema,
    PriceRangeResultSchema,
    (input, locale) => service.priceRange(input, locale),
  );
  calculator(
    'placingBenchmark',
    'Placing price against the benchmarked price: the 20 % discount test (MB 13.36(5); GEM 17.42B)',
    PlacingBenchmarkBodySchema,
    PlacingBenchmarkResultSchema,
    (input, locale) => service.placingBenchmark(input, locale),
  );
  calculator(
    'buyBackCap',
    'On-market buy-back price cap: 5 % above the 5-day average close (MB 10.06(2)(a))',
    BuyBackCapBodySchema,
    BuyBackCapResultSchema,
    (input, locale) => service.buyBackCap(input, locale),
  );
  calculator(
    'conversionPrice',
    'Convertibles for cash under a general mandate: conversion price not below the benchmarked price (MB 13.36(6); GEM 17.42C)',
    ConversionPriceBodySchema,
    ConversionPriceResultSchema,
    (input, locale) => service.conversionPrice(input, locale),
  );
  calculator(
    'optionExercisePrice',
    'Share option exercise price: at least the higher of the grant-date close and the 5-day average before it (MB 17.03E; GEM 23.03E)',
    OptionExercisePriceBodySchema,
    OptionExercisePriceResultSchema,
    (input, locale) => service.optionExercisePrice(input, locale),
  );
  calculator(
    'theoreticalDilution',
    'Rights issue / open offer theoretical dilution effect, alone and aggregated (MB 7.27B; GEM 10.44A)',
    TheoreticalDilutionBodySchema,
    TheoreticalDilutionResultSchema,
    (input) => service.theoreticalDilution(input),
  );
  calculator(
    'generalMandate',
    'General mandate size: 20 % of the issued shares excluding treasury shares (MB 13.36(2)(b))',
    GeneralMandateBodySchema,
    GeneralMandateResultSchema,
    (input) => service.generalMandate(input),
  );
  calculator(
    'buyBackMoratorium',
    'No new issue or treasury-share sale for 30 days after a buy-back (MB 10.06(3))',
    BuyBackMoratoriumBodySchema,
    BuyBackMoratoriumResultSchema,
    (input) => service.buyBackMoratorium(input),
  );
  calculator(
    'tradingCosts',
    'Trading costs of a trade: SFC and AFRC levies, HKEX trading fee and stamp duty, per side and both sides',
    TradingCostsBodySchema,
    TradingCostsResultSchema,
    (input) => service.tradingCosts(input),
  );
  calculator(
    'reportingDeadlines',
    'Results and report deadlines, dealing blackout and buy-back restriction (MB 13.46–13.49; GEM 18)',
    ReportingDeadlinesBodySchema,
    ReportingDeadlinesResultSchema,
    (input) => service.reportingDeadlines(input),
  );
  calculator(
    'listingFee',
    'Initial or annual listing fee from the Fees Rules tables',
    ListingFeeBodySchema,
    ListingFeeResultSchema,
    (input) => service.listingFee(input),
  );
  calculator(
    'calendarMonth',
    'One month of the HKEX or Shanghai/Shenzhen trading calendar with HK holiday names',
    CalendarMonthBodySchema,
    CalendarMonthResultSchema,
    (input) => service.calendarMonth(input),
  );
  calculator(
    'tradingDay',
    'One day of a market calendar: trading or not, its neighbouring trading days and a move by N trading days',
    TradingDayBodySchema,
    TradingDayResultSchema,
    (input) => service.tradingDay(input),
  );
};
