import type { ComponentType } from 'react';
import type { RouteMeta } from './navigation';
import { ROLE_LISTED, ROLE_SERVE_COM } from './modules/auth';
import { SHARED_NAMESPACES, withNamespaces } from './i18n';

/**
 * The one route table (spec §2, EXAMPLES §6). Every path of the spec is here
 * with its metadata; the router, the guard, the sidebar, the breadcrumbs, the
 * tab bar and the page title all read it. Pages load lazily.
 */

type PageModule = { Component: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** The calculator pages' strings (i18n ROUTE_NAMESPACES). */
const CALCULATORS = ['calculators'] as const;

/** The built pages; everything else renders the shared "not available yet" page. */
const pages = {
  home: () => import('./pages/home/HomePage').then((module) => ({ Component: module.HomePage })),
  about: () => import('./pages/about/AboutPage').then((module) => ({ Component: module.AboutPage })),
  login: () => import('./pages/login/LoginPage').then((module) => ({ Component: module.LoginPage })),
  agreement: () => import('./pages/agreement/AgreementPage').then((module) => ({ Component: module.AgreementPage })),
  notFound: () => import('./pages/errors/NotFoundPage').then((module) => ({ Component: module.NotFoundPage })),
  noAccess: () => import('./pages/errors/NoAccessPage').then((module) => ({ Component: module.NoAccessPage })),
  redirect: () => import('./pages/redirect/RedirectPage').then((module) => ({ Component: module.RedirectPage })),
  sizeTest: withNamespaces(CALCULATORS, () => import('./pages/calAi/SizeTestPage').then((module) => ({ Component: module.SizeTestPage }))),
  register: () => import('./pages/register/RegisterPage').then((module) => ({ Component: module.RegisterPage })),
  findPassword: () => import('./pages/login/FindPasswordPage').then((module) => ({ Component: module.FindPasswordPage })),
  meetingNotice: withNamespaces(CALCULATORS, () => import('./pages/calAi/MeetingNoticePage').then((module) => ({ Component: module.MeetingNoticePage }))),
  reportingDeadlines: withNamespaces(CALCULATORS, () => import('./pages/calAi/ReportingDeadlinesPage').then((module) => ({ Component: module.ReportingDeadlinesPage }))),
  listingFee: withNamespaces(CALCULATORS, () => import('./pages/calAi/ListingFeePage').then((module) => ({ Component: module.ListingFeePage }))),
  marketCalendar: withNamespaces(CALCULATORS, () => import('./pages/calAi/MarketCalendarPage').then((module) => ({ Component: module.MarketCalendarPage }))),
  stockPrice: withNamespaces(CALCULATORS, () => import('./pages/calAi/StockPricePage').then((module) => ({ Component: module.StockPricePage }))),
  priceRange: withNamespaces(CALCULATORS, () => import('./pages/calAi/PriceRangePage').then((module) => ({ Component: module.PriceRangePage }))),
  filingDeadlines: withNamespaces(CALCULATORS, () => import('./pages/calAi/FilingDeadlinesPage').then((module) => ({ Component: module.FilingDeadlinesPage }))),
  personInfo: () => import('./pages/manage/PersonInfoPage').then((module) => ({ Component: module.PersonInfoPage })),
  messageSettings: () => import('./pages/manage/MessageSettingsPage').then((module) => ({ Component: module.MessageSettingsPage })),
  messageCentre: () => import('./pages/manage/MessageCentrePage').then((module) => ({ Component: module.MessageCentrePage })),
  personCollect: () => import('./pages/manage/person/CollectPage').then((module) => ({ Component: module.CollectPage })),
  personFocus: () => import('./pages/manage/person/FocusPage').then((module) => ({ Component: module.FocusPage })),
  personHistory: () => import('./pages/manage/person/HistoryPage').then((module) => ({ Component: module.HistoryPage })),
  certificationReview: () => import('./pages/admin/CertificationReviewPage').then((module) => ({ Component: module.CertificationReviewPage })),
  devOutbox: () => import('./pages/dev/DevOutboxPage').then((module) => ({ Component: module.DevOutboxPage })),
  noticeList: () => import('./pages/disData/notice/NoticeListPage').then((module) => ({ Component: module.NoticeListPage })),
  ownNotices: () => import('./pages/disData/notice/OwnNoticesPage').then((module) => ({ Component: module.OwnNoticesPage })),
  serveComNotices: () => import('./pages/disData/notice/ServeComNoticesPage').then((module) => ({ Component: module.ServeComNoticesPage })),
  focusNotices: () => import('./pages/disData/notice/FocusNoticesPage').then((module) => ({ Component: module.FocusNoticesPage })),
  noticeDetail: () => import('./pages/disData/notice/NoticeDetailPage').then((module) => ({ Component: module.NoticeDetailPage })),
  orgList: () => import('./pages/disData/org/OrgListPage').then((module) => ({ Component: module.OrgListPage })),
  orgDetail: () => import('./pages/disData/org/OrgDetailPage').then((module) => ({ Component: module.OrgDetailPage })),
  enforcementList: () => import('./pages/disData/rules/EnforcementListPage').then((module) => ({ Component: module.EnforcementListPage })),
  enforcementDetail: () => import('./pages/disData/rules/EnforcementDetailPage').then((module) => ({ Component: module.EnforcementDetailPage })),
  updateList: () => import('./pages/disData/rules/UpdateListPage').then((module) => ({ Component: module.UpdateListPage })),
  updateDetail: () => import('./pages/disData/rules/UpdateDetailPage').then((module) => ({ Component: module.UpdateDetailPage })),
  lawList: () => import('./pages/disData/rules/LawListPage').then((module) => ({ Component: module.LawListPage })),
  lawDetail: () => import('./pages/disData/rules/LawDetailPage').then((module) => ({ Component: module.LawDetailPage })),
  companyStatistics: () => import('./pages/disData/sta/CompanyStatisticsPage').then((module) => ({ Component: module.CompanyStatisticsPage })),
  downloadCentre: () => import('./pages/disData/download/DownloadCentrePage').then((module) => ({ Component: module.DownloadCentrePage })),
  secretaryFiles: () => import('./pages/disAi/SecretaryFilesPage').then((module) => ({ Component: module.SecretaryFilesPage })),
  documentFiles: () => import('./pages/docAi/DocumentFilesPage').then((module) => ({ Component: module.DocumentFilesPage })),
  shareDetail: () => import('./pages/share/ShareDetailPage').then((module) => ({ Component: module.ShareDetailPage })),
  viewFile: () => import('./pages/share/ViewFilePage').then((module) => ({ Component: module.ViewFilePage })),
  listedCompanies: () => import('./pages/disData/comp/ListedCompaniesPage').then((module) => ({ Component: module.ListedCompaniesPage })),
  delistedCompanies: () => import('./pages/disData/comp/DelistedCompaniesPage').then((module) => ({ Component: module.DelistedCompaniesPage })),
  hkCompanies: () => import('./pages/disData/comp/HkCompaniesPage').then((module) => ({ Component: module.HkCompaniesPage })),
  companyDetail: () => import('./pages/disData/comp/CompanyDetailPage').then((module) => ({ Component: module.CompanyDetailPage })),
  aCompanyDetail: () => import('./pages/disData/comp/ACompanyDetailPage').then((module) => ({ Component: module.ACompanyDetailPage })),
  hkCompanyDetail: () => import('./pages/disData/comp/HkCompanyDetailPage').then((module) => ({ Component: module.HkCompanyDetailPage })),
  listingStatus: () => import('./pages/disData/comp/ListingStatusPage').then((module) => ({ Component: module.ListingStatusPage })),
  secretaryHome: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.SecretaryHomePage })),
  mattersInProgress: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.MattersInProgressPage })),
  archivedMatters: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.ArchivedMattersPage })),
  overdueTasks: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.OverdueTasksPage })),
  dueToday: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.DueTodayPage })),
  dueWithin5: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.DueWithin5Page })),
  dueWithin30: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.DueWithin30Page })),
  matterDetail: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.MatterDetailPage })),
  certificates: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.CertificatesPage })),
  certificateDetail: () => import('./pages/disAi/SecretaryPages').then((module) => ({ Component: module.CertificateDetailPage })),
  shareholders: () => import('./pages/disData/comp/ShareholdersPage').then((module) => ({ Component: module.ShareholdersPage })),
  issueList: () => import('./pages/disData/issue/IssueListPage').then((module) => ({ Component: module.IssueListPage })),
  issueDetail: () => import('./pages/disData/issue/IssueDetailPage').then((module) => ({ Component: module.IssueDetailPage })),
  issueCreate: () => import('./pages/disData/issue/IssueCreatePage').then((module) => ({ Component: module.IssueCreatePage })),
  directorList: () => import('./pages/disData/director/DirectorListPage').then((module) => ({ Component: module.DirectorListPage })),
  resignedDirectors: () => import('./pages/disData/director/ResignedDirectorsPage').then((module) => ({ Component: module.ResignedDirectorsPage })),
  directorDetail: () => import('./pages/disData/director/DirectorDetailPage').then((module) => ({ Component: module.DirectorDetailPage })),
  listedProspectuses: () => import('./pages/disData/prospectus/ListedProspectusPage').then((module) => ({ Component: module.ListedProspectusPage })),
  offeredProspectuses: () => import('./pages/disData/prospectus/OfferedProspectusPage').then((module) => ({ Component: module.OfferedProspectusPage })),
  applicationStatus: () => import('./pages/disData/prospectus/ApplicationStatusPage').then((module) => ({ Component: module.ApplicationStatusPage })),
  prospectusList: () => import('./pages/disData/prospectus/ProspectusListPage').then((module) => ({ Component: module.ProspectusListPage })),
  contacts: () => import('./pages/disData/contact/ContactsPage').then((module) => ({ Component: module.ContactsPage })),
  accountingFirms: () => import('./pages/disData/acc/AccountingFirmsPage').then((module) => ({ Component: module.AccountingFirmsPage })),
  companyStaff: () => import('./pages/manage/comp/StaffPage').then((module) => ({ Component: module.StaffPage })),
  companyOrg: () => import('./pages/manage/comp/OrgPage').then((module) => ({ Component: module.OrgPage })),
  companyBaseInfo: () => import('./pages/manage/comp/BaseInfoPage').then((module) => ({ Component: module.BaseInfoPage })),
  serviceCompanySet: () => import('./pages/manage/serveCom/ServiceCompanySetPage').then((module) => ({ Component: module.ServiceCompanySetPage })),
  perfectInfo: () => import('./pages/perfectInfo/PerfectInfoPage').then((module) => ({ Component: module.PerfectInfoPage })),
  documentHome: () => import('./pages/docAi/CreateHomePage').then((module) => ({ Component: module.CreateHomePage })),
  documentFamily: () => import('./pages/docAi/FamilyPage').then((module) => ({ Component: module.FamilyPage })),
  documentEditor: () => import('./pages/docAi/DocumentEditorPage').then((module) => ({ Component: module.DocumentEditorPage })),
  letterheads: () => import('./pages/docAi/LetterheadsPage').then((module) => ({ Component: module.LetterheadsPage })),
  registerEditor: () => import('./pages/docAi/TemplateStepPages').then((module) => ({ Component: module.RegisterPage })),
  annualReturn: () => import('./pages/docAi/TemplateStepPages').then((module) => ({ Component: module.AnnualReturnPage })),
  shareCertificate: () => import('./pages/docAi/TemplateStepPages').then((module) => ({ Component: module.ShareCertificatePage })),
  shareCertificatesIssued: () => import('./pages/docAi/TemplateStepPages').then((module) => ({ Component: module.ShareCertificatesIssuedPage })),
  shareRegister: () => import('./pages/docAi/TemplateStepPages').then((module) => ({ Component: module.ShareRegisterPage })),
  notAvailable: () => import('./pages/unavailable/NotAvailablePage').then((module) => ({ Component: module.NotAvailablePage })),
  hkSearchCom: () => import('./pages/disData/hkSearch/RegistrySearchPages').then((module) => ({ Component: module.HkSearchComPage })),
  hkSearchReceiver: () => import('./pages/disData/hkSearch/RegistrySearchPages').then((module) => ({ Component: module.HkSearchReceiverPage })),
  hkSearchBankruptcy: () => import('./pages/disData/hkSearch/RegistrySearchPages').then((module) => ({ Component: module.HkSearchBankruptcyPage })),
  hkSearchWinding: () => import('./pages/disData/hkSearch/RegistrySearchPages').then((module) => ({ Component: module.HkSearchWindingPage })),
  cart: () => import('./pages/manage/sCart/CartPages').then((module) => ({ Component: module.CartPage })),
  buyInfo: () => import('./pages/manage/sCart/CartPages').then((module) => ({ Component: module.BuyInfoPage })),
  orderList: () => import('./pages/manage/order/OrderPages').then((module) => ({ Component: module.OrderListPage })),
  orderDetail: () => import('./pages/manage/order/OrderPages').then((module) => ({ Component: module.OrderDetailPage })),
  invoice: () => import('./pages/manage/order/OrderPages').then((module) => ({ Component: module.InvoicePage })),
  vip: () => import('./pages/manage/vip/VipPage').then((module) => ({ Component: module.VipPage })),
  ordersAdmin: () => import('./pages/admin/OrdersAdminPage').then((module) => ({ Component: module.OrdersAdminPage })),
  invoicesAdmin: () => import('./pages/admin/InvoicesAdminPage').then((module) => ({ Component: module.InvoicesAdminPage })),
  secretaryTemplatesAdmin: () => import('./pages/admin/SecretaryTemplatesPage').then((module) => ({ Component: module.SecretaryTemplatesPage })),
  syncAdmin: () => import('./pages/admin/SyncAdminPage').then((module) => ({ Component: module.SyncAdminPage })),
} satisfies Record<string, PageLoader>;

/** The landing route's page draws only the startup namespaces (i18n STARTUP_NAMESPACES). */
const LANDING_PAGES: ReadonlySet<string> = new Set(['noticeList']);

/**
 * Every page but the landing list brings the shared namespaces (i18n SHARED_NAMESPACES) and the
 * calculators theirs, before it renders; neither is on the first page (issue 19).
 */
export const pageLoaders = Object.fromEntries(
  Object.entries(pages).map(([name, load]) => [name, LANDING_PAGES.has(name) ? load : withNamespaces(SHARED_NAMESPACES, load)]),
) as typeof pages;

export type AppRoute = { path: string; meta: RouteMeta; load: PageLoader };

type MetaInput = Omit<RouteMeta, 'titleKey' | 'layout'> & { layout?: RouteMeta['layout'] };

const route = (path: string, titleKey: string, meta: MetaInput = {}, load: PageLoader = pageLoaders.notAvailable): AppRoute => ({
  path,
  meta: { layout: 'main', ...meta, titleKey },
  load,
});

/** A public page in the product chrome without a sidebar. */
const publicPage = (path: string, titleKey: string, meta: MetaInput = {}, load?: PageLoader) =>
  route(path, titleKey, { isPublic: true, hideSidebar: true, ...meta }, load);
/** A public page of the sign-in flow or an error page (no chrome). */
const blankPage = (path: string, titleKey: string, load?: PageLoader) => route(path, titleKey, { isPublic: true, layout: 'blank' }, load);
/** A sidebar item. */
const menuItem = (path: string, titleKey: string, meta: MetaInput = {}, load?: PageLoader) => route(path, titleKey, { inMenu: true, ...meta }, load);

const listed = [ROLE_LISTED];
const serveCom = [ROLE_SERVE_COM];
const registered = { needRegist: true } as const;
const vipData = { needRegist: true, needVip: true } as const;
const cart = { cartPage: true } as const;
const secretary = { needRegist: true, aiSecretary: true, vipPageC: true } as const;
const documents = { aiFile: true, vipPageC: true } as const;

/** Rule and regulator lists: path segment (as the spec spells it) → title key. */
const ORG_LISTS: readonly [segment: string, key: string][] = [
  ['allRules', 'allRules'],
  ['listingRulesMain', 'listingRulesMain'],
  ['listingRulesGEM', 'listingRulesGEM'],
  ['GuidanceLetters', 'guidanceLetters'],
  ['ListingDecision', 'listingDecision'],
  ['HKExFAQs', 'hkExFAQs'],
  ['SFCGuidelines', 'sfcGuidelines'],
  ['SFCCodes', 'sfcCodes'],
  ['SFCCirculars', 'sfcCirculars'],
  ['HKExInterLetters', 'hkExInterLetters'],
  ['HKSFCPractice', 'hksfcPractice'],
  ['HKSFCFAQs', 'hksfcFAQs'],
  ['HKSFCPolicy', 'hksfcPolicy'],
  ['PanelAndCommittee', 'panelAndCommittee'],
  ['HKSFCNewsletters', 'hksfcNewsletters'],
  ['HKExConsultation', 'hkExConsultation'],
  ['HKSFCConsultation', 'hksfcConsultation'],
];

export const appRoutes: readonly AppRoute[] = [
  // Public (spec §2)
  publicPage('/home', 'page.home', { affix: true, showFooter: true }, pageLoaders.home),
  publicPage('/homeSearch', 'page.homeSearch'),
  blankPage('/redirect/*', 'page.redirect', pageLoaders.redirect),
  blankPage('/login', 'page.login', pageLoaders.login),
  blankPage('/auth-redirect', 'page.authRedirect'),
  blankPage('/findPsw', 'page.findPassword', pageLoaders.findPassword),
  blankPage('/register', 'page.register', pageLoaders.register),
  publicPage('/agreeement', 'page.agreement', {}, pageLoaders.agreement),
  blankPage('/perfectInfo', 'page.perfectInfo', pageLoaders.perfectInfo),
  publicPage('/aboutUs', 'page.aboutUs', { showFooter: true }, pageLoaders.about),
  publicPage('/valueAdded/index', 'page.valueAdded'),
  blankPage('/404', 'page.notFound', pageLoaders.notFound),
  blankPage('/401', 'page.noAccess', pageLoaders.noAccess),
  publicPage('/shareDetail', 'page.shareDetail', { hideLanguageSwitch: true }, pageLoaders.shareDetail),
  publicPage('/viewFile', 'page.viewFile', { hideLanguageSwitch: true }, pageLoaders.viewFile),

  // Disclosure
  route('/disData/notice/list', 'page.notice.list', { inMenu: true }, pageLoaders.noticeList),
  route('/disData/notice/own', 'page.notice.own', { inMenu: true, ...registered, roles: listed }, pageLoaders.ownNotices),
  route('/disData/notice/serveCom', 'page.notice.serveCom', { inMenu: true, ...registered, roles: serveCom }, pageLoaders.serveComNotices),
  route('/disData/notice/focus', 'page.notice.focus', { inMenu: true, ...registered }, pageLoaders.focusNotices),
  route('/disData/notice/detail', 'page.notice.detail', { hideSidebar: true, hideLanguageSwitch: true }, pageLoaders.noticeDetail),
  route('/disData/notice/detailA', 'page.notice.detailA', { hideSidebar: true, hideLanguageSwitch: true }, pageLoaders.noticeDetail),

  // Company search: lists open to visitors; detail pages count against the free company quota (server-side)
  route('/disData/comp/listed', 'page.comp.listed', { inMenu: true }, pageLoaders.listedCompanies),
  route('/disData/comp/delisted', 'page.comp.delisted', { inMenu: true }, pageLoaders.delistedCompanies),
  route('/disData/comp/hkCom', 'page.comp.hkCom', { inMenu: true }, pageLoaders.hkCompanies),
  route('/disData/comp/detail', 'page.comp.detail', { hideSidebar: true }, pageLoaders.companyDetail),
  route('/disData/comp/detailA', 'page.comp.detailA', { hideSidebar: true }, pageLoaders.aCompanyDetail),
  route('/disData/comp/detailHK', 'page.comp.detailHK', { hideSidebar: true }, pageLoaders.hkCompanyDetail),
  route('/disData/comp/statusDetail', 'page.comp.statusDetail', { hideSidebar: true }, pageLoaders.listingStatus),
  route('/disData/comp/shDetail', 'page.comp.shDetail', { hideSidebar: true }, pageLoaders.shareholders),

  // New issues, directors, prospectuses
  route('/disData/issue/list', 'page.issue.list', { inMenu: true }, pageLoaders.issueList),
  route('/disData/issue/detail', 'page.issue.detail', { hideSidebar: true }, pageLoaders.issueDetail),
  route('/disData/issue/create', 'page.issue.create', { hideSidebar: true, ...registered }, pageLoaders.issueCreate),
  route('/disData/director/list', 'page.director.list', { inMenu: true }, pageLoaders.directorList),
  route('/disData/director/cancel', 'page.director.cancel', { inMenu: true }, pageLoaders.resignedDirectors),
  route('/disData/director/detail', 'page.director.detail', { hideSidebar: true }, pageLoaders.directorDetail),
  route('/disData/prospectus/listed', 'page.prospectus.listed', { inMenu: true }, pageLoaders.listedProspectuses),
  route('/disData/prospectus/offered', 'page.prospectus.offered', { inMenu: true }, pageLoaders.offeredProspectuses),
  route('/disData/prospectus/status', 'page.prospectus.status', { inMenu: true }, pageLoaders.applicationStatus),
  route('/disData/prospectus/list', 'page.prospectus.list', { inMenu: true }, pageLoaders.prospectusList),

  // Hong Kong registry searches (paid, with cart)
  route('/disData/hkSearch/com', 'page.hkSearch.com', { inMenu: true, ...cart }, pageLoaders.hkSearchCom),
  route('/disData/hkSearch/receiver', 'page.hkSearch.receiver', { inMenu: true, ...cart }, pageLoaders.hkSearchReceiver),
  route('/disData/hkSearch/bankruptcy', 'page.hkSearch.bankruptcy', { inMenu: true, ...cart }, pageLoaders.hkSearchBankruptcy),
  route('/disData/hkSearch/winding', 'page.hkSearch.winding', { inMenu: true, ...cart }, pageLoaders.hkSearchWinding),

  // Rules and regulators
  ...ORG_LISTS.map(([segment, key]) => route(`/disData/org/${segment}`, `page.org.${key}`, { inMenu: true }, pageLoaders.orgList)),
  route('/disData/org/detail', 'page.org.detail', { hideSidebar: true, hideLanguageSwitch: true }, pageLoaders.orgDetail),

  // Other data
  route('/disData/ruleB/list', 'page.ruleB.list', { inMenu: true }, pageLoaders.enforcementList),
  route('/disData/ruleB/detail', 'page.ruleB.detail', { hideSidebar: true, hideLanguageSwitch: true }, pageLoaders.enforcementDetail),
  route('/disData/sup/list', 'page.sup.list', { inMenu: true }, pageLoaders.updateList),
  route('/disData/sup/detail', 'page.sup.detail', { hideSidebar: true, hideLanguageSwitch: true }, pageLoaders.updateDetail),
  route('/disData/ruleL/list', 'page.ruleL.list', { inMenu: true }, pageLoaders.lawList),
  route('/disData/ruleL/detail', 'page.ruleL.detail', { hideSidebar: true, hideLanguageSwitch: true }, pageLoaders.lawDetail),
  route('/disData/sta/company', 'page.sta.company', { inMenu: true, ...vipData }, pageLoaders.companyStatistics),
  route('/disData/download/index', 'page.download.index', { inMenu: true, ...vipData }, pageLoaders.downloadCentre),
  route('/disData/contact/list', 'page.contact.list', { inMenu: true }, pageLoaders.contacts),
  route('/disData/acc/list', 'page.acc.list', { inMenu: true }, pageLoaders.accountingFirms),

  // AI secretary
  route('/disAi/index', 'page.disAi.index', { inMenu: true, ...secretary }, pageLoaders.secretaryHome),
  route('/disAi/item/bhList', 'page.disAi.item.bhList', { inMenu: true, ...secretary }, pageLoaders.mattersInProgress),
  route('/disAi/item/bdList', 'page.disAi.item.bdList', { inMenu: true, ...secretary }, pageLoaders.archivedMatters),
  route('/disAi/item/ovList', 'page.disAi.item.ovList', { inMenu: true, ...secretary }, pageLoaders.overdueTasks),
  route('/disAi/item/time0', 'page.disAi.item.time0', { inMenu: true, ...secretary }, pageLoaders.dueToday),
  route('/disAi/item/time5', 'page.disAi.item.time5', { inMenu: true, ...secretary }, pageLoaders.dueWithin5),
  route('/disAi/item/time30', 'page.disAi.item.time30', { inMenu: true, ...secretary }, pageLoaders.dueWithin30),
  route('/disAi/item/fileEdit', 'page.disAi.item.fileEdit', { hideSidebar: true, hideLanguageSwitch: false, ...secretary }, pageLoaders.matterDetail),
  route('/disAi/file/index', 'page.disAi.file', { inMenu: true, ...secretary }, pageLoaders.secretaryFiles),
  route('/disAi/cert/business', 'page.disAi.cert.business', { inMenu: true, ...secretary, rzPage: true }, pageLoaders.certificates),
  route('/disAi/cert/businessDetail', 'page.disAi.cert.businessDetail', { hideSidebar: true, hideLanguageSwitch: false, ...secretary, rzPage: true }, pageLoaders.certificateDetail),

  // Document generation (the visitor token may create documents, spec §6)
  route('/docAi/create/createHome', 'page.docAi.create.home', { inMenu: true, ...documents }, pageLoaders.documentHome),
  route('/docAi/create/createGsms', 'page.docAi.create.companySecretary', { inMenu: true, ...documents }, pageLoaders.documentFamily),
  route('/docAi/create/createCbpl', 'page.docAi.create.financialReport', { inMenu: true, ...documents }, pageLoaders.documentFamily),
  route('/docAi/create/createQypl', 'page.docAi.create.interestDisclosure', { inMenu: true, ...documents }, pageLoaders.documentFamily),
  route('/docAi/create/createBoard', 'page.docAi.create.board', { inMenu: true, ...documents }, pageLoaders.documentFamily),
  route('/docAi/create/createHkex', 'page.docAi.create.hkex', { inMenu: true, ...documents }, pageLoaders.documentFamily),
  route('/docAi/create/createQyc', 'page.docAi.create.registers', { inMenu: true, ...documents }, pageLoaders.documentFamily),
  route('/docAi/create/createQycDet', 'page.docAi.create.registerDetail', { hideSidebar: true, ...documents }, pageLoaders.registerEditor),
  route('/docAi/create/createDet', 'page.docAi.create.documentDetail', { hideSidebar: true, ...documents }, pageLoaders.documentEditor),
  route('/docAi/create/createAs', 'page.docAi.create.as', { hideSidebar: true, ...documents }, pageLoaders.annualReturn),
  route('/docAi/create/createSc', 'page.docAi.create.sc', { hideSidebar: true, ...documents }, pageLoaders.shareCertificate),
  route('/docAi/create/createScd', 'page.docAi.create.scd', { hideSidebar: true, ...documents }, pageLoaders.shareCertificatesIssued),
  route('/docAi/create/createSr', 'page.docAi.create.sr', { hideSidebar: true, ...documents }, pageLoaders.shareRegister),
  route('/docAi/file/index', 'page.docAi.file', { inMenu: true, ...documents, ...registered }, pageLoaders.documentFiles),
  route('/docAi/head/index', 'page.docAi.head', { inMenu: true, ...documents, ...registered }, pageLoaders.letterheads),

  // Calculators: open to visitors (the visitor token is set, no sign-in needed)
  route('/calAi/scale/assets', 'page.calAi.scale.assets', { inMenu: true }, pageLoaders.sizeTest),
  route('/calAi/scale/profits', 'page.calAi.scale.profits', { inMenu: true }, pageLoaders.sizeTest),
  route('/calAi/scale/revenue', 'page.calAi.scale.revenue', { inMenu: true }, pageLoaders.sizeTest),
  route('/calAi/scale/consideration', 'page.calAi.scale.consideration', { inMenu: true }, pageLoaders.sizeTest),
  route('/calAi/scale/equity', 'page.calAi.scale.equity', { inMenu: true }, pageLoaders.sizeTest),
  route('/calAi/meet/stockYear', 'page.calAi.meet.stockYear', { inMenu: true }, pageLoaders.meetingNotice),
  route('/calAi/meet/stockOther', 'page.calAi.meet.stockOther', { inMenu: true }, pageLoaders.meetingNotice),
  route('/calAi/meet/board', 'page.calAi.meet.board', { inMenu: true }, pageLoaders.meetingNotice),
  route('/calAi/meet/bookClosure', 'page.calAi.meet.bookClosure', { inMenu: true }, pageLoaders.filingDeadlines),
  route('/calAi/deadline/nddr', 'page.calAi.deadline.nddr', { inMenu: true }, pageLoaders.filingDeadlines),
  route('/calAi/deadline/monthlyReturn', 'page.calAi.deadline.monthlyReturn', { inMenu: true }, pageLoaders.filingDeadlines),
  route('/calAi/deadline/pollResults', 'page.calAi.deadline.pollResults', { inMenu: true }, pageLoaders.filingDeadlines),
  route('/calAi/stock/stockPrice', 'page.calAi.stockPrice', { inMenu: true }, pageLoaders.stockPrice),
  route('/calAi/stockMinMax/index', 'page.calAi.stockMinMax', { inMenu: true }, pageLoaders.priceRange),
  route('/calAi/fiReDate/year', 'page.calAi.fiReDate.year', { inMenu: true }, pageLoaders.reportingDeadlines),
  route('/calAi/fiReDate/yearMiddle', 'page.calAi.fiReDate.yearMiddle', { inMenu: true }, pageLoaders.reportingDeadlines),
  route('/calAi/fiReDate/quarter', 'page.calAi.fiReDate.quarter', { inMenu: true }, pageLoaders.reportingDeadlines),
  route('/calAi/calendar', 'page.calAi.calendar', { inMenu: true }, pageLoaders.marketCalendar),
  route('/calAi/fee/index', 'page.calAi.fee', { inMenu: true }, pageLoaders.listingFee),

  // Account
  route('/manage/person/info', 'page.manage.person.info', { inMenu: true, ...registered }, pageLoaders.personInfo),
  route('/manage/person/collect', 'page.manage.person.collect', { inMenu: true, ...registered }, pageLoaders.personCollect),
  route('/manage/person/focus', 'page.manage.person.focus', { inMenu: true, ...registered }, pageLoaders.personFocus),
  route('/manage/person/history', 'page.manage.person.history', { inMenu: true, ...registered }, pageLoaders.personHistory),
  route('/manage/person/wxSet', 'page.manage.person.wxSet', { inMenu: true, ...registered }, pageLoaders.messageSettings),
  route('/manage/comp/baseInfo', 'page.manage.comp.baseInfo', { inMenu: true, ...registered, isAdmin: true, roles: listed }, pageLoaders.companyBaseInfo),
  route('/manage/comp/staff', 'page.manage.comp.staff', { inMenu: true, ...registered, isAdmin: true }, pageLoaders.companyStaff),
  route('/manage/comp/org', 'page.manage.comp.org', { inMenu: true, ...registered, isAdmin: true }, pageLoaders.companyOrg),
  route('/manage/serveCom/set', 'page.manage.serveCom.set', { inMenu: true, ...registered, roles: serveCom }, pageLoaders.serviceCompanySet),
  // the people calls are the administrator's (as for /manage/comp/staff), on the same page
  route('/manage/serveCom/staff', 'page.manage.serveCom.staff', { inMenu: true, ...registered, isAdmin: true, roles: serveCom }, pageLoaders.companyStaff),
  route('/manage/sCart/index', 'page.manage.sCart.index', { inMenu: true, ...registered, ...cart }, pageLoaders.cart),
  route('/manage/sCart/buyInfo', 'page.manage.sCart.buyInfo', { hideSidebar: true, ...registered, ...cart }, pageLoaders.buyInfo),
  route('/manage/order/index', 'page.manage.order.index', { inMenu: true, ...registered }, pageLoaders.orderList),
  route('/manage/order/detail', 'page.manage.order.detail', { hideSidebar: true, ...registered }, pageLoaders.orderDetail),
  route('/manage/order/invoice', 'page.manage.order.invoice', { inMenu: true, ...registered }, pageLoaders.invoice),
  route('/manage/vip/index', 'page.manage.vip', { inMenu: true, ...registered }, pageLoaders.vip),
  menuItem('/manage/sys/message', 'page.manage.message', { ...registered, noCache: true }, pageLoaders.messageCentre),

  // Back office and development tools
  route('/admin/certification', 'page.admin.certification', { ...registered, staffOnly: true, hideSidebar: true }, pageLoaders.certificationReview),
  route('/admin/orders', 'page.admin.orders', { ...registered, staffOnly: true, hideSidebar: true }, pageLoaders.ordersAdmin),
  route('/admin/invoices', 'page.admin.invoices', { ...registered, staffOnly: true, hideSidebar: true }, pageLoaders.invoicesAdmin),
  route('/admin/secretaryTemplates', 'page.admin.secretaryTemplates', { ...registered, staffOnly: true, hideSidebar: true }, pageLoaders.secretaryTemplatesAdmin),
  route('/admin/sync', 'page.admin.sync', { ...registered, staffOnly: true, hideSidebar: true }, pageLoaders.syncAdmin),
  publicPage('/dev/outbox', 'page.dev.outbox', {}, pageLoaders.devOutbox),
];

/** Redirects of spec §2. */
export const ROUTE_REDIRECTS = {
  /** An empty path goes to the announcement list. */
  index: '/disData/notice/list',
  /** /loginNo goes to the root (which redirects again). */
  loginNo: '/',
  /** Any unknown path. */
  unknown: '/404',
} as const;

const routesByPath = new Map(appRoutes.map((entry) => [entry.path, entry]));

/** The route declared for an exact path (no params or splats), if any. */
export const findRoute = (pathname: string): AppRoute | undefined => {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = routesByPath.get(normalized);
  if (exact) return exact;
  if (normalized.startsWith('/redirect/')) return routesByPath.get('/redirect/*');
  return undefined;
};
