import { BLACKOUT_DAYS, DISCLOSURE_DEADLINES, NOTICE_PERIODS, REPORTING_PERIODS } from '../calculators/calculator-limits';
import { getRule, type RuleKey } from '../calculators/rules';
import type { Anchor, MatterTemplate, ReminderPlan, TaskRule, TemplateTask } from './template-types';

/**
 * The seed catalogue of matter templates, from the secretary brief §1 (rule, source,
 * confidence tag) and hk-rules §3, §8, §9. Listing Rules citations come from the
 * calculators' rule table (`getRule`), so /calAi and the secretary cite the same rule
 * with the same tag. Statutory periods of the Companies Ordinance are cited here.
 * Editing happens on the server's copy (staff); this is only the first version.
 */

const FYE: Anchor = { input: 'financialYearEnd' };
const HALF_YEAR_END: Anchor = { input: 'financialYearEnd', plusMonths: 6 };
const BOARD: Anchor = { input: 'boardMeetingDate' };
const AGM: Anchor = { input: 'agmDate' };
const EVENT: Anchor = { input: 'eventDate' };

const LONG: ReminderPlan = { offsets: [5, 3, 1], daily: false };
const SHORT: ReminderPlan = { offsets: [1], daily: false };
const DAILY: ReminderPlan = { offsets: [], daily: true };

/** Both boards' citations of a Listing Rules key. */
const listingRule = (key: RuleKey): { rule: TaskRule; gemRule: TaskRule } => ({ rule: getRule(key, 'MB'), gemRule: getRule(key, 'GEM') });
const cite = (rule: string, confidence: TaskRule['confidence']): { rule: TaskRule } => ({ rule: { rule, confidence } });

const listedAnnualCycle: MatterTemplate = {
  code: 'listed-annual-cycle',
  category: 'listedRecurring',
  audience: 'listed',
  names: { en: 'Annual reporting cycle (listed issuer)', zhHK: '年度匯報周期（上市發行人）', zhCN: '年度报告周期（上市发行人）' },
  inputs: [
    { key: 'financialYearEnd', required: true },
    { key: 'boardMeetingDate', required: false },
    { key: 'agmDate', required: false },
    { key: 'printingDate', required: false },
  ],
  tasks: [
    {
      code: 'blackout-notice',
      names: { en: 'Notify the Exchange of the blackout start', zhHK: '通知聯交所禁售期開始', zhCN: '通知联交所禁售期开始' },
      kind: 'calendar-plain',
      // The day before the blackout starts: max(board meeting − 60 days, year end + 1) − 1 (hk-rules §8 rows 1–2).
      deadline: {
        op: 'latest',
        of: [
          { op: 'daysAfter', anchor: BOARD, days: -(BLACKOUT_DAYS.annual + 1) },
          { op: 'daysAfter', anchor: FYE, days: 0 },
        ],
      },
      ...listingRule('blackoutNotification'),
      source: 'MB App C3 A.3',
      internalLeadBusinessDays: 2,
      reminders: LONG,
    },
    {
      code: 'blackout-start',
      names: { en: "Directors' dealing blackout starts (60 days)", zhHK: '董事買賣禁售期開始（60日）', zhCN: '董事买卖禁售期开始（60日）' },
      kind: 'calendar-plain',
      deadline: {
        op: 'latest',
        of: [
          { op: 'daysAfter', anchor: BOARD, days: -BLACKOUT_DAYS.annual },
          { op: 'daysAfter', anchor: FYE, days: 1 },
        ],
      },
      ...listingRule('blackout'),
      source: 'MB App C3 A.3(a)',
      internalLeadBusinessDays: 2,
      reminders: LONG,
    },
    {
      code: 'board-meeting-notice',
      names: { en: 'Board meeting notice (results / dividend)', zhHK: '董事會會議通告（業績／股息）', zhCN: '董事会会议通告（业绩／股息）' },
      kind: 'business-day',
      deadline: { op: 'clearBusinessDaysBefore', anchor: BOARD, count: NOTICE_PERIODS.boardMeetingClearBusinessDays },
      ...listingRule('boardMeetingNotice'),
      source: 'MB r.13.43',
      reminders: LONG,
    },
    {
      code: 'annual-results',
      names: { en: 'Annual results announcement', zhHK: '全年業績公告', zhCN: '年度业绩公告' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: FYE, months: REPORTING_PERIODS.annualResultsMonths },
      ...listingRule('annualResults'),
      source: 'MB r.13.49(1), r.13.45 n.1',
      reminders: LONG,
    },
    {
      code: 'annual-report',
      names: { en: 'Annual report to members', zhHK: '向股東寄發年報', zhCN: '向股东寄发年度报告' },
      kind: 'calendar-plain',
      deadline: {
        op: 'earliest',
        of: [
          { op: 'monthsAfter', anchor: FYE, months: REPORTING_PERIODS.annualReportMonths },
          { op: 'clearDaysBefore', anchor: AGM, days: REPORTING_PERIODS.annualReportBeforeAgmDays },
        ],
      },
      ...listingRule('annualReport'),
      source: 'MB r.13.46(1)(a)',
      reminders: LONG,
    },
    {
      code: 'cct-auditor-letter',
      names: { en: "Copy of the auditor's CCT letter to the Exchange", zhHK: '向聯交所提交核數師持續關連交易函件副本', zhCN: '向联交所提交审计师持续关连交易函件副本' },
      kind: 'business-day',
      deadline: { op: 'businessDaysBefore', anchor: { input: 'printingDate' }, count: 10 },
      rule: { rule: 'MB 14A.57', confidence: 'V' },
      gemRule: { rule: 'GEM Ch.20 (as MB 14A.57)', confidence: 'M' },
      source: 'MB r.14A.57',
      reminders: LONG,
    },
    {
      code: 'cct-ined-review',
      names: { en: 'CCT annual review: INED confirmation in the annual report', zhHK: '持續關連交易年度審核：獨立非執行董事確認', zhCN: '持续关连交易年度审核：独立非执行董事确认' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: FYE, months: REPORTING_PERIODS.annualReportMonths },
      rule: { rule: 'MB 14A.55, 14A.56', confidence: 'V' },
      gemRule: { rule: 'GEM Ch.20 (as MB 14A.55, 14A.56)', confidence: 'M' },
      source: 'MB r.14A.55–14A.56',
      reminders: LONG,
    },
    {
      code: 'ined-independence',
      names: { en: 'INED annual confirmation of independence', zhHK: '獨立非執行董事年度獨立性確認', zhCN: '独立非执行董事年度独立性确认' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: FYE, months: REPORTING_PERIODS.annualReportMonths },
      rule: { rule: 'MB 3.13', confidence: 'M' },
      gemRule: { rule: 'GEM 5.09', confidence: 'M' },
      source: 'MB r.3.13',
      reminders: LONG,
    },
    {
      code: 'esg-report',
      names: { en: 'ESG report', zhHK: '環境、社會及管治報告', zhCN: '环境、社会及管治报告' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: FYE, months: REPORTING_PERIODS.esgReportMonths },
      ...listingRule('esgReport'),
      source: 'MB App C2',
      reminders: LONG,
    },
    {
      code: 'agm-notice',
      names: { en: 'AGM notice and circular', zhHK: '股東周年大會通告及通函', zhCN: '股东周年大会通告及通函' },
      kind: 'calendar-plain',
      deadline: { op: 'clearDaysBefore', anchor: AGM, days: NOTICE_PERIODS.annualGeneralMeetingDays },
      ...listingRule('agmNotice'),
      source: 'CO s.571; MB r.13.74, r.10.06(1)(b)',
      reminders: LONG,
    },
    {
      code: 'agm',
      names: { en: 'Hold the AGM', zhHK: '舉行股東周年大會', zhCN: '召开股东周年大会' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: FYE, months: REPORTING_PERIODS.agmMonths },
      ...listingRule('agmWithinSixMonths'),
      source: 'CO s.610(1)(b); MB App A1',
      reminders: LONG,
    },
    {
      code: 'poll-results',
      names: { en: 'Poll results announcement', zhHK: '投票表決結果公告', zhCN: '投票表决结果公告' },
      kind: 'business-day',
      deadline: { op: 'businessDaysAfter', anchor: AGM, count: 1 },
      ...listingRule('pollResults'),
      source: 'MB r.13.39(5)',
      dueTime: DISCLOSURE_DEADLINES.deadlineTime,
      internalLeadBusinessDays: 0,
      reminders: SHORT,
    },
    {
      code: 'annual-return-listed',
      names: { en: 'Annual return NAR1 (HK-incorporated)', zhHK: '周年申報表 NAR1（香港註冊成立）', zhCN: '周年申报表 NAR1（香港注册成立）' },
      kind: 'calendar-cr',
      // Return date = 6 months after the accounting reference period; deliver within 42 days after it.
      deadline: { op: 'daysAfter', anchor: { input: 'financialYearEnd', plusMonths: 6 }, days: 42 },
      ...cite('CO s.662(3),(4); Sch 6 s.2', 'V'),
      source: 'CO s.662(3),(4); Sch 6 s.2',
      onlyHongKongIncorporated: true,
      reminders: LONG,
    },
    {
      code: 'interim-results',
      names: { en: 'Interim results announcement', zhHK: '中期業績公告', zhCN: '中期业绩公告' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: HALF_YEAR_END, months: REPORTING_PERIODS.interimResultsMonths },
      ...listingRule('interimResults'),
      source: 'MB r.13.49(6)',
      reminders: LONG,
    },
    {
      code: 'interim-report',
      names: { en: 'Interim report', zhHK: '中期報告', zhCN: '中期报告' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: HALF_YEAR_END, months: REPORTING_PERIODS.interimReportMonths },
      ...listingRule('interimReport'),
      source: 'MB r.13.48(1)',
      reminders: LONG,
    },
    {
      code: 'monthly-return',
      names: { en: 'Monthly Return (FF301)', zhHK: '月報表（FF301）', zhCN: '月报表（FF301）' },
      kind: 'business-day',
      // 08:30 on the 5th business day after each month end, from the first month of the new year.
      deadline: { op: 'businessDaysAfter', anchor: { input: 'financialYearEnd', plusMonths: 1 }, count: DISCLOSURE_DEADLINES.monthlyReturnBusinessDays },
      ...listingRule('monthlyReturn'),
      source: 'MB r.13.25B',
      dueTime: DISCLOSURE_DEADLINES.deadlineTime,
      internalLeadBusinessDays: 1,
      repeatMonthly: 12,
      reminders: SHORT,
    },
  ],
};

/** An event-driven listed matter: the trigger is the event date. */
const listedEvent = (code: string, names: MatterTemplate['names'], tasks: TemplateTask[]): MatterTemplate => ({
  code,
  category: 'listedEvent',
  audience: 'listed',
  names,
  inputs: [{ key: 'eventDate', required: true }],
  tasks,
});

const asap = (code: string, names: TemplateTask['names'], rule: { rule: TaskRule; gemRule?: TaskRule }, source: string): TemplateTask => ({
  code,
  names,
  kind: 'calendar-plain',
  deadline: { op: 'on', anchor: EVENT },
  ...rule,
  source,
  isAsap: true,
  internalLeadBusinessDays: 0,
  reminders: DAILY,
});

/** CR filing within N days of the event (15-day forms: roll-forward per Cap. 1 s.71 [M]). */
const registryDays = (code: string, names: TemplateTask['names'], days: number, rule: TaskRule, source: string, extra: Partial<TemplateTask> = {}): TemplateTask => ({
  code,
  names,
  kind: 'calendar-cr',
  deadline: { op: 'daysAfter', anchor: EVENT, days },
  rule,
  source,
  reminders: LONG,
  ...extra,
});

const nddr: TemplateTask = {
  code: 'nddr',
  names: { en: 'Next Day Disclosure Return', zhHK: '翌日披露報表', zhCN: '翌日披露报表' },
  kind: 'business-day',
  deadline: { op: 'businessDaysAfter', anchor: EVENT, count: 1 },
  ...listingRule('nextDayDisclosureReturn'),
  source: 'MB r.13.25A',
  dueTime: DISCLOSURE_DEADLINES.deadlineTime,
  internalLeadBusinessDays: 0,
  reminders: SHORT,
};

const listedEvents: MatterTemplate[] = [
  listedEvent('director-change', { en: 'Change of director', zhHK: '董事變更', zhCN: '董事变更' }, [
    asap('announcement', { en: 'Announcement with r.13.51(2) particulars', zhHK: '公告（載列第13.51(2)條資料）', zhCN: '公告（载列第13.51(2)条资料）' }, { rule: { rule: 'MB 13.51(2)', confidence: 'V' }, gemRule: { rule: 'GEM 17.50(2)', confidence: 'M' } }, 'MB r.13.51(2)'),
    asap('declaration', { en: "New director's declaration, undertaking and contact details", zhHK: '新董事聲明、承諾及聯絡資料', zhCN: '新董事声明、承诺及联络资料' }, { rule: { rule: 'MB 13.51(2), 3.20 (forms)', confidence: 'M' } }, 'MB r.13.51(2), r.3.20'),
    registryDays('nd2a', { en: 'ND2A to the Companies Registry', zhHK: '向公司註冊處提交 ND2A', zhCN: '向公司注册处提交 ND2A' }, 15, { rule: 'CO s.645', confidence: 'V' }, 'CO s.645; CR FAQ', { onlyHongKongIncorporated: true }),
    {
      code: 'di-first-notice',
      names: { en: "Director's first DI notice (Form 3A)", zhHK: '董事首次權益披露通知（表格3A）', zhCN: '董事首次权益披露通知（表格3A）' },
      kind: 'business-day',
      deadline: { op: 'businessDaysAfter', anchor: EVENT, count: 10 },
      ...cite('SFO s.341, s.347 (10 business days)', 'M'),
      source: 'SFO Part XV',
      reminders: LONG,
    },
  ]),
  listedEvent('director-particulars-change', { en: "Change in a director's or secretary's particulars", zhHK: '董事或秘書資料變更', zhCN: '董事或秘书资料变更' }, [
    registryDays('nd2b', { en: 'ND2B to the Companies Registry', zhHK: '向公司註冊處提交 ND2B', zhCN: '向公司注册处提交 ND2B' }, 15, { rule: 'CO s.645', confidence: 'V' }, 'CO s.645; CR FAQ', { onlyHongKongIncorporated: true }),
  ]),
  listedEvent('secretary-office-change', { en: 'Change of company secretary, registered office or share registrar', zhHK: '公司秘書、註冊辦事處或股份過戶登記處變更', zhCN: '公司秘书、注册办事处或股份过户登记处变更' }, [
    asap('announcement', { en: 'Announcement', zhHK: '公告', zhCN: '公告' }, { rule: { rule: 'MB 13.51', confidence: 'S' }, gemRule: { rule: 'GEM 17.50', confidence: 'M' } }, 'MB r.13.51'),
    registryDays('nd2a-nr1', { en: 'ND2A (secretary) or NR1 (office) to the Registry', zhHK: '向公司註冊處提交 ND2A（秘書）或 NR1（辦事處）', zhCN: '向公司注册处提交 ND2A（秘书）或 NR1（办事处）' }, 15, { rule: 'CO s.645, s.658', confidence: 'S' }, 'CO s.645, s.658', { onlyHongKongIncorporated: true }),
  ]),
  listedEvent('disclosure-of-interests', { en: 'Disclosure of interests (SFO Part XV)', zhHK: '權益披露（《證券及期貨條例》第XV部）', zhCN: '权益披露（《证券及期货条例》第XV部）' }, [
    {
      code: 'di-notice',
      names: { en: 'DI notice (Form 1/2 or 3A)', zhHK: '權益披露通知（表格1/2或3A）', zhCN: '权益披露通知（表格1/2或3A）' },
      kind: 'business-day',
      deadline: { op: 'businessDaysAfter', anchor: EVENT, count: 3 },
      ...cite('SFO Part XV (3 business days)', 'S'),
      source: 'SFO s.310–s.324, s.341, s.347',
      internalLeadBusinessDays: 1,
      reminders: DAILY,
    },
  ]),
  listedEvent('notifiable-transaction', { en: 'Notifiable transaction', zhHK: '須予公布的交易', zhCN: '须予公布的交易' }, [
    asap('announcement', { en: 'Announcement once the terms are finalised', zhHK: '條款落實後公告', zhCN: '条款落实后公告' }, listingRule('announcement'), 'MB Ch.14'),
  ]),
  listedEvent('connected-transaction', { en: 'Connected transaction', zhHK: '關連交易', zhCN: '关连交易' }, [
    asap('announcement', { en: 'Announcement once the terms are finalised', zhHK: '條款落實後公告', zhCN: '条款落实后公告' }, { rule: { rule: 'MB Ch.14A (timing)', confidence: 'M' }, gemRule: { rule: 'GEM Ch.20 (timing)', confidence: 'M' } }, 'MB Ch.14A'),
  ]),
  listedEvent('dividend-decision', { en: 'Dividend decision', zhHK: '股息決定', zhCN: '股息决定' }, [
    asap('announcement', { en: 'Announce immediately after approval', zhHK: '批准後隨即公告', zhCN: '批准后随即公告' }, { rule: { rule: 'MB 13.45(1)', confidence: 'V' }, gemRule: { rule: 'GEM 17.49(1)', confidence: 'M' } }, 'MB r.13.45(1)'),
  ]),
  listedEvent('inside-information', { en: 'Inside information', zhHK: '內幕消息', zhCN: '内幕消息' }, [
    asap('announcement', { en: 'Announce as soon as reasonably practicable', zhHK: '在合理地切實可行範圍內盡快公告', zhCN: '在合理切实可行范围内尽快公告' }, { rule: { rule: 'SFO Part XIVA; MB 13.09', confidence: 'V' } }, 'SFO Part XIVA; MB r.13.09'),
  ]),
  listedEvent('share-allotment', { en: 'Allotment of shares', zhHK: '配發股份', zhCN: '配发股份' }, [
    nddr,
    {
      code: 'nsc1',
      names: { en: 'Return of allotment NSC1', zhHK: '股份配發申報書 NSC1', zhCN: '股份配发申报书 NSC1' },
      kind: 'calendar-cr',
      deadline: { op: 'monthsAfter', anchor: EVENT, months: 1 },
      ...cite('CO s.142', 'M'),
      source: 'CO s.142',
      onlyHongKongIncorporated: true,
      reminders: LONG,
    },
  ]),
  listedEvent('share-buy-back', { en: 'Share buy-back', zhHK: '股份購回', zhCN: '股份回购' }, [nddr]),
  listedEvent('charge-created', { en: 'Charge created', zhHK: '設立押記', zhCN: '设立押记' }, [
    {
      code: 'nm1',
      names: { en: 'Form NM1 with a certified copy of the instrument', zhHK: '表格 NM1 連同文書核證副本', zhCN: '表格 NM1 连同文书核证副本' },
      kind: 'calendar-cr',
      deadline: { op: 'monthsAfter', anchor: EVENT, months: 1 },
      ...cite('CO s.335–s.340', 'V'),
      source: 'CO s.335–s.340; CR FAQ',
      onlyHongKongIncorporated: true,
      reminders: LONG,
    },
  ]),
];

const privateCompany = (code: string, names: MatterTemplate['names'], inputs: MatterTemplate['inputs'], tasks: TemplateTask[]): MatterTemplate => ({
  code,
  category: 'private',
  audience: 'private',
  names,
  inputs,
  tasks,
});

const privateTemplates: MatterTemplate[] = [
  privateCompany('private-annual-return', { en: 'Annual return (private company)', zhHK: '周年申報表（私人公司）', zhCN: '周年申报表（私人公司）' }, [{ key: 'anniversaryDate', required: true }], [
    {
      code: 'nar1',
      names: { en: 'Deliver annual return NAR1 (fee HK$105)', zhHK: '交付周年申報表 NAR1（費用港幣105元）', zhCN: '交付周年申报表 NAR1（费用港币105元）' },
      kind: 'calendar-cr',
      deadline: { op: 'daysAfter', anchor: { input: 'anniversaryDate' }, days: 42 },
      ...cite('CO s.662(1),(2)', 'V'),
      source: 'CO s.662(1),(2); Cap. 622K Sch 1',
      reminders: LONG,
    },
  ]),
  privateCompany('private-agm', { en: 'AGM (private company)', zhHK: '股東周年大會（私人公司）', zhCN: '股东周年大会（私人公司）' }, [{ key: 'financialYearEnd', required: true }, { key: 'agmDate', required: false }], [
    {
      code: 'reporting-documents',
      names: { en: 'Send the reporting documents to members', zhHK: '向成員寄發財務匯報文件', zhCN: '向成员寄发财务汇报文件' },
      kind: 'calendar-plain',
      deadline: { op: 'clearDaysBefore', anchor: AGM, days: 21 },
      ...cite('CO s.430–s.431', 'M'),
      source: 'CO s.430–s.431',
      reminders: LONG,
    },
    {
      code: 'agm',
      names: { en: 'Hold the AGM (9 months)', zhHK: '舉行股東周年大會（9個月內）', zhCN: '召开股东周年大会（9个月内）' },
      kind: 'calendar-plain',
      deadline: { op: 'monthsAfter', anchor: FYE, months: 9 },
      ...cite('CO s.610', 'V'),
      source: 'CO s.610; CR FAQ',
      reminders: LONG,
    },
  ]),
  privateCompany('private-officer-change', { en: 'Change of director, secretary or registered office', zhHK: '董事、秘書或註冊辦事處變更', zhCN: '董事、秘书或注册办事处变更' }, [{ key: 'eventDate', required: true }], [
    registryDays('nd2a-nd2b-nr1', { en: 'ND2A / ND2B / NR1 to the Registry', zhHK: '向公司註冊處提交 ND2A／ND2B／NR1', zhCN: '向公司注册处提交 ND2A／ND2B／NR1' }, 15, { rule: 'CO s.645, s.658', confidence: 'V' }, 'CO s.645, s.658'),
  ]),
  privateCompany('significant-controllers', { en: 'Significant controllers register change', zhHK: '重要控制人登記冊變更', zhCN: '重要控制人登记册变更' }, [{ key: 'eventDate', required: true }], [
    {
      code: 'scr-update',
      names: { en: 'Enter the particulars in the SCR', zhHK: '將資料記入重要控制人登記冊', zhCN: '将资料记入重要控制人登记册' },
      kind: 'calendar-plain',
      deadline: { op: 'daysAfter', anchor: EVENT, days: 7 },
      ...cite('CO Part 12 Div 2A (s.653A ff.)', 'S'),
      source: 'CO Part 12 Div 2A',
      internalLeadBusinessDays: 1,
      reminders: DAILY,
    },
  ]),
  privateCompany('registers-place', { en: 'Place where registers are kept', zhHK: '登記冊存放地點', zhCN: '登记册存放地点' }, [{ key: 'eventDate', required: true }], [
    registryDays('nr2', { en: 'Form NR2 to the Registry', zhHK: '向公司註冊處提交表格 NR2', zhCN: '向公司注册处提交表格 NR2' }, 15, { rule: 'CO Part 12 (NR2)', confidence: 'S' }, 'CO Part 12'),
  ]),
  privateCompany('business-registration-renewal', { en: 'Business registration renewal', zhHK: '商業登記續期', zhCN: '商业登记续期' }, [{ key: 'expiryDate', required: true }], [
    {
      code: 'br-renewal',
      names: { en: 'Renew the business registration certificate', zhHK: '續期商業登記證', zhCN: '续期商业登记证' },
      kind: 'calendar-plain',
      deadline: { op: 'on', anchor: { input: 'expiryDate' } },
      ...cite('Business Registration Ordinance (Cap. 310)', 'M'),
      source: 'Cap. 310',
      reminders: LONG,
    },
  ]),
];

/** Every seed template, in catalogue order. */
export const MATTER_TEMPLATE_CATALOGUE: readonly MatterTemplate[] = [listedAnnualCycle, ...listedEvents, ...privateTemplates];

/** The seed template of `code`, or undefined. */
export const findCatalogueTemplate = (code: string): MatterTemplate | undefined => MATTER_TEMPLATE_CATALOGUE.find((template) => template.code === code);
