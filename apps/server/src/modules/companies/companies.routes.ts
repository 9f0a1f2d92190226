import { companiesEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { callerOf, requireUser } from '../auth/actor';
import type { DirectorsService } from './directors.service';
import type { HkCompaniesService } from './hk-companies.service';
import type { ListedCompaniesService } from './listed-companies.service';
import { registerOfferingReviewRoutes } from './offering-review.routes';
import type { OfferingsService } from './offerings.service';

type Services = { listed: ListedCompaniesService; hkCompanies: HkCompaniesService; directors: DirectorsService; offerings: OfferingsService };

// Lists are open to visitors; detail pages too, but each counts against the free daily company quota (spec §6).
const open = 'public';
const COUNTED = ' Counts against the free daily company quota (errCode 2000 when used up; VIP not counted).';

/** Company search, directors, new issues and prospectuses: /au/listedCompany/*, /au/hkCompany/*, /au/director/*, /au/offering/*. */
export const registerCompaniesRoutes = (app: FastifyInstance, { listed, hkCompanies, directors, offerings }: Services) => {
  routeFor(
    app,
    endpoints.listListed,
    { access: open, tags: ['companies'], summary: 'Listed (status 1) or delisted (status 2) companies by keyword (code or name, any script), market, board and trading state; industry, securitiesType and placeOfIncorporation are VIP-only (-10)' },
    async (request) => ok(request, await listed.list(request.body, callerOf(request))),
  );
  routeFor(
    app,
    endpoints.listedDetail,
    { access: open, tags: ['companies'], summary: `A company's profile, directors, financial statements (free: latest year; VIP: 3 years), top shareholders and offering.${COUNTED}` },
    async (request) => ok(request, await listed.detail(request.body, callerOf(request))),
  );
  routeFor(
    app,
    endpoints.listedShareholders,
    { access: open, tags: ['companies'], summary: `Every substantial shareholder of a company.${COUNTED}` },
    async (request) => ok(request, await listed.shareholders(request.body, callerOf(request))),
  );
  routeFor(
    app,
    endpoints.listedStatus,
    { access: open, tags: ['companies'], summary: 'Listing-state history of a company (market, stockCode) or of an applicant (offering id), with the trading state' },
    async (request) => ok(request, await listed.status(request.body, request.locale, request.actor.kind === 'user' ? request.actor.user.id : null)),
  );

  routeFor(
    app,
    endpoints.listHk,
    { access: open, tags: ['companies'], summary: 'Hong Kong registry companies by name (either language) or company number, and status' },
    async (request) => ok(request, await hkCompanies.list(request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.hkDetail,
    { access: open, tags: ['companies'], summary: `One Hong Kong registry company with its name history.${COUNTED}` },
    async (request) => ok(request, await hkCompanies.detail(request.body, callerOf(request))),
  );

  routeFor(
    app,
    endpoints.listDirectors,
    { access: open, tags: ['directors'], summary: 'Serving or resigned directors by name, company code, market and category' },
    async (request) => ok(request, await directors.list(request.body, request.locale)),
  );
  routeFor(
    app,
    endpoints.directorDetail,
    { access: open, tags: ['directors'], summary: `One director and the other directorships held under the same name.${COUNTED}` },
    async (request) => ok(request, await directors.detail(request.body, callerOf(request))),
  );

  routeFor(
    app,
    endpoints.listOfferings,
    { access: open, tags: ['offerings'], summary: 'New issues and prospectuses by state group (listed, offered, applying, all), state, board, year and keyword' },
    async (request) => ok(request, await offerings.list(request.body, request.locale, request.actor.kind === 'user' ? request.actor.user.id : null)),
  );
  routeFor(
    app,
    endpoints.offeringDetail,
    { access: open, tags: ['offerings'], summary: `One offering with its terms and parties.${COUNTED}` },
    async (request) => ok(request, await offerings.detail(request.body, callerOf(request))),
  );
  routeFor(
    app,
    endpoints.addOffering,
    { access: 'user', tags: ['offerings'], summary: 'Add a new issue (the /disData/issue/create form): sponsors as lines or a JSON list, advisers as a JSON list of {role, name}; stored with source "user"' },
    async (request) => ok(request, await offerings.create(requireUser(request), request.body, { ip: request.ip })),
  );
  registerOfferingReviewRoutes(app, offerings);
};
