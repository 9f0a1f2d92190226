import {
  DirectorDetailBodySchema,
  DirectorDetailSchema,
  DirectorListBodySchema,
  DirectorListSchema,
  HkCompanyDetailBodySchema,
  HkCompanyDetailSchema,
  HkCompanyListBodySchema,
  HkCompanyListSchema,
  ListedCompanyDetailSchema,
  ListedCompanyKeyBodySchema,
  ListedCompanyListBodySchema,
  ListedCompanyListSchema,
  ListedCompanyShareholdersSchema,
  ListedCompanyStatusBodySchema,
  ListedCompanyStatusSchema,
  OfferingCreateBodySchema,
  OfferingCreatedSchema,
  OfferingDetailBodySchema,
  OfferingDetailSchema,
  OfferingListBodySchema,
  OfferingListSchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { callerOf, requireUser } from '../auth/actor';
import type { DirectorsService } from './directors.service';
import type { HkCompaniesService } from './hk-companies.service';
import type { ListedCompaniesService } from './listed-companies.service';
import { registerOfferingReviewRoutes } from './offering-review.routes';
import type { OfferingsService } from './offerings.service';

type Services = { listed: ListedCompaniesService; hkCompanies: HkCompaniesService; directors: DirectorsService; offerings: OfferingsService };

// Lists are open to visitors; detail pages too, but each counts against the free daily company quota (spec §6).
const open = { access: 'public' } as const;
const COUNTED = ' Counts against the free daily company quota (errCode 2000 when used up; VIP not counted).';

/** Company search, directors, new issues and prospectuses: /au/listedCompany/*, /au/hkCompany/*, /au/director/*, /au/offering/*. */
export const registerCompaniesRoutes = (app: FastifyInstance, { listed, hkCompanies, directors, offerings }: Services) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/au/listedCompany/list',
    {
      config: open,
      schema: { tags: ['companies'], summary: 'Listed (status 1) or delisted (status 2) companies by keyword (code or name, any script), market, board and trading state; industry, securitiesType and placeOfIncorporation are VIP-only (-10)', consumes: FORM_CONSUMES, body: ListedCompanyListBodySchema, response: { 200: envelopeSchema(ListedCompanyListSchema) } },
    },
    async (request) => ok(request, await listed.list(request.body, callerOf(request))),
  );
  api.post(
    '/au/listedCompany/detail',
    { config: open, schema: { tags: ['companies'], summary: `A company's profile, directors, financial statements (free: latest year; VIP: 3 years), top shareholders and offering.${COUNTED}`, consumes: FORM_CONSUMES, body: ListedCompanyKeyBodySchema, response: { 200: envelopeSchema(ListedCompanyDetailSchema) } } },
    async (request) => ok(request, await listed.detail(request.body, callerOf(request))),
  );
  api.post(
    '/au/listedCompany/shareholders',
    { config: open, schema: { tags: ['companies'], summary: `Every substantial shareholder of a company.${COUNTED}`, consumes: FORM_CONSUMES, body: ListedCompanyKeyBodySchema, response: { 200: envelopeSchema(ListedCompanyShareholdersSchema) } } },
    async (request) => ok(request, await listed.shareholders(request.body, callerOf(request))),
  );
  api.post(
    '/au/listedCompany/status',
    { config: open, schema: { tags: ['companies'], summary: 'Listing-state history of a company (market, stockCode) or of an applicant (offering id), with the trading state', consumes: FORM_CONSUMES, body: ListedCompanyStatusBodySchema, response: { 200: envelopeSchema(ListedCompanyStatusSchema) } } },
    async (request) => ok(request, await listed.status(request.body, request.actor.kind === 'user' ? request.actor.user.id : null)),
  );

  api.post(
    '/au/hkCompany/list',
    { config: open, schema: { tags: ['companies'], summary: 'Hong Kong registry companies by name (either language) or company number, and status', consumes: FORM_CONSUMES, body: HkCompanyListBodySchema, response: { 200: envelopeSchema(HkCompanyListSchema) } } },
    async (request) => ok(request, await hkCompanies.list(request.body)),
  );
  api.post(
    '/au/hkCompany/detail',
    { config: open, schema: { tags: ['companies'], summary: `One Hong Kong registry company with its name history.${COUNTED}`, consumes: FORM_CONSUMES, body: HkCompanyDetailBodySchema, response: { 200: envelopeSchema(HkCompanyDetailSchema) } } },
    async (request) => ok(request, await hkCompanies.detail(request.body, callerOf(request))),
  );

  api.post(
    '/au/director/list',
    { config: open, schema: { tags: ['directors'], summary: 'Serving or resigned directors by name, company code, market and category', consumes: FORM_CONSUMES, body: DirectorListBodySchema, response: { 200: envelopeSchema(DirectorListSchema) } } },
    async (request) => ok(request, await directors.list(request.body)),
  );
  api.post(
    '/au/director/detail',
    { config: open, schema: { tags: ['directors'], summary: `One director and the other directorships held under the same name.${COUNTED}`, consumes: FORM_CONSUMES, body: DirectorDetailBodySchema, response: { 200: envelopeSchema(DirectorDetailSchema) } } },
    async (request) => ok(request, await directors.detail(request.body, callerOf(request))),
  );

  api.post(
    '/au/offering/list',
    { config: open, schema: { tags: ['offerings'], summary: 'New issues and prospectuses by state group (listed, offered, applying, all), state, board, year and keyword', consumes: FORM_CONSUMES, body: OfferingListBodySchema, response: { 200: envelopeSchema(OfferingListSchema) } } },
    async (request) => ok(request, await offerings.list(request.body, request.actor.kind === 'user' ? request.actor.user.id : null)),
  );
  api.post(
    '/au/offering/detail',
    { config: open, schema: { tags: ['offerings'], summary: `One offering with its terms and parties.${COUNTED}`, consumes: FORM_CONSUMES, body: OfferingDetailBodySchema, response: { 200: envelopeSchema(OfferingDetailSchema) } } },
    async (request) => ok(request, await offerings.detail(request.body, callerOf(request))),
  );
  api.post(
    '/au/offering/add',
    {
      config: { access: 'user' },
      schema: { tags: ['offerings'], summary: 'Add a new issue (the /disData/issue/create form): sponsors as lines or a JSON list, advisers as a JSON list of {role, name}; stored with source "user"', consumes: FORM_CONSUMES, body: OfferingCreateBodySchema, response: { 200: envelopeSchema(OfferingCreatedSchema) } },
    },
    async (request) => ok(request, await offerings.create(requireUser(request), request.body, { ip: request.ip })),
  );
  registerOfferingReviewRoutes(app, offerings);
};
