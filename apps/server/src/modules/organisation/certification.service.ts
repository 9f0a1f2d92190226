import type { CertificationCompanyBody, CertificationReviewList, CompanyCheckDetail, ListCertificationsBody, Locale } from '@app/contracts';
import { AccountType, CertificationStatus } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import { recipientLocale } from '../../lib/recipient-locale';
import type { UserActor } from '../auth/actor';
import type { MessagesService } from '../messages/messages.service';
import { assertAccountTypeChangeable } from './account-type.service';
import { BUSINESS_CARD_PURPOSE, storedFilePath } from './business-card.service';
import type { CatalogueService } from '../companies/catalogue.service';
import { fieldError } from './organisation.errors';
import { ACCOUNT_MESSAGE_SWITCH, certificationMessage } from './organisation.messages';
import { presentCertificationRequest, presentCertificationReviewItem } from './organisation.presenter';
import type { CertificationRequestRow, OrganisationQueries, OrganisationRepository } from './organisation.repository';
import type { OrganisationChanges, UsersService } from '../auth/users.service';

const { Unverified, UnderReview, Verified, Failed } = CertificationStatus;

/** Spec §4: a certification may be started when the company is unverified (0) or failed (3). */
const maySubmit = (organisation: { checkStatus: number; certificationCheckStatus: number }) =>
  [Unverified, Failed].includes(organisation.checkStatus as 0 | 3) && [Unverified, Failed].includes(organisation.certificationCheckStatus as 0 | 3);

/** The three organisation status columns move together. */
const certificationState = (status: number): OrganisationChanges => ({ certificationStatus: status, certificationCheckStatus: status, checkStatus: status });

/**
 * Account certification (spec §4, §5): the user submits their details and a
 * business card; staff approve (status 2, account type applied, message
 * source 10) or reject with a reason (status 3, message source 12); the user
 * reads the state with companyCheckDetail and may resubmit after a failure.
 */
export const createCertificationService = (deps: {
  organisation: OrganisationRepository;
  /** The organisations row: the auth module's. */
  organisations: Pick<UsersService, 'findOrganisation' | 'lockOrganisation' | 'updateOrganisation' | 'userIdsOfOrganisation' | 'findUser'>;
  listedCompanies: Pick<CatalogueService, 'findByStockCode'>;
  messages: Pick<MessagesService, 'notify'>;
  dataDir: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  clock?: () => Date;
}) => {
  const { organisation: repository, organisations, listedCompanies, messages, dataDir, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Sends the review outcome; the review stands even if the message cannot be stored. */
  const notify = async (request: CertificationRequestRow, message: (locale: Locale) => ReturnType<typeof certificationMessage>, userId: string = request.userId) => {
    try {
      const recipient = await organisations.findUser(userId);
      await messages.notify({ userId, ...message(recipientLocale(recipient?.locale, 'zh-HK')) }, { switchField: ACCOUNT_MESSAGE_SWITCH });
    } catch (error) {
      log.error({ err: error, certificationRequestId: request.id }, 'certification message not stored');
    }
  };

  /** Locks a request under review for a decision. @throws RECORD_NOT_FOUND, ORGANISATION_CERTIFICATION_ALREADY_REVIEWED. */
  const lockPending = async (queries: OrganisationQueries, requestId: string) => {
    const request = await queries.lockCertificationRequest(requestId);
    if (!request) throw new AppError('RECORD_NOT_FOUND');
    if (request.status !== UnderReview) throw new AppError('ORGANISATION_CERTIFICATION_ALREADY_REVIEWED');
    return request;
  };

  return {
    /** POST /au/company/companyCheckDetail: the company's state and the caller's latest request. */
    getCheckDetail: async (actor: UserActor, checkType: number | undefined): Promise<CompanyCheckDetail> => {
      const organisation = (await organisations.findOrganisation(actor.organisation.id)) ?? actor.organisation;
      const request = await repository.findLatestCertificationRequest(organisation.id, actor.user.id, checkType);
      return { checkStatus: organisation.checkStatus, canSubmit: maySubmit(organisation), request: request ? presentCertificationRequest(request) : null };
    },

    /**
     * POST /au/company/certificationCompany: a new request, under review; the company shows "under review" too.
     * @throws VALIDATION_FAILED (filePath 'mpErr' when the card is not the caller's upload; stockCode 'select company'),
     *   ORGANISATION_CERTIFICATION_PENDING while one is under review, ORGANISATION_ALREADY_CERTIFIED when verified,
   *   ACCOUNT_TYPE_CHANGE_TOO_SOON when the requested type would break the once-a-year rule (spec §4).
     */
    submit: async (actor: UserActor, body: CertificationCompanyBody): Promise<{ id: string; status: number }> => {
      const fileId = (body.filePath ?? body.exp1) as string;
      const card = await repository.findOwnStoredFile(actor.user.id, fileId, BUSINESS_CARD_PURPOSE);
      if (!card) throw fieldError('filePath', 'validation.organisation.businessCardRequired');
      const stock = body.type === AccountType.ListedCompany ? await listedCompanies.findByStockCode(body.stockCode as string) : undefined;
      if (body.type === AccountType.ListedCompany && !stock) throw fieldError('stockCode', 'validation.selectCompany');
      const now = clock();
      const request = await repository.inTransaction(async (queries, transaction) => {
        const organisation = await organisations.lockOrganisation(actor.organisation.id, transaction);
        if (!organisation) throw new AppError('RECORD_NOT_FOUND');
        if (organisation.checkStatus === Verified || organisation.certificationCheckStatus === Verified) throw new AppError('ORGANISATION_ALREADY_CERTIFIED');
        if (!maySubmit(organisation)) throw new AppError('ORGANISATION_CERTIFICATION_PENDING');
        // Approval applies the requested type, so a request may not get round the once-a-year rule.
        assertAccountTypeChangeable(organisation, body.type, now);
        const created = await queries.insertCertificationRequest({
          userId: actor.user.id,
          organisationId: organisation.id,
          name: body.name,
          phone: body.phone,
          userCompanyName: body.userCompanyName,
          job: body.job ?? null,
          email: body.email?.toLowerCase() ?? null,
          accountType: body.type,
          stockCode: stock?.stockCode ?? null,
          checkType: body.checkType,
          cardFileId: card.id,
          status: UnderReview,
        });
        await organisations.updateOrganisation(organisation.id, certificationState(UnderReview), now, transaction);
        return created;
      });
      return { id: request.id, status: request.status };
    },

    /** Back office: one page of requests, those under review first. */
    list: async (body: ListCertificationsBody): Promise<CertificationReviewList> => {
      const { list, total } = await repository.listCertificationRequests({ offset: (body.page - 1) * body.limit, limit: body.limit, status: body.status });
      return { list: list.map(presentCertificationReviewItem), total };
    },

    /**
     * Back office approve: request and company verified (2), the requested account type and company applied,
     * and the user told (message source 10).
     * @throws RECORD_NOT_FOUND, ORGANISATION_CERTIFICATION_ALREADY_REVIEWED.
     */
    approve: async (reviewerId: string, requestId: string): Promise<void> => {
      const now = clock();
      // Catalogue read before the transaction (on PGlite a query outside it would wait for it).
      const preview = await repository.findCertificationRequest(requestId);
      const stock = preview?.stockCode ? await listedCompanies.findByStockCode(preview.stockCode) : undefined;
      const request = await repository.inTransaction(async (queries, transaction) => {
        const pending = await lockPending(queries, requestId);
        const organisation = await organisations.lockOrganisation(pending.organisationId, transaction);
        if (!organisation) throw new AppError('RECORD_NOT_FOUND');
        // The type may have changed since the request was submitted.
        assertAccountTypeChangeable(organisation, pending.accountType, now);
        const isListed = pending.accountType === AccountType.ListedCompany;
        const company: OrganisationChanges = isListed
          ? { stockCode: pending.stockCode, shortNameEn: stock?.shortNameEn ?? null, shortNameCn: stock?.shortNameCn ?? null, userCompanyName: stock?.shortNameCn ?? pending.userCompanyName }
          : { userCompanyName: pending.userCompanyName, ...(organisation.type === AccountType.ListedCompany ? { stockCode: null, shortNameEn: null, shortNameCn: null } : {}) };
        const typeChanged = organisation.type !== null && organisation.type !== pending.accountType;
        await organisations.updateOrganisation(
          organisation.id,
          { ...certificationState(Verified), type: pending.accountType, ...company, ...(typeChanged ? { accountTypeChangedAt: now } : {}) },
          now,
          transaction,
        );
        await queries.updateCertificationRequest(pending.id, { status: Verified, reason: null, reviewedBy: reviewerId, reviewedAt: now }, now);
        return pending;
      });
      // spec §4: the requester's pages alert "certification passed" (source 10); the company's other
      // members are told the company is approved and to enter again (source 9: their routes change)
      await notify(request, (locale) => certificationMessage('certificationPassed', {}, locale));
      for (const memberId of await organisations.userIdsOfOrganisation(request.organisationId)) {
        if (memberId !== request.userId) await notify(request, (locale) => certificationMessage('companyApproved', {}, locale), memberId);
      }
    },

    /**
     * Back office reject: request and company failed (3) with the reason; the user is told (message source 12)
     * and may resubmit.
     * @throws RECORD_NOT_FOUND, ORGANISATION_CERTIFICATION_ALREADY_REVIEWED.
     */
    reject: async (reviewerId: string, requestId: string, reason: string): Promise<void> => {
      const now = clock();
      const request = await repository.inTransaction(async (queries, transaction) => {
        const pending = await lockPending(queries, requestId);
        await organisations.lockOrganisation(pending.organisationId, transaction);
        await organisations.updateOrganisation(pending.organisationId, certificationState(Failed), now, transaction);
        await queries.updateCertificationRequest(pending.id, { status: Failed, reason, reviewedBy: reviewerId, reviewedAt: now }, now);
        return pending;
      });
      await notify(request, (locale) => certificationMessage('certificationFailed', { reason }, locale));
    },

    /**
     * Back office: the business card of a request, to compare with the submitted details.
     * @throws RECORD_NOT_FOUND.
     */
    getBusinessCard: async (requestId: string): Promise<{ path: string; mimeType: string }> => {
      const request = await repository.findCertificationRequest(requestId);
      const file = request ? await repository.findStoredFile(request.cardFileId) : undefined;
      if (!file) throw new AppError('RECORD_NOT_FOUND');
      return { path: storedFilePath(dataDir, file.storagePath), mimeType: file.mimeType };
    },
  };
};

export type CertificationService = ReturnType<typeof createCertificationService>;
