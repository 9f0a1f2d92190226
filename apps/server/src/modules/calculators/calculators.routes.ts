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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/calculator/sizeTest',
    {
      config,
      schema: {
        tags,
        summary: 'Size tests: the five percentage ratios and the transaction class (MB 14.07, 14.08; GEM 19.07, 19.08)',
        consumes: FORM_CONSUMES,
        body: SizeTestBodySchema,
        response: { 200: envelopeSchema(SizeTestResultSchema) },
      },
    },
    async (request) => ok(request, service.sizeTest(request.body)),
  );
  api.post(
    '/au/calculator/connectedTransaction',
    {
      config,
      schema: {
        tags,
        summary: 'Connected transactions: the de minimis exemptions (MB 14A.76; GEM 20.74)',
        consumes: FORM_CONSUMES,
        body: ConnectedTransactionBodySchema,
        response: { 200: envelopeSchema(ConnectedTransactionResultSchema) },
      },
    },
    async (request) => ok(request, service.connectedTransaction(request.body)),
  );
  api.post(
    '/au/calculator/meetingNotice',
    {
      config,
      schema: {
        tags,
        summary: 'Latest notice date of an AGM, another general meeting (CO s.571), a board meeting (MB 13.43) or a book closure (MB 13.66)',
        consumes: FORM_CONSUMES,
        body: MeetingNoticeBodySchema,
        response: { 200: envelopeSchema(MeetingNoticeResultSchema) },
      },
    },
    async (request) => ok(request, service.meetingNotice(request.body)),
  );
  api.post(
    '/au/calculator/averagePrice',
    {
      config,
      schema: {
        tags,
        summary: 'Average closing price over 5 … 90 trading days from the stored daily prices',
        consumes: FORM_CONSUMES,
        body: AveragePriceBodySchema,
        response: { 200: envelopeSchema(AveragePriceResultSchema) },
      },
    },
    async (request) => ok(request, await service.averagePrice(request.body, request.locale)),
  );
  api.post(
    '/au/calculator/priceRange',
    {
      config,
      schema: {
        tags,
        summary: 'Highest and lowest prices between two dates from the stored daily prices',
        consumes: FORM_CONSUMES,
        body: PriceRangeBodySchema,
        response: { 200: envelopeSchema(PriceRangeResultSchema) },
      },
    },
    async (request) => ok(request, await service.priceRange(request.body, request.locale)),
  );
  api.post(
    '/au/calculator/placingBenchmark',
    {
      config,
      schema: {
        tags,
        summary: 'Placing price against the benchmarked price: the 20 % discount test (MB 13.36(5); GEM 17.42B)',
        consumes: FORM_CONSUMES,
        body: PlacingBenchmarkBodySchema,
        response: { 200: envelopeSchema(PlacingBenchmarkResultSchema) },
      },
    },
    async (request) => ok(request, await service.placingBenchmark(request.body, request.locale)),
  );
  api.post(
    '/au/calculator/buyBackCap',
    {
      config,
      schema: {
        tags,
        summary: 'On-market buy-back price cap: 5 % above the 5-day average close (MB 10.06(2)(a))',
        consumes: FORM_CONSUMES,
        body: BuyBackCapBodySchema,
        response: { 200: envelopeSchema(BuyBackCapResultSchema) },
      },
    },
    async (request) => ok(request, await service.buyBackCap(request.body, request.locale)),
  );
  api.post(
    '/au/calculator/conversionPrice',
    {
      config,
      schema: {
        tags,
        summary: 'Convertibles for cash under a general mandate: conversion price not below the benchmarked price (MB 13.36(6); GEM 17.42C)',
        consumes: FORM_CONSUMES,
        body: ConversionPriceBodySchema,
        response: { 200: envelopeSchema(ConversionPriceResultSchema) },
      },
    },
    async (request) => ok(request, await service.conversionPrice(request.body, request.locale)),
  );
  api.post(
    '/au/calculator/optionExercisePrice',
    {
      config,
      schema: {
        tags,
        summary: 'Share option exercise price: at least the higher of the grant-date close and the 5-day average before it (MB 17.03E; GEM 23.03E)',
        consumes: FORM_CONSUMES,
        body: OptionExercisePriceBodySchema,
        response: { 200: envelopeSchema(OptionExercisePriceResultSchema) },
      },
    },
    async (request) => ok(request, await service.optionExercisePrice(request.body, request.locale)),
  );
  api.post(
    '/au/calculator/theoreticalDilution',
    {
      config,
      schema: {
        tags,
        summary: 'Rights issue / open offer theoretical dilution effect, alone and aggregated (MB 7.27B; GEM 10.44A)',
        consumes: FORM_CONSUMES,
        body: TheoreticalDilutionBodySchema,
        response: { 200: envelopeSchema(TheoreticalDilutionResultSchema) },
      },
    },
    async (request) => ok(request, service.theoreticalDilution(request.body)),
  );
  api.post(
    '/au/calculator/generalMandate',
    {
      config,
      schema: {
        tags,
        summary: 'General mandate size: 20 % of the issued shares excluding treasury shares (MB 13.36(2)(b))',
        consumes: FORM_CONSUMES,
        body: GeneralMandateBodySchema,
        response: { 200: envelopeSchema(GeneralMandateResultSchema) },
      },
    },
    async (request) => ok(request, service.generalMandate(request.body)),
  );
  api.post(
    '/au/calculator/buyBackMoratorium',
    {
      config,
      schema: {
        tags,
        summary: 'No new issue or treasury-share sale for 30 days after a buy-back (MB 10.06(3))',
        consumes: FORM_CONSUMES,
        body: BuyBackMoratoriumBodySchema,
        response: { 200: envelopeSchema(BuyBackMoratoriumResultSchema) },
      },
    },
    async (request) => ok(request, service.buyBackMoratorium(request.body)),
  );
  api.post(
    '/au/calculator/tradingCosts',
    {
      config,
      schema: {
        tags,
        summary: 'Trading costs of a trade: SFC and AFRC levies, HKEX trading fee and stamp duty, per side and both sides',
        consumes: FORM_CONSUMES,
        body: TradingCostsBodySchema,
        response: { 200: envelopeSchema(TradingCostsResultSchema) },
      },
    },
    async (request) => ok(request, service.tradingCosts(request.body)),
  );
  api.post(
    '/au/calculator/reportingDeadlines',
    {
      config,
      schema: {
        tags,
        summary: 'Results and report deadlines, dealing blackout and buy-back restriction (MB 13.46–13.49; GEM 18)',
        consumes: FORM_CONSUMES,
        body: ReportingDeadlinesBodySchema,
        response: { 200: envelopeSchema(ReportingDeadlinesResultSchema) },
      },
    },
    async (request) => ok(request, service.reportingDeadlines(request.body)),
  );
  api.post(
    '/au/calculator/listingFee',
    {
      config,
      schema: {
        tags,
        summary: 'Initial or annual listing fee from the Fees Rules tables',
        consumes: FORM_CONSUMES,
        body: ListingFeeBodySchema,
        response: { 200: envelopeSchema(ListingFeeResultSchema) },
      },
    },
    async (request) => ok(request, service.listingFee(request.body)),
  );
  api.post(
    '/au/calculator/calendarMonth',
    {
      config,
      schema: {
        tags,
        summary: 'One month of the HKEX or Shanghai/Shenzhen trading calendar with HK holiday names',
        consumes: FORM_CONSUMES,
        body: CalendarMonthBodySchema,
        response: { 200: envelopeSchema(CalendarMonthResultSchema) },
      },
    },
    async (request) => ok(request, service.calendarMonth(request.body)),
  );
  api.post(
    '/au/calculator/tradingDay',
    {
      config,
      schema: {
        tags,
        summary: 'One day of a market calendar: trading or not, its neighbouring trading days and a move by N trading days',
        consumes: FORM_CONSUMES,
        body: TradingDayBodySchema,
        response: { 200: envelopeSchema(TradingDayResultSchema) },
      },
    },
    async (request) => ok(request, service.tradingDay(request.body)),
  );
};
