import { calculatorEndpoints as endpoints, type AnyEndpoint, type EndpointBody, type EndpointReplyData, type Locale } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { CalculatorsService } from './calculators.service';
import { unflattenFormFields } from './form-fields';

const tags = ['calculators'];
// The calculators are free: anyone may call them, signed in or not.
const access = 'public';

const isFormBody = (contentType: string | undefined): boolean => (contentType ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * POST /au/calculator/*: one call per calculator, answering the domain's
 * CalculationResult (value, steps citing the rule each applied, assumptions,
 * warnings, errors). The price calculators read the stored daily prices and
 * add `priceData` (the window read, and whether it is demonstration data).
 */
export const registerCalculatorRoutes = (app: FastifyInstance, service: CalculatorsService) => {
  // Form bodies name nested inputs 'assets.subject'; JSON bodies nest them already.
  // A callback hook: an async one costs a promise on every calculation.
  app.addHook('preValidation', (request, _reply, done) => {
    if (isFormBody(request.headers['content-type']) && typeof request.body === 'object' && request.body !== null) {
      request.body = unflattenFormFields(request.body as Record<string, unknown>);
    }
    done();
  });
  /** Registers one calculator's entry (its body schema validated before the handler runs) with its service call. */
  const calculator = <E extends AnyEndpoint>(
    endpoint: E,
    summary: string,
    run: (input: EndpointBody<E>, locale: Locale) => EndpointReplyData<E> | Promise<EndpointReplyData<E>>,
  ) => routeFor<AnyEndpoint>(app, endpoint, { access, tags, summary }, async (request) => ok(request, await run(request.body as EndpointBody<E>, request.locale)));

  calculator(
    endpoints.sizeTest,
    'Size tests: the five percentage ratios and the transaction class (MB 14.07, 14.08; GEM 19.07, 19.08)',
    (input) => service.sizeTest(input),
  );
  calculator(
    endpoints.connectedTransaction,
    'Connected transactions: the de minimis exemptions (MB 14A.76; GEM 20.74)',
    (input) => service.connectedTransaction(input),
  );
  calculator(
    endpoints.meetingNotice,
    'Latest notice date of an AGM, another general meeting (CO s.571), a board meeting (MB 13.43) or a book closure (MB 13.66)',
    (input) => service.meetingNotice(input),
  );
  calculator(
    endpoints.averagePrice,
    'Average closing price over 5 … 90 trading days from the stored daily prices',
    (input, locale) => service.averagePrice(input, locale),
  );
  calculator(
    endpoints.priceRange,
    'Highest and lowest prices between two dates from the stored daily prices',
    (input, locale) => service.priceRange(input, locale),
  );
  calculator(
    endpoints.placingBenchmark,
    'Placing price against the benchmarked price: the 20 % discount test (MB 13.36(5); GEM 17.42B)',
    (input, locale) => service.placingBenchmark(input, locale),
  );
  calculator(
    endpoints.buyBackCap,
    'On-market buy-back price cap: 5 % above the 5-day average close (MB 10.06(2)(a))',
    (input, locale) => service.buyBackCap(input, locale),
  );
  calculator(
    endpoints.conversionPrice,
    'Convertibles for cash under a general mandate: conversion price not below the benchmarked price (MB 13.36(6); GEM 17.42C)',
    (input, locale) => service.conversionPrice(input, locale),
  );
  calculator(
    endpoints.optionExercisePrice,
    'Share option exercise price: at least the higher of the grant-date close and the 5-day average before it (MB 17.03E; GEM 23.03E)',
    (input, locale) => service.optionExercisePrice(input, locale),
  );
  calculator(
    endpoints.theoreticalDilution,
    'Rights issue / open offer theoretical dilution effect, alone and aggregated (MB 7.27B; GEM 10.44A)',
    (input) => service.theoreticalDilution(input),
  );
  calculator(
    endpoints.generalMandate,
    'General mandate size: 20 % of the issued shares excluding treasury shares (MB 13.36(2)(b))',
    (input) => service.generalMandate(input),
  );
  calculator(
    endpoints.buyBackMoratorium,
    'No new issue or treasury-share sale for 30 days after a buy-back (MB 10.06(3))',
    (input) => service.buyBackMoratorium(input),
  );
  calculator(
    endpoints.tradingCosts,
    'Trading costs of a trade: SFC and AFRC levies, HKEX trading fee and stamp duty, per side and both sides',
    (input) => service.tradingCosts(input),
  );
  calculator(
    endpoints.reportingDeadlines,
    'Results and report deadlines, dealing blackout and buy-back restriction (MB 13.46–13.49; GEM 18)',
    (input) => service.reportingDeadlines(input),
  );
  calculator(
    endpoints.listingFee,
    'Initial or annual listing fee from the Fees Rules tables',
    (input) => service.listingFee(input),
  );
  calculator(
    endpoints.calendarMonth,
    'One month of the HKEX or Shanghai/Shenzhen trading calendar with HK holiday names',
    (input) => service.calendarMonth(input),
  );
  calculator(
    endpoints.tradingDay,
    'One day of a market calendar: trading or not, its neighbouring trading days and a move by N trading days',
    (input) => service.tradingDay(input),
  );
  calculator(
    endpoints.nextDayDisclosure,
    'Next Day Disclosure Return: by 08:30 on the business day after the event, in Hong Kong time (MB 13.25A; GEM 17.27A)',
    (input) => service.nextDayDisclosure(input),
  );
  calculator(endpoints.monthlyReturn, 'Monthly Return: by 08:30 on the 5th business day after month end (MB 13.25B; GEM 17.27B)', (input) => service.monthlyReturn(input));
  calculator(endpoints.pollResults, 'Poll results announcement: by 08:30 on the business day after the meeting (MB 13.39(5))', (input) => service.pollResults(input));
  calculator(
    endpoints.bookClosureChain,
    'Book-closure chain: announcement (MB 13.66), last lodgement, ex-date, closure or record date, payment date, 30-day yearly cap (CO s.632)',
    (input) => service.bookClosureChain(input),
  );
};
