import {
  BookClosureChainBodySchema,
  BookClosureChainResultSchema,
  MonthlyReturnBodySchema,
  MonthlyReturnResultSchema,
  NextDayDisclosureBodySchema,
  NextDayDisclosureResultSchema,
  PollResultsBodySchema,
  PollResultsResultSchema,
  envelopeSchema,
  type BookClosureChainBody,
  type MonthlyReturnBody,
  type NextDayDisclosureBody,
  type PollResultsBody,
} from '@app/contracts';
import { calculateBookClosureChain, calculateMonthlyReturn, calculateNextDayDisclosureReturn, calculatePollResults } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';

const tags = ['calculators'];
// The calculators are free: anyone may call them, signed in or not.
const config = { access: 'public' } as const;

/**
 * POST /au/calculator/{nextDayDisclosure, monthlyReturn, pollResults, bookClosureChain}:
 * the secretary's filing deadlines, answering the domain's CalculationResult.
 * Kept beside calculators.routes.ts so the two route tables merge cleanly; the
 * form-body hook registered there applies to these routes too.
 */
export const registerDeadlineCalculatorRoutes = (app: FastifyInstance) => {
  const calculator = <Body extends z.ZodType, Result extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    result: Result,
    run: (input: z.infer<Body>) => z.infer<Result>,
  ) =>
    app.post(
      `/au/calculator/${path}`,
      { config, schema: { tags, summary, consumes: FORM_CONSUMES, body, response: { 200: envelopeSchema(result) } } },
      async (request) => ok(request, run(request.body as z.infer<Body>)),
    );

  calculator(
    'nextDayDisclosure',
    'Next Day Disclosure Return: by 08:30 on the business day after the event, in Hong Kong time (MB 13.25A; GEM 17.27A)',
    NextDayDisclosureBodySchema,
    NextDayDisclosureResultSchema,
    (input: NextDayDisclosureBody) => calculateNextDayDisclosureReturn(input),
  );
  calculator(
    'monthlyReturn',
    'Monthly Return: by 08:30 on the 5th business day after month end (MB 13.25B; GEM 17.27B)',
    MonthlyReturnBodySchema,
    MonthlyReturnResultSchema,
    (input: MonthlyReturnBody) => calculateMonthlyReturn(input),
  );
  calculator(
    'pollResults',
    'Poll results announcement: by 08:30 on the business day after the meeting (MB 13.39(5))',
    PollResultsBodySchema,
    PollResultsResultSchema,
    (input: PollResultsBody) => calculatePollResults(input),
  );
  calculator(
    'bookClosureChain',
    'Book-closure chain: announcement (MB 13.66), last lodgement, ex-date, closure or record date, payment date, 30-day yearly cap (CO s.632)',
    BookClosureChainBodySchema,
    BookClosureChainResultSchema,
    (input: BookClosureChainBody) => calculateBookClosureChain(input),
  );
};
