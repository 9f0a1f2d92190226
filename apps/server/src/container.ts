import type { FastifyBaseLogger } from 'fastify';
import { DEVELOPMENT_PEPPER, type AppConfig } from './config/env';
import type { Database, DatabaseKind } from './db/client';
import type { MessagingProviders } from './providers/index';
import { createAccountService } from './modules/account/account.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createPeopleRepository } from './modules/auth/people.repository';
import { createPeopleService } from './modules/auth/people.service';
import { createSessionService } from './modules/auth/session.service';
import { createUsersService } from './modules/auth/users.service';
import { createCalculatorsService } from './modules/calculators/calculators.service';
import { createCompanyProfilesRepository } from './modules/companies/company-profiles.repository';
import { createCompanyStatisticsRepository } from './modules/companies/company-statistics.repository';
import { createCompanyStatisticsService } from './modules/companies/company-statistics.service';
import { createCatalogueService } from './modules/companies/catalogue.service';
import { createDirectorsRepository } from './modules/companies/directors.repository';
import { createDirectorsService } from './modules/companies/directors.service';
import { createDirectoryRepository } from './modules/companies/directory.repository';
import { createDirectoryService } from './modules/companies/directory.service';
import { createHkCompaniesRepository } from './modules/companies/hk-companies.repository';
import { createHkCompaniesService } from './modules/companies/hk-companies.service';
import { createListedCompaniesRepository } from './modules/companies/listed-companies.repository';
import { createListedCompaniesService } from './modules/companies/listed-companies.service';
import { createOfferingsRepository } from './modules/companies/offerings.repository';
import { createOfferingsService } from './modules/companies/offerings.service';
import { createAnnouncementCountsService } from './modules/disclosure/announcement-counts.service';
import { createCompanyDocumentsService } from './modules/disclosure/company-documents.service';
import { createDocumentsRepository } from './modules/disclosure/documents.repository';
import { createSearchRepository } from './modules/disclosure/search/search.repository';
import { createSearchService } from './modules/disclosure/search/search.service';
import { createDownloadStore } from './modules/downloads/download-store';
import { createRateLimitsRepository, createRateLimitsService } from './modules/rate-limits/index';
import { createDownloadsService } from './modules/downloads/downloads.service';
import { createFeedbackRepository } from './modules/feedback/feedback.repository';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createHealthRepository } from './modules/health/health.repository';
import { createHealthService } from './modules/health/health.service';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createMessagesService } from './modules/messages/messages.service';
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
export const createContainer = ({ db, databaseKind, config, log, messaging, ocr = createTesseractEngine(log) }: ContainerDependencies) => {
  // Repositories: one per table group, each the only SQL for its tables.
  const repositories = {
    auth: createAuthRepository(db),
    companyDepartments: createCompanyDepartmentsRepository(db),
    companyProfiles: createCompanyProfilesRepository(db),
    companyStatistics: createCompanyStatisticsRepository(db),
    directors: createDirectorsRepository(db),
    directory: createDirectoryRepository(db),
    documents: createDocumentsRepository(db),
    favorites: createFavoritesRepository(db),
    feedback: createFeedbackRepository(db),
    focus: createFocusRepository(db),
    footprints: createFootprintsRepository(db),
    health: createHealthRepository(db),
    hkCompanies: createHkCompaniesRepository(db),
    listedCompanies: createListedCompaniesRepository(db),
    messages: createMessagesRepository(db),
    offerings: createOfferingsRepository(db),
    organisation: createOrganisationRepository(db),
    people: createPeopleRepository(db),
    prices: createPricesRepository(db),
    quota: createQuotaRepository(db),
    rateLimits: createRateLimitsRepository(db),
    search: createSearchRepository(db),
    serviceCompanies: createServiceCompaniesRepository(db),
    system: createSystemRepository(db),
    verification: createVerificationRepository(db),
    wechat: createWechatRepository(db),
  };

  // Outside services.
  const wechatProviders = createWechatProviders(config);
  if (config.VERIFICATION_CODE_PEPPER === DEVELOPMENT_PEPPER && (config.SMS_PROVIDER !== 'dev' || config.MAIL_PROVIDER !== 'dev')) {
    log.warn('VERIFICATION_CODE_PEPPER is the development default; set a long random value in production');
  }

  // Services used by several modules first, then each module's own, in dependency order.
  const health = createHealthService({ repository: repositories.health, databaseKind });
  const system = createSystemService(repositories.system);
  const quota = createQuotaService(repositories.quota, system);
  // Counters and lockouts in the database, shared by every process (issue 11).
  const rateLimits = createRateLimitsService(repositories.rateLimits);
  const messages = createMessagesService(repositories.messages);
  const users = createUsersService(repositories.auth);
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
  const sessions = createSessionService(repositories.auth, { staffPhones: config.STAFF_PHONES });
  const wechat = createWechatService({
    provider: wechatProviders.provider,
    repository: repositories.wechat,
    auth: users,
    sessions,
    callbackUrl: `${wechatProviders.publicBaseUrl}/api/weixin/callback`,
  });
  const auth = createAuthService({ repository: repositories.auth, sessions, verifier: verification, wechat, limits: rateLimits });

  const catalogue = createCatalogueService(repositories.listedCompanies);
  const prices = createPricesService(repositories.prices);
  const calculators = createCalculatorsService(prices);
  const listedCompanies = createListedCompaniesService({
    profiles: repositories.companyProfiles,
    directors: repositories.directors,
    offerings: repositories.offerings,
    prices,
    quota,
    catalogue,
  });
  const hkCompanies = createHkCompaniesService({ hkCompanies: repositories.hkCompanies, quota });
  const directors = createDirectorsService({ directors: repositories.directors, quota });
  const offerings = createOfferingsService({ offerings: repositories.offerings, quota, limits: rateLimits });
  const directory = createDirectoryService({ directory: repositories.directory });

  const accountTypes = createAccountTypeService({ organisation: repositories.organisation, organisations: users, listedCompanies: catalogue });
  const company = createCompanyService({ organisations: users, listedCompanies: catalogue, accountTypes });
  const certification = createCertificationService({ organisation: repositories.organisation, organisations: users, listedCompanies: catalogue, messages, dataDir: config.DATA_DIR, log });
  const serviceCompanies = createServiceCompaniesService({ serviceCompanies: repositories.serviceCompanies, users, listedCompanies: catalogue });
  const businessCard = createBusinessCardService({
    repository: repositories.organisation,
    users,
    ocr,
    rateLimits,
    dataDir: config.DATA_DIR,
    storageQuotaBytes: config.ORGANISATION_STORAGE_QUOTA_MB * 1024 * 1024,
    log,
  });
  const companyPeople = createCompanyPeopleService({ people, departments: repositories.companyDepartments, verifier: verification });
  const companyDepartments = createCompanyDepartmentsService({ repository: repositories.companyDepartments, people });

  const announcementCounts = createAnnouncementCountsService(repositories.search);
  const focus = createFocusService({ focus: repositories.focus, catalogue, serviceCompanies, announcements: announcementCounts });
  const footprints = createFootprintsService({ footprints: repositories.footprints });
  const favorites = createFavoritesService({ favorites: repositories.favorites });

  const account = createAccountService({ auth: users, sessions, serviceCompanies, messages, quota, verifier: verification, focus, wechat, accountTypes });
  const search = createSearchService({ repository: repositories.search, quota, catalogue, serviceCompanies, focus });
  const companyStatistics = createCompanyStatisticsService(repositories.companyStatistics);
  const statistics = createStatisticsService(companyStatistics);
  const companyDocuments = createCompanyDocumentsService(repositories.documents);
  const downloads = createDownloadsService({ catalogue, companyDocuments, store: createDownloadStore(config.DATA_DIR), limits: rateLimits });
  const feedback = createFeedbackService(repositories.feedback, rateLimits);

  return {
    // platform
    health,
    system,
    quota,
    rateLimits,
    messages,
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
    // disclosure, statistics, downloads
    search,
    statistics,
    downloads,
    // user content, feedback
    focus,
    footprints,
    favorites,
    feedback,
    /** Stops what the container started (the OCR worker, the SMTP connection); the database closes itself. */
    close: async () => {
      messaging.close();
      await ocr.close();
    },
  };
};

/** Every service of the server, created once (see createContainer). */
export type Container = ReturnType<typeof createContainer>;
