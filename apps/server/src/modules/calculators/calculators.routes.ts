import {
  AveragePriceBodySchema,
  AveragePriceResultSchema,
  BuyBackCapBodySchema,
  BuyBackCapResultSchema,
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
        summary: 'Latest notice date of an AGM, another general meeting (CO s.571) or a board meeting (MB 13.43)',
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
