import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { DEVELOPMENT_PEPPER, type AppConfig } from './config/env';
import { createChangeBus } from './db/change-bus';
import type { Database, DatabaseKind } from './db/client';
import { createPostgresListener } from './db/listener';
import { createAdjustableClock, type AdjustableClock } from './lib/clock';
import type { MessagingProviders } from './providers/index';
import { createAccountService } from './modules/account/account.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createPeopleRepository } from './modules/auth/people.repository';
import { createPeopleService } from './modules/auth/people.service';
import { createSessionService } from './modules/auth/session.service';
import { createUsersService } from './modules/auth/users.service';
import { createCalculatorsService } from './modules/calculators/calculators.service';
import { createSavedDeadlinesRepository } from './modules/calculators/saved-deadlines.repository';
import { createSavedDeadlinesService } from './modules/calculators/saved-deadlines.service';
import { createCompanyProfilesRepository } from './modules/companies/company-profiles.repository';
import { createCompanyStatisticsRepository } from './modules/companies/company-statistics.repository';
import { createCompanyStatisticsService } from './modules/companies/company-statistics.service';
import { createCommerceRepository } from './modules/commerce/commerce.repository';
import { createCommerceService } from './modules/commerce/commerce.service';
import { createPaymentsService } from './modules/commerce/payments.service';
import { createPaymentProviders } from './modules/commerce/payments/index';
import { createCatalogueService } from './modules/companies/catalogue.service';
import { createDirectorsRepository } from './modules/companies/directors.repository';
import { createDirectorsService } from './modules/companies/directors.service';
import { createDirectoryRepository } from './modules/companies/directory.repository';
import { createDirectoryService } from './modules/companies/directory.service';
import { createHkCompaniesRepository } from './modules/companies/hk-companies.repository';
import { createSavedNamesRepository } from './modules/companies/saved-names.repository';
import { createSavedNamesService } from './modules/companies/saved-names.service';
import { createHkCompaniesService } from './modules/companies/hk-companies.service';
import { createListedCompaniesRepository } from './modules/companies/listed-companies.repository';
import { createListedCompaniesService } from './modules/companies/listed-companies.service';
import { createStockListDayReader } from './modules/companies/listing-facts';
import { createOfferingsRepository } from './modules/companies/offerings.repository';
import { createOfferingsService } from './modules/companies/offerings.service';
import { createAnnouncementCountsService } from './modules/disclosure/announcement-counts.service';
import { createCompanyDocumentsService } from './modules/disclosure/company-documents.service';
import { createDocumentsRepository } from './modules/disclosure/documents.repository';
import { createSearchRepository, ROWS_KEPT_PER_PAGE } from './modules/disclosure/search/search.repository';
import { createSearchService } from './modules/disclosure/search/search.service';
import { createDocumentFileService } from './modules/disclosure/document-file.service';
import { createDownloadStore } from './modules/downloads/download-store';
import { createRateLimitsRepository, createRateLimitsService, defineRateLimitHousekeeping } from './modules/rate-limits/index';
import { createDownloadsService } from './modules/downloads/downloads.service';
import { defineDownloadSweep } from './modules/downloads/index';
import { createDocumentsRepository as createGeneratedDocumentsRepository } from './modules/documents/documents.repository';
import { createDocumentsService } from './modules/documents/documents.service';
import { createFeedbackRepository } from './modules/feedback/feedback.repository';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createFilesRepository, createFilesService, createSharesService, defineFilesPurge } from './modules/files/index';
import { createSigner } from './modules/files/signing';
import { createObjectStorage, uploadTempDir, type ObjectStorage } from './providers/object-storage/index';
import { createHealthRepository } from './modules/health/health.repository';
import { createHealthService } from './modules/health/health.service';
import { createJobsRepository, createJobsService } from './modules/jobs/index';
import { createAlertDigest, createAlertsRepository, createAlertsService } from './modules/alerts/index';
import { createDocumentFeedService } from './modules/disclosure/document-feed.service';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createMessagesService } from './modules/messages/messages.service';
import { createLiveHub } from './modules/messages/live-hub';
import { createAccountTypeService } from './modules/organisation/account-type.service';
import { createTesseractEngine, type OcrEngine } from './modules/organisation/business-card.ocr';
import { createBusinessCardService } from './modules/organisation/business-card.service';
import { createCertificationService } from './modules/organisation/certification.service';
import { createCompanyDepartmentsRepository } from './modules/organisation/company-departments.repository';
import { createCompanyDepartmentsService } from './modules/organisation/company-departments.service';
import { createCompanyPeopleService } from './modules/organisation/company-people.service';
import { createCompanyService } from './modules/organisation/company.service';
import { createOrganisationRepository } from './modules/organisation/organisation.repository';
import { createServiceCompaniesRepository } from './modules/organisation/service-companies.repository';
import { createServiceCompaniesService } from './modules/organisation/service-companies.service';
import { createOrganisationChangeNotices } from './modules/organisation/organisation-changes';
import { createPricesRepository } from './modules/prices/prices.repository';
import { createPricesService } from './modules/prices/prices.service';
import { createQuotaRepository } from './modules/quota/quota.repository';
import { createQuotaService } from './modules/quota/quota.service';
import { createStatisticsService } from './modules/statistics/statistics.service';
import { createSystemRepository } from './modules/system/system.repository';
import { createSystemService } from './modules/system/system.service';
import { createFavoritesRepository } from './modules/user-content/favorites.repository';
import { createFavoritesService } from './modules/user-content/favorites.service';
import { createFocusRepository } from './modules/user-content/focus.repository';
import { createFocusService } from './modules/user-content/focus.service';
import { createFootprintsRepository } from './modules/user-content/footprints.repository';
import { createFootprintsService } from './modules/user-content/footprints.service';
import { createVerificationRepository } from './modules/verification/verification.repository';
import { createVerificationService } from './modules/verification/verification.service';
import { createWechatOpenPlatformProvider, createWechatSimulatorProvider, type WechatProvider, type WechatSimulatorProvider } from './modules/wechat/wechat.provider';
import { createWechatRepository } from './modules/wechat/wechat.repository';
import { createWechatService } from './modules/wechat/wechat.service';
import { createCalendarFeedService } from './modules/secretary/calendar-feed.service';
import { createCertificatesService } from './modules/secretary/certificates.service';
import { createMatterDocumentsService } from './modules/secretary/documents.service';
import { createSecretaryReminders, parseQuietHours } from './modules/secretary/reminders';
import { createSecretaryRepository } from './modules/secretary/secretary.repository';
import { createSecretaryService } from './modules/secretary/secretary.service';
import { createWechatTemplateSender, createWechatTemplateSimulator, wechatTemplateOff, type WechatTemplateSender } from './modules/wechat/wechat-template.provider';
import { createWechatMessageDelivery } from './modules/messages/wechat-delivery';
import { createOfficialAccountUserInfo, simulatorOfficialAccountUserInfo } from './modules/wechat/wechat-official-account';
import { createPoliteFetcher, createSyncRepository, createSyncService, type SyncFetch } from './modules/sync/index';
import { createDisclosureImporter } from './modules/disclosure/index';

/** What the container is built from: the open database, the settings, the logger and the outside services. */
export type ContainerDependencies = {
  db: Database;
  databaseKind: DatabaseKind;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** SMS, e-mail and the development outbox (providers/index.ts createMessagingProviders). */
  messaging: MessagingProviders;
  /** Text recognition for business cards (default: Tesseract, English, offline). */
  ocr?: OcrEngine;
  /** Business time (default: the system time, movable forward by the development tools). */
  clock?: AdjustableClock;
  /** Where the file store keeps contents (default: FILES_STORAGE, a folder under DATA_DIR or an S3 bucket). */
  objectStorage?: ObjectStorage;
  /** Outbound HTTP of the public-source sync (default: the platform fetch; tests pass recorded answers). */
  fetch?: SyncFetch;
};


/** WeChat: the open platform, or in development the simulator (whose pages are routes too). */
const createWechatProviders = (config: AppConfig): { provider: WechatProvider; simulator: WechatSimulatorProvider | undefined; publicBaseUrl: string } => {
  const publicBaseUrl = config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`;
  const simulator = config.WECHAT_PROVIDER === 'simulator' ? createWechatSimulatorProvider({ publicBaseUrl }) : undefined;
  const provider =
    simulator ??
    createWechatOpenPlatformProvider({
      appId: config.WECHAT_APP_ID ?? '',
      appSecret: config.WECHAT_APP_SECRET ?? '',
      apiBaseUrl: config.WECHAT_API_BASE_URL,
      openBaseUrl: config.WECHAT_OPEN_BASE_URL,
      miniProgram: config.WECHAT_MINI_APP_ID && config.WECHAT_MINI_APP_SECRET ? { appId: config.WECHAT_MINI_APP_ID, appSecret: config.WECHAT_MINI_APP_SECRET } : undefined,
    });
  return { provider, simulator, publicBaseUrl };
};

/**
 * The composition root: every repository and every service of the server is
 * created here, exactly once, and handed to the module plugins by app.ts
 * (each module's index.ts receives the services it registers routes for).
 * Services receive what they use through their factory: their own module's
 * repositories and other modules' services, never another module's repository.
 * Read top to bottom, this file is the whole object graph.
 */
export const createContainer = ({ db, databaseKind, config, log, messaging, ocr = createTesseractEngine(log), clock = createAdjustableClock(), objectStorage = createObjectStorage(config), fetch: syncFetch = globalThis.fetch }: ContainerDependencies) => {
  // The process's one LISTEN connection (PostgreSQL) and the change bus over it, which tells every process's
  // caches (session → actor, follows) what changed; live push uses the connection too.
  const listener = createPostgresListener({ db, databaseKind, databaseUrl: config.DATABASE_URL, log });
  const changes = createChangeBus({ databaseKind, listener });
  // Repositories: one per table group, each the only SQL for its tables.
  const repositories = {
    auth: createAuthRepository(db, changes),
    commerce: createCommerceRepository(db),
    companyDepartments: createCompanyDepartmentsRepository(db),
    companyProfiles: createCompanyProfilesRepository(db),
    companyStatistics: createCompanyStatisticsRepository(db),
    directors: createDirectorsRepository(db),
    directory: createDirectoryRepository(db),
    alerts: createAlertsRepository(db),
    savedDeadlines: createSavedDeadlinesRepository(db),
    documents: createDocumentsRepository(db),
    generatedDocuments: createGeneratedDocumentsRepository(db),
    favorites: createFavoritesRepository(db, changes),
    feedback: createFeedbackRepository(db),
    files: createFilesRepository(db),
    focus: createFocusRepository(db, changes),
    footprints: createFootprintsRepository(db),
    health: createHealthRepository(db),
    jobs: createJobsRepository(db),
    hkCompanies: createHkCompaniesRepository(db),
    listedCompanies: createListedCompaniesRepository(db),
    messages: createMessagesRepository(db, changes),
    offerings: createOfferingsRepository(db),
    savedNames: createSavedNamesRepository(db),
    organisation: createOrganisationRepository(db),
    people: createPeopleRepository(db, changes),
    prices: createPricesRepository(db),
    quota: createQuotaRepository(db),
    rateLimits: createRateLimitsRepository(db),
    search: createSearchRepository(db, { rowsKept: config.SEARCH_CACHE_ENTRIES * ROWS_KEPT_PER_PAGE }),
    serviceCompanies: createServiceCompaniesRepository(db, changes),
    system: createSystemRepository(db),
    verification: createVerificationRepository(db),
    wechat: createWechatRepository(db),
    secretary: createSecretaryRepository(db),
    sync: createSyncRepository(db),
  };

  // Outside services.
  const wechatProviders = createWechatProviders(config);
  if (config.VERIFICATION_CODE_PEPPER === DEVELOPMENT_PEPPER && (config.SMS_PROVIDER !== 'dev' || config.MAIL_PROVIDER !== 'dev')) {
    log.warn('VERIFICATION_CODE_PEPPER is the development default; set a long random value in production');
  }

  // Services used by several modules first, then each module's own, in dependency order.
  const health = createHealthService({ repository: repositories.health, databaseKind });
  // Every timer and background task is a row of the durable job table (modules/jobs); modules define their kinds on it.
  const jobs = createJobsService({ db, repository: repositories.jobs, clock });
  const system = createSystemService(repositories.system, { seconds: config.SESSION_CACHE_SECONDS });
  const quota = createQuotaService(repositories.quota, system);
  // Counters and lockouts in the database, shared by every process (issue 11).
  const rateLimits = createRateLimitsService(repositories.rateLimits);
  // Live push to open pages (issue 17): PostgreSQL LISTEN/NOTIFY, Redis pub/sub or in memory; sessions are read when sockets open.
  const live = createLiveHub({
    db,
    databaseKind,
    listener,
    redisUrl: config.REDIS_URL,
    log,
    sessionCheckSeconds: config.LIVE_SESSION_CHECK_SECONDS,
    identify: async (token) => {
      const actor = await sessions.resolveActor(token);
      return actor.kind === 'user' ? { userId: actor.user.id, companyId: actor.organisation.id } : null;
    },
  });
  const users = createUsersService(repositories.auth);
  // Every stored message of a user bound to WeChat with the switch on is queued for WeChat on the job table,
  // when there is a WeChat to send to: the simulator, or an Official Account with an alert template.
  const wechatAlertsOn = config.WECHAT_PROVIDER === 'simulator' || Boolean(config.WECHAT_OA_APP_ID && config.WECHAT_OA_APP_SECRET && config.WECHAT_ALERT_TEMPLATE_ID);
  // Per-user reads of every page (header, bell, lists) kept SESSION_CACHE_SECONDS at most, dropped on every change (the bus).
  const perUserCache = { seconds: config.SESSION_CACHE_SECONDS, changes };
  const messages = createMessagesService(repositories.messages, live, wechatAlertsOn ? { jobs, users } : undefined, perUserCache);
  defineRateLimitHousekeeping(jobs, rateLimits);
  const people = createPeopleService(repositories.people);
  const verification = createVerificationService({
    repository: repositories.verification,
    accounts: users,
    sms: messaging.sms,
    mail: messaging.mail,
    rateLimits,
    settings: {
      codeTtlSeconds: config.VERIFICATION_CODE_TTL_SECONDS,
      smsDailyLimitPerPhone: config.SMS_DAILY_LIMIT_PER_PHONE,
      smsDailyLimitPerIp: config.SMS_DAILY_LIMIT_PER_IP,
      emailDailyLimitPerAddress: config.EMAIL_DAILY_LIMIT_PER_ADDRESS,
      emailDailyLimitPerIp: config.EMAIL_DAILY_LIMIT_PER_IP,
      pepper: config.VERIFICATION_CODE_PEPPER,
    },
  });
  // Signed-in callers kept for SESSION_CACHE_SECONDS at most, dropped at once on every change (the bus).
  const sessions = createSessionService(repositories.auth, { staffPhones: config.STAFF_PHONES, cache: { seconds: config.SESSION_CACHE_SECONDS, changes } });
  const wechat = createWechatService({
    provider: wechatProviders.provider,
    repository: repositories.wechat,
    auth: users,
    sessions,
    callbackUrl: `${wechatProviders.publicBaseUrl}/api/weixin/callback`,
    // Who an Official Account follower is (its unionId): the simulator's identities, or cgi-bin/user/info with the shared token.
    officialAccountUserInfo:
      config.WECHAT_PROVIDER === 'simulator'
        ? simulatorOfficialAccountUserInfo
        : config.WECHAT_OA_APP_ID && config.WECHAT_OA_APP_SECRET
          ? createOfficialAccountUserInfo({ appId: config.WECHAT_OA_APP_ID, appSecret: config.WECHAT_OA_APP_SECRET, apiBaseUrl: config.WECHAT_API_BASE_URL, tokens: repositories.wechat.accessTokens })
          : async () => {
              throw new Error('cgi-bin/user/info needs WECHAT_OA_APP_ID and WECHAT_OA_APP_SECRET');
            },
    log,
  });
  // One Official Account template sender for every module (secretary reminders, message-centre alerts); its access token lives in PostgreSQL.
  const wechatTemplates: WechatTemplateSender =
    config.WECHAT_PROVIDER === 'simulator'
      ? createWechatTemplateSimulator()
      : config.WECHAT_OA_APP_ID && config.WECHAT_OA_APP_SECRET
        ? createWechatTemplateSender({
            appId: config.WECHAT_OA_APP_ID,
            appSecret: config.WECHAT_OA_APP_SECRET,
            templateIds: { reminder: config.WECHAT_REMINDER_TEMPLATE_ID, alert: config.WECHAT_ALERT_TEMPLATE_ID },
            apiBaseUrl: config.WECHAT_API_BASE_URL,
            tokens: repositories.wechat.accessTokens,
          })
        : wechatTemplateOff;
  createWechatMessageDelivery({
    repository: repositories.messages,
    jobs,
    users,
    officialAccountOpenId: (user) => wechat.officialAccountOpenId(user),
    sender: wechatTemplates,
    publicBaseUrl: wechatProviders.publicBaseUrl,
    clock,
    log,
  });
  const auth = createAuthService({ repository: repositories.auth, sessions, verifier: verification, wechat, limits: rateLimits });

  const catalogue = createCatalogueService(repositories.listedCompanies);
  // The day of the synced HKEX stock list, named beside the listing facts that come from it (issue 18).
  const stockListDay = createStockListDayReader(() => createDisclosureImporter(db).lastRunAt('hkex-stock-list'), clock.now);
  const prices = createPricesService(repositories.prices);
  const calculators = createCalculatorsService(prices);
  const listedCompanies = createListedCompaniesService({
    profiles: repositories.companyProfiles,
    directors: repositories.directors,
    offerings: repositories.offerings,
    prices,
    quota,
    catalogue,
    stockListDay,
  });
  const hkCompanies = createHkCompaniesService({ hkCompanies: repositories.hkCompanies, quota });
  const directors = createDirectorsService({ directors: repositories.directors, quota });
  const offerings = createOfferingsService({ offerings: repositories.offerings, quota, limits: rateLimits });
  const directory = createDirectoryService({ directory: repositories.directory, stockListDay });

  const accountTypes = createAccountTypeService({ organisation: repositories.organisation, organisations: users, listedCompanies: catalogue });
  const company = createCompanyService({ organisations: users, listedCompanies: catalogue, accountTypes });
  const certification = createCertificationService({ organisation: repositories.organisation, organisations: users, listedCompanies: catalogue, messages, dataDir: config.DATA_DIR, log });
  // Organisation changes (people added or removed, administrator changed, client company added) for the other members: switch `mediation`.
  const organisationChanges = createOrganisationChangeNotices({ users, messages });
  const serviceCompanies = createServiceCompaniesService({ serviceCompanies: repositories.serviceCompanies, users, listedCompanies: catalogue, changes: organisationChanges, cache: perUserCache });
  const businessCard = createBusinessCardService({
    repository: repositories.organisation,
    users,
    ocr,
    rateLimits,
    dataDir: config.DATA_DIR,
    storageQuotaBytes: config.ORGANISATION_STORAGE_QUOTA_MB * 1024 * 1024,
    // one storage-use figure per organisation: the file store (made below) counts too
    fileStoreBytes: (organisationId, transaction) => files.fileStoreBytes(organisationId, transaction),
    log,
  });
  const companyPeople = createCompanyPeopleService({ people, departments: repositories.companyDepartments, verifier: verification, changes: organisationChanges });
  const companyDepartments = createCompanyDepartmentsService({ repository: repositories.companyDepartments, people });

  const announcementCounts = createAnnouncementCountsService(repositories.search, changes.watch('documents', 'catalogue'));
  const focus = createFocusService({ focus: repositories.focus, catalogue, serviceCompanies, announcements: announcementCounts, cache: { seconds: config.SESSION_CACHE_SECONDS, changes } });
  const savedNames = createSavedNamesService(repositories.savedNames);
  const footprints = createFootprintsService({ footprints: repositories.footprints, names: savedNames });
  const favorites = createFavoritesService({ favorites: repositories.favorites, names: savedNames, cache: perUserCache });

  const account = createAccountService({ auth: users, sessions, serviceCompanies, messages, quota, verifier: verification, focus, wechat, accountTypes });
  const search = createSearchService({ repository: repositories.search, quota, catalogue, serviceCompanies, focus, pageCacheEntries: config.SEARCH_CACHE_ENTRIES, clock: clock.now });
  // A document's file: the publisher's link, or a PDF of a demonstration document drawn with the generated documents' fonts.
  const documentFiles = createDocumentFileService({ search, fonts: { regular: config.DOCUMENTS_CJK_FONT_REGULAR, bold: config.DOCUMENTS_CJK_FONT_BOLD } });
  const companyStatistics = createCompanyStatisticsService(repositories.companyStatistics);
  const statistics = createStatisticsService(companyStatistics);
  const companyDocuments = createCompanyDocumentsService(repositories.documents);
  // Events → alerts (issue 17): new documents and holidays fanned out to followers on the job table.
  const alerts = createAlertsService({
    repository: repositories.alerts,
    jobs,
    messages,
    feed: createDocumentFeedService(repositories.documents),
    focus,
    directors,
    users,
    clock,
    log,
    scanSeconds: config.ALERTS_SCAN_SECONDS,
  });
  // Saved calculator deadlines (issue 17) and their daily `calendar` reminders.
  const savedDeadlines = createSavedDeadlinesService({ repository: repositories.savedDeadlines, jobs, messages, users, clock });
  const alertDigest = createAlertDigest({ repository: repositories.alerts, clock, jobs, messages, users, mail: messaging.mail, publicBaseUrl: wechatProviders.publicBaseUrl, log });
  const downloads = createDownloadsService({ catalogue, companyDocuments, store: createDownloadStore(config.DATA_DIR), limits: rateLimits });
  defineDownloadSweep(jobs, downloads);
  const feedback = createFeedbackService(repositories.feedback, rateLimits, messages);

  // File store (issue 16): contents behind one storage interface, share links signed with FILES_SIGNING_SECRET.
  const files = createFilesService({
    repository: repositories.files,
    storage: objectStorage,
    clock: clock.now,
    quotaBytes: config.ORGANISATION_STORAGE_QUOTA_MB * 1024 * 1024,
    tempDir: uploadTempDir(config.DATA_DIR),
    serviceCompanies,
    people,
    departments: companyDepartments,
    otherStoredBytes: (organisationId, transaction) => businessCard.storedBytes(organisationId, transaction),
    log,
  });
  // Document generation (issue 15): fills templates from the catalogue, directors and calculators, and saves
  // every generation into the file store (so it is made after it).
  const documents = createDocumentsService({
    repository: repositories.generatedDocuments,
    catalogue,
    directors,
    serviceCompanies,
    calculators,
    mail: messaging.mail,
    fonts: { regular: config.DOCUMENTS_CJK_FONT_REGULAR, bold: config.DOCUMENTS_CJK_FONT_BOLD },
    files,
    clock: clock.now,
  });
  const shares = createSharesService({
    repository: repositories.files,
    files,
    signer: createSigner(config.FILES_SIGNING_SECRET),
    clock: clock.now,
    rateLimits,
    people,
    captcha: { consumeTicket: verification.consumeCaptchaTicket },
  });
  defineFilesPurge(jobs, files);

  // The compliance secretary (issue 14): reminders through the durable job table, on the app clock.
  const secretaryReminders = createSecretaryReminders({
    repository: repositories.secretary,
    jobs,
    messages,
    people,
    sms: messaging.sms,
    mail: messaging.mail,
    wechat: wechatTemplates,
    clock,
    quietHours: parseQuietHours(config.SECRETARY_QUIET_HOURS),
    publicBaseUrl: wechatProviders.publicBaseUrl,
    log,
  });
  const secretary = createSecretaryService({ repository: repositories.secretary, reminders: secretaryReminders, people, serviceCompanies, catalogue, clock });
  const calendarFeed = createCalendarFeedService({ repository: repositories.secretary, publicBaseUrl: wechatProviders.publicBaseUrl, clock });
  const certificates = createCertificatesService({ repository: repositories.secretary, reminders: secretaryReminders, people, clock });
  const matterDocuments = createMatterDocumentsService({ repository: repositories.secretary, files });

  // Commerce (issue 13): payment providers, the payment state machine, then shop, orders and fulfilment.
  const paymentProviders = createPaymentProviders(config, repositories.commerce, wechatProviders.publicBaseUrl, clock.now);
  // the paid-order handler is the commerce service's, which needs the payments service: called only after both exist
  const payments = createPaymentsService({
    repository: repositories.commerce,
    providerFor: paymentProviders.providerFor,
    providerNamed: paymentProviders.providerNamed,
    jobs,
    clock,
    log,
    notifyUrl: paymentProviders.notifyUrl,
    onOrderPaid: (order, context) => commerce.onOrderPaid(order, context),
  });
  const commerce = createCommerceService({
    repository: repositories.commerce,
    payments,
    users,
    messages,
    sms: messaging.sms,
    mail: messaging.mail,
    jobs,
    clock,
    log,
    filesDir: path.join(config.DATA_DIR, 'commerce'),
    registry: { registeredNames: hkCompanies.registeredNames },
  });

  // Public-source sync (issue 18): a recurring job per source that SYNC_SOURCES switches on, feeding the disclosure importers.
  const sync = createSyncService({
    repository: repositories.sync,
    jobs,
    importer: createDisclosureImporter(db),
    fetcher: createPoliteFetcher({ fetch: syncFetch, gapMs: config.SYNC_REQUEST_GAP_MS, userAgent: `ComplianceDesk-sync/1.0 (+${wechatProviders.publicBaseUrl})` }),
    enabled: config.SYNC_SOURCES ?? [],
    dataDir: config.DATA_DIR,
    clock,
    log,
  });

  return {
    // platform
    health,
    /** Business time: every deadline, expiry and timer reads it (movable forward in development). */
    clock,
    jobs,
    jobSettings: {
      runner: config.JOBS_RUNNER,
      pollMs: config.JOBS_POLL_MS,
      /** The clock and job development tools: outside production, or with DEV_TOOLS=true. */
      devTools: config.NODE_ENV !== 'production' || config.DEV_TOOLS,
    },
    system,
    quota,
    rateLimits,
    messages,
    /** Live push: the open pages' WebSockets and the events between processes. */
    live,
    /** What changed behind the per-process caches, told to every process; `start` opens the LISTEN connection. */
    changes: { ...changes, start: listener.start },
    verification,
    /** SMS, e-mail and the development outbox. */
    messaging,
    // auth, account, wechat
    sessions,
    users,
    auth,
    account,
    wechat,
    wechatProvider: wechatProviders.provider,
    /** Set when WECHAT_PROVIDER is 'simulator': its development pages are routes. */
    wechatSimulator: wechatProviders.simulator,
    /** WECHAT_MP_TOKEN: the Official Account callback (/api/weixin/mp/callback) is served only when it is set. */
    wechatOfficialAccountToken: config.WECHAT_MP_TOKEN,
    publicBaseUrl: wechatProviders.publicBaseUrl,
    // organisation
    accountTypes,
    company,
    certification,
    serviceCompanies,
    businessCard,
    companyPeople,
    companyDepartments,
    // companies, prices, calculators
    catalogue,
    listedCompanies,
    hkCompanies,
    directors,
    offerings,
    directory,
    prices,
    calculators,
    savedDeadlines,
    // disclosure, statistics, downloads
    search,
    documentFiles,
    statistics,
    downloads,
    // user content, feedback
    focus,
    alerts,
    alertDigest,
    footprints,
    favorites,
    feedback,
    // file store
    files,
    shares,
    objectStorage,
    // document generation
    documents,
    // compliance secretary
    secretary,
    calendarFeed,
    certificates,
    matterDocuments,
    /** The organisation's people (auth's service), as the secretary's reminders read them. */
    people,
    /** The WeChat Official Account template sender of reminders and alerts (the simulator keeps what it sent). */
    wechatTemplates,
    /** The public-source sync: its runs, "run now" and the status of the staff page. */
    sync,
    // commerce
    commerce,
    payments,
    /** Set when PAYMENT_PROVIDER is 'sandbox': its cashier pages are routes. */
    paymentSandbox: paymentProviders.sandbox,
    /** For tests and scripts only (state-machine tests reach the repository's transactions). */
    commerceRepository: repositories.commerce,
    /** Stops what the container started (the OCR worker, the SMTP connection); the database closes itself. */
    close: async () => {
      messaging.close();
      await live.close();
      await listener.close();
      await ocr.close();
    },
  };
};

/** Every service of the server, created once (see createContainer). */
export type Container = ReturnType<typeof createContainer>;
