import type { RuleReference } from '@app/contracts';
import type { Block } from '../document-model';
import { categoryOf, field, tri, type MissingParticular, type TemplateContext, type TemplateDefinition } from './template';

/** Board documents (secretary-documents-files §2.7): notice of board meeting, minutes, directors' written resolutions. */

const MEETING_DATE = tri('Meeting date', '會議日期', '会议日期');
const MEETING_TIME = tri('Meeting time', '會議時間', '会议时间');
const VENUE = tri('Venue or video link', '地點或視像會議連結', '地点或视频会议链接');
const ITEMS = tri('Business (one resolution or agenda item each)', '議程（每項一個決議或議程項目）', '议程（每项一个决议或议程项目）');

const C53: RuleReference = {
  rule: 'CG Code C.5.3',
  tag: 'V',
  note: tri('Notice of at least 14 days for a regular board meeting; reasonable notice for other meetings.', '定期董事會會議須發出最少14天通知；其他會議須發出合理通知。', '定期董事会会议须发出最少14天通知；其他会议须发出合理通知。'),
};
const C58: RuleReference = {
  rule: 'CG Code C.5.8',
  tag: 'M',
  note: tri('Agenda and board papers sent at least 3 days before the meeting: the number of days is unverified.', '議程及董事會文件須於會議前最少3天送出：天數未經核實。', '议程及董事会文件须于会议前最少3天送出：天数未经核实。'),
};
const C54: RuleReference = {
  rule: 'CG Code C.5.4, C.5.5',
  tag: 'V',
  note: tri(
    'Minutes kept by a duly appointed secretary, in sufficient detail, including directors\' concerns and dissenting views; drafts and final versions sent to all directors.',
    '會議紀錄由正式委任的秘書備存，須足夠詳細，包括董事的關注及反對意見；初稿及定稿須送交全體董事。',
    '会议记录由正式委任的秘书备存，须足够详细，包括董事的关注及反对意见；初稿及定稿须送交全体董事。',
  ),
};
const S481: RuleReference = {
  rule: 'CO s.481',
  tag: 'M',
  note: tri('Keep minutes and records of resolutions for at least 10 years: unverified.', '會議紀錄及決議紀錄須保存最少10年：未經核實。', '会议记录及决议记录须保存最少10年：未经核实。'),
};

/** "Dear Directors" lines and the company heading of internal board documents. */
const companyHeading = (context: TemplateContext): Block[] => {
  const name = context.companyName();
  return name ? [context.heading(name, 1)] : [];
};

const numbered = (context: TemplateContext, texts: string[]): Block[] =>
  texts.map((text, index) => context.paragraph([{ text: `${index + 1}.  `, bold: true }, { text }], 'justify'));

export const boardMeetingNotice: TemplateDefinition = {
  id: 'board.notice',
  family: 'board',
  version: 1,
  title: tri('Notice of board meeting', '董事會會議通告', '董事会会议通知'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['sideBySide', 'separate', 'sequential'],
  defaultLayout: 'sideBySide',
  needsCompany: true,
  rules: [C53, C58],
  fields: [
    field('noticeDate', 'date', tri('Date of notice', '通告日期', '通知日期'), { required: true }),
    field('meetingDate', 'date', MEETING_DATE, { required: true }),
    field('meetingTime', 'time', MEETING_TIME, { required: true }),
    field('venue', 'text', VENUE, { required: true }),
    field('items', 'items', ITEMS, { required: true }),
    field('papers', 'items', tri('Board papers (optional)', '董事會文件（選填）', '董事会文件（选填）')),
    field('secretary', 'text', tri('Company secretary (name)', '公司秘書（姓名）', '公司秘书（姓名）'), { required: true }),
  ],
  build: (context) => {
    const { inputs, t } = context;
    const company = context.companyName();
    const blocks: Block[] = [...companyHeading(context), context.heading(t(tri('NOTICE OF BOARD MEETING', '董事會會議通告', '董事会会议通知')), 1)];
    blocks.push(context.paragraph(t(tri(`To: All Directors of ${company} (the "Company")`, `致：${company}（「本公司」）全體董事`, `致：${company}（“本公司”）全体董事`)), 'left'));
    const when = `${context.dateWithWeekday(inputs.plain('meetingDate'))}${context.script === 'en' ? ' at ' : ''}${context.time(inputs.plain('meetingTime'))}`;
    const venue = context.say(inputs.text('venue'));
    blocks.push(
      context.paragraph(
        t(
          tri(
            `NOTICE IS HEREBY GIVEN that a meeting of the board of directors of the Company (the "Board") will be held at ${venue} on ${when} for the following purposes:`,
            `茲通告本公司董事會（「董事會」）謹訂於${when}假座${venue}舉行會議，以處理下列事項：`,
            `兹通知本公司董事会（“董事会”）谨定于${when}在${venue}举行会议，以处理下列事项：`,
          ),
        ),
      ),
    );
    blocks.push(...numbered(context, inputs.items('items').map((item) => context.say(item))));
    const papers = inputs.items('papers').map((item) => context.say(item)).filter(Boolean);
    if (papers.length) {
      blocks.push(context.heading(t(tri('Board papers', '董事會文件', '董事会文件')), 3, 'left'));
      blocks.push(...numbered(context, papers));
    }
    blocks.push(
      context.paragraph(
        t(
          tri(
            'This notice is given in accordance with code provision C.5.3 of the Corporate Governance Code (at least 14 days\' notice of a regular board meeting). Directors who wish to include matters in the agenda are invited to inform the Company Secretary.',
            '本通告乃按照企業管治守則守則條文第C.5.3條（定期董事會會議須發出最少14天通知）發出。董事如欲於議程內加入事項，請通知公司秘書。',
            '本通知乃按照企业管治守则守则条文第C.5.3条（定期董事会会议须发出最少14天通知）发出。董事如欲于议程内加入事项，请通知公司秘书。',
          ),
        ),
      ),
    );
    blocks.push(context.paragraph(t(tri('By order of the Board', '承董事會命', '承董事会命')), 'right'));
    blocks.push(context.paragraph(context.say(inputs.text('secretary')), 'right'));
    blocks.push(context.paragraph(t(tri('Company Secretary', '公司秘書', '公司秘书')), 'right'));
    blocks.push(context.paragraph(t(tri(`Hong Kong, ${context.date(inputs.plain('noticeDate'))}`, `香港，${context.date(inputs.plain('noticeDate'))}`, `香港，${context.date(inputs.plain('noticeDate'))}`)), 'left'));
    return blocks;
  },
};

export const boardMinutes: TemplateDefinition = {
  id: 'board.minutes',
  family: 'board',
  version: 1,
  title: tri('Minutes of board meeting', '董事會會議紀錄', '董事会会议记录'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['sideBySide', 'separate', 'sequential'],
  defaultLayout: 'sideBySide',
  needsCompany: true,
  rules: [C54, S481],
  fields: [
    field('meetingDate', 'date', MEETING_DATE, { required: true }),
    field('meetingTime', 'time', MEETING_TIME, { required: true }),
    field('venue', 'text', VENUE, { required: true }),
    field('present', 'directors', tri('Present (directors)', '出席（董事）', '出席（董事）'), { required: true }),
    field('chairman', 'text', tri('Chairman of the meeting', '會議主席', '会议主席'), { required: true }),
    field('inAttendance', 'text', tri('In attendance (secretary, auditors, advisers)', '列席（秘書、核數師、顧問）', '列席（秘书、审计师、顾问）')),
    field('declarations', 'text', tri('Declarations of interest (leave empty if none)', '利益申報（如無請留空）', '利益申报（如无请留空）')),
    field('items', 'items', ITEMS, { required: true }),
    field('closeTime', 'time', tri('Time the meeting closed', '會議結束時間', '会议结束时间')),
  ],
  build: (context) => {
    const { inputs, t, script } = context;
    const company = context.companyName();
    const venue = context.say(inputs.text('venue'));
    const when = `${context.date(inputs.plain('meetingDate'))}${script === 'en' ? ' at ' : ''}${context.time(inputs.plain('meetingTime'))}`;
    const blocks: Block[] = [
      ...companyHeading(context),
      context.heading(
        t(
          tri(
            `MINUTES of a meeting of the Board of Directors of ${company} (the "Company") held at ${venue} on ${when}`,
            `${company}（「本公司」）董事會於${when}假座${venue}舉行之會議紀錄`,
            `${company}（“本公司”）董事会于${when}在${venue}举行之会议记录`,
          ),
        ),
        2,
      ),
    ];
    const present = inputs.directors('present');
    blocks.push(context.heading(t(tri('Present', '出席者', '出席者')), 3, 'left'));
    blocks.push(...present.map((director) => context.paragraph(`${context.personName(director)}${director.isChairman ? t(tri(' (Chairman)', '（主席）', '（主席）')) : ''} – ${t(categoryOf(director.category))}`, 'left')));
    const attendance = context.say(inputs.text('inAttendance'));
    if (attendance) {
      blocks.push(context.heading(t(tri('In attendance', '列席者', '列席者')), 3, 'left'));
      blocks.push(context.paragraph(attendance, 'left'));
    }
    const chairman = context.say(inputs.text('chairman'));
    blocks.push(context.heading(t(tri('1. Chairman', '1. 主席', '1. 主席')), 3, 'left'));
    blocks.push(context.paragraph(t(tri(`${chairman} took the chair of the meeting.`, `${chairman}擔任會議主席。`, `${chairman}担任会议主席。`))));
    blocks.push(context.heading(t(tri('2. Notice and quorum', '2. 通知及法定人數', '2. 通知及法定人数')), 3, 'left'));
    blocks.push(
      context.paragraph(
        t(
          tri(
            'The Chairman noted that notice of the meeting had been duly given to all directors and that a quorum was present, and declared the meeting duly convened.',
            '主席確認會議通知已正式發予全體董事，且出席人數已達法定人數，並宣布會議正式召開。',
            '主席确认会议通知已正式发予全体董事，且出席人数已达法定人数，并宣布会议正式召开。',
          ),
        ),
      ),
    );
    blocks.push(context.heading(t(tri('3. Declarations of interest', '3. 利益申報', '3. 利益申报')), 3, 'left'));
    const declarations = context.say(inputs.text('declarations'));
    blocks.push(
      context.paragraph(
        declarations
          ? `${declarations} ${t(tri('The director concerned abstained from voting on the relevant resolution and was not counted in the quorum.', '有關董事已就相關決議放棄投票，且不計入法定人數。', '有关董事已就相关决议放弃投票，且不计入法定人数。'))}`
          : t(tri('No director declared any interest in the business of the meeting.', '概無董事就會議事項申報任何利益。', '概无董事就会议事项申报任何利益。')),
      ),
    );
    inputs.items('items').forEach((item, index) => {
      blocks.push(context.heading(`${index + 4}. ${t(tri('Business', '議程事項', '议程事项'))}`, 3, 'left'));
      blocks.push(context.paragraph([{ text: t(tri('IT WAS RESOLVED THAT ', '議決：', '议决：')), bold: true }, { text: context.say(item) }]));
    });
    const next = inputs.items('items').length + 4;
    blocks.push(context.heading(t(tri(`${next}. Authorisation`, `${next}. 授權`, `${next}. 授权`)), 3, 'left'));
    blocks.push(
      context.paragraph([
        { text: t(tri('IT WAS RESOLVED THAT ', '議決：', '议决：')), bold: true },
        {
          text: t(
            tri(
              'any one director or the company secretary of the Company be authorised to sign, execute and file all such documents and do all such things as may be necessary to give effect to the above resolutions.',
              '授權本公司任何一名董事或公司秘書簽署、簽立及存檔所有文件，並辦理一切所需事宜，以落實上述決議。',
              '授权本公司任何一名董事或公司秘书签署、签立及存档所有文件，并办理一切所需事宜，以落实上述决议。',
            ),
          ),
        },
      ]),
    );
    const close = inputs.plain('closeTime');
    blocks.push(
      context.paragraph(
        t(
          tri(
            `There being no other business, the meeting closed${close ? ` at ${context.time(close)}` : ''}.`.replace('..', '.'),
            `會議再無其他事項，${close ? `於${context.time(close)}` : ''}結束。`,
            `会议再无其他事项，${close ? `于${context.time(close)}` : ''}结束。`,
          ),
        ),
      ),
    );
    blocks.push(context.signature([chairman, t(tri('Chairman', '主席', '主席')), t(tri('Date:', '日期：', '日期：'))]));
    return blocks;
  },
};

export const directorsWrittenResolutions: TemplateDefinition = {
  id: 'board.writtenResolutions',
  family: 'board',
  version: 1,
  title: tri("Directors' written resolutions", '董事書面決議', '董事书面决议'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['sideBySide', 'separate', 'sequential'],
  defaultLayout: 'sideBySide',
  needsCompany: true,
  rules: [
    {
      rule: 'Articles of association; Model Articles (Cap. 622H)',
      tag: 'M',
      note: tri('Written resolutions of directors as the articles allow (usually signed by all directors entitled to notice): the article number is the company\'s own; unverified.', '按組織章程細則通過董事書面決議（通常由全體有權收取通知的董事簽署）：細則條號因公司而異；未經核實。', '按组织章程细则通过董事书面决议（通常由全体有权收取通知的董事签署）：细则条号因公司而异；未经核实。'),
    },
    {
      rule: 'CG Code C.5.1',
      tag: 'V',
      note: tri('Written resolutions do not count as a regular board meeting (at least 4 a year).', '書面決議不計作定期董事會會議（每年最少4次）。', '书面决议不计作定期董事会会议（每年最少4次）。'),
    },
    {
      rule: 'CG Code C.5.7',
      tag: 'M',
      note: tri('A material conflict of a substantial shareholder or director: hold a meeting, not a written resolution (unverified).', '主要股東或董事有重大利益衝突時，應舉行會議而非以書面決議處理（未經核實）。', '主要股东或董事有重大利益冲突时，应举行会议而非以书面决议处理（未经核实）。'),
    },
  ],
  fields: [
    field('articleNumber', 'text', tri('Article of the articles of association allowing written resolutions', '容許書面決議的組織章程細則條號', '允许书面决议的组织章程细则条号'), { required: true, bilingual: false }),
    field('resolutionDate', 'date', tri('Date', '日期', '日期'), { required: true }),
    field('recitals', 'items', tri('Background (recitals)', '背景（前言）', '背景（前言）')),
    field('items', 'items', tri('Resolutions', '決議', '决议'), { required: true }),
    field('directors', 'directors', tri('Directors signing', '簽署董事', '签署董事'), { required: true }),
  ],
  build: (context) => {
    const { inputs, t } = context;
    const company = context.companyName();
    const article = inputs.plain('articleNumber');
    const blocks: Block[] = [
      ...companyHeading(context),
      context.heading(
        t(
          tri(
            `WRITTEN RESOLUTIONS OF ALL THE DIRECTORS OF ${company.toUpperCase()} (THE "COMPANY") PASSED PURSUANT TO ARTICLE ${article} OF ITS ARTICLES OF ASSOCIATION`,
            `${company}（「本公司」）全體董事根據本公司組織章程細則第${article}條通過之書面決議`,
            `${company}（“本公司”）全体董事根据本公司组织章程细则第${article}条通过之书面决议`,
          ),
        ),
        2,
      ),
    ];
    const recitals = inputs.items('recitals').map((item) => context.say(item)).filter(Boolean);
    if (recitals.length) {
      blocks.push(context.heading(t(tri('Background', '背景', '背景')), 3, 'left'));
      blocks.push(...numbered(context, recitals));
    }
    blocks.push(context.heading(t(tri('Resolutions', '決議', '决议')), 3, 'left'));
    inputs.items('items').forEach((item, index) => {
      blocks.push(context.paragraph([{ text: `${index + 1}.  ` }, { text: t(tri('IT IS RESOLVED THAT ', '議決：', '议决：')), bold: true }, { text: context.say(item) }]));
    });
    blocks.push(
      context.paragraph(
        t(
          tri(
            'These resolutions, signed by all the directors, shall be as valid and effective as if they had been passed at a meeting of the directors duly convened and held. They may be signed in any number of counterparts and take effect when signed by the last director.',
            '本決議經全體董事簽署後，即如同在正式召開及舉行的董事會會議上通過般有效。本決議可簽署任何數目的副本，並於最後一名董事簽署時生效。',
            '本决议经全体董事签署后，即如同在正式召开及举行的董事会会议上通过般有效。本决议可签署任何数目的副本，并于最后一名董事签署时生效。',
          ),
        ),
      ),
    );
    blocks.push(context.paragraph(t(tri(`Dated ${context.date(inputs.plain('resolutionDate'))}`, `日期：${context.date(inputs.plain('resolutionDate'))}`, `日期：${context.date(inputs.plain('resolutionDate'))}`)), 'left'));
    for (const director of inputs.directors('directors')) blocks.push(context.signature([context.personName(director), t(categoryOf(director.category))]));
    return blocks;
  },
};

export const boardAgenda: TemplateDefinition = {
  id: 'board.agenda',
  family: 'board',
  version: 1,
  title: tri('Agenda of board meeting', '董事會會議議程', '董事会会议议程'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['sideBySide', 'separate', 'sequential'],
  defaultLayout: 'sideBySide',
  needsCompany: true,
  rules: [C58, C53, C54],
  fields: [
    field('agendaDate', 'date', tri('Date of the agenda', '議程日期', '议程日期'), { required: true }),
    field('meetingDate', 'date', MEETING_DATE, { required: true }),
    field('meetingTime', 'time', MEETING_TIME, { required: true }),
    field('venue', 'text', VENUE, { required: true }),
    field('chairman', 'text', tri('Chairman of the meeting', '會議主席', '会议主席'), { required: true }),
    field('previousMinutesDate', 'date', tri('Date of the previous meeting whose minutes are confirmed (optional)', '須確認會議紀錄的上次會議日期（選填）', '须确认会议记录的上次会议日期（选填）')),
    field('items', 'items', ITEMS, { required: true }),
    field('papers', 'items', tri('Board papers (optional)', '董事會文件（選填）', '董事会文件（选填）')),
    field('secretary', 'text', tri('Company secretary (name)', '公司秘書（姓名）', '公司秘书（姓名）'), { required: true }),
  ],
  prefill: () => ({ previousMinutesDate: undefined }),
  build: (context) => {
    const { inputs, t } = context;
    const blocks: Block[] = [...companyHeading(context), context.heading(t(tri('AGENDA', '議程', '议程')), 1), context.heading(t(tri('Meeting of the Board of Directors', '董事會會議', '董事会会议')), 2)];
    blocks.push(
      context.table([
        [t(tri('Date', '日期', '日期')), context.dateWithWeekday(inputs.plain('meetingDate'))],
        [t(tri('Time', '時間', '时间')), context.time(inputs.plain('meetingTime'))],
        [t(tri('Venue', '地點', '地点')), context.say(inputs.text('venue'))],
        [t(tri('Chairman', '主席', '主席')), context.say(inputs.text('chairman'))],
      ]),
    );
    const previous = inputs.plain('previousMinutesDate');
    const items = [
      t(tri('Opening; notice and quorum', '開會；通知及法定人數', '开会；通知及法定人数')),
      t(tri('Declarations of interest in the business of the meeting', '就會議事項申報利益', '就会议事项申报利益')),
      ...(previous ? [t(tri(`To confirm the minutes of the board meeting held on ${context.date(previous)}`, `確認於${context.date(previous)}舉行之董事會會議的會議紀錄`, `确认于${context.date(previous)}举行之董事会会议的会议记录`))] : []),
      ...inputs.items('items').map((item) => context.say(item)),
      t(tri('Any other business', '其他事項', '其他事项')),
      t(tri('Close of meeting', '會議結束', '会议结束')),
    ];
    blocks.push(...numbered(context, items));
    const papers = inputs.items('papers').map((item) => context.say(item)).filter(Boolean);
    if (papers.length) {
      blocks.push(context.heading(t(tri('Board papers', '董事會文件', '董事会文件')), 3, 'left'));
      blocks.push(...numbered(context, papers));
      blocks.push(
        context.paragraph(
          t(
            tri(
              'The board papers are sent to all directors with this agenda, in accordance with code provision C.5.8 of the Corporate Governance Code, in time for them to make informed decisions.',
              '董事會文件已按照企業管治守則守則條文第C.5.8條連同本議程及時送交全體董事，以便董事作出知情決定。',
              '董事会文件已按照企业管治守则守则条文第C.5.8条连同本议程及时送交全体董事，以便董事作出知情决定。',
            ),
          ),
        ),
      );
    }
    blocks.push(context.paragraph(context.say(inputs.text('secretary')), 'right'));
    blocks.push(context.paragraph(t(tri('Company Secretary', '公司秘書', '公司秘书')), 'right'));
    blocks.push(context.paragraph(t(tri(`Hong Kong, ${context.date(inputs.plain('agendaDate'))}`, `香港，${context.date(inputs.plain('agendaDate'))}`, `香港，${context.date(inputs.plain('agendaDate'))}`)), 'left'));
    return blocks;
  },
};

const MEMBER_RESOLUTIONS: RuleReference = {
  rule: 'CO s.548-s.549',
  tag: 'V',
  note: tri(
    'Members\' written resolutions, proposed by the directors or by members, take effect as if passed at a general meeting, except a resolution to remove a director or an auditor before the end of the term of office.',
    '成員書面決議可由董事或成員提出，具有猶如在成員大會上通過的效力；惟罷免任期未屆滿的董事或核數師的決議除外。',
    '股东书面决议可由董事或股东提出，具有犹如在股东大会上通过的效力；惟罢免任期未届满的董事或审计师的决议除外。',
  ),
};
const MEMBER_MAJORITIES: RuleReference = {
  rule: 'Cap. 622 written-resolution majorities, circulation date and lapse period',
  tag: 'M',
  note: tri(
    'The majority of eligible members needed (ordinary or special), the circulation date and when an unpassed written resolution lapses are not in the brief: unverified, check them against the Ordinance and the articles.',
    '所需合資格成員的多數（普通或特別決議）、傳閱日期及未獲通過的書面決議何時失效，均未載於資料：未經核實，請與條例及章程細則核對。',
    '所需合资格股东的多数（普通或特别决议）、传阅日期及未获通过的书面决议何时失效，均未载于资料：未经核实，请与条例及章程细则核对。',
  ),
};

const ORDINARY = tri('Ordinary resolutions', '普通決議', '普通决议');
const SPECIAL = tri('Special resolutions', '特別決議', '特别决议');

const checkMembersResolutions = (inputs: Parameters<NonNullable<TemplateDefinition['check']>>[0]): MissingParticular[] =>
  inputs.items('ordinaryItems').length + inputs.items('specialItems').length === 0 ? [{ path: 'inputs.ordinaryItems', label: tri('Resolutions (ordinary or special)', '決議（普通或特別）', '决议（普通或特别）'), problem: 'missing' }] : [];

export const membersWrittenResolutions: TemplateDefinition = {
  id: 'board.membersWrittenResolutions',
  family: 'board',
  version: 1,
  title: tri("Members' written resolutions", '股東書面決議', '股东书面决议'),
  built: true,
  scripts: ['en', 'zh-HK', 'zh-CN'],
  layouts: ['sideBySide', 'separate', 'sequential'],
  defaultLayout: 'sideBySide',
  needsCompany: true,
  rules: [MEMBER_RESOLUTIONS, MEMBER_MAJORITIES, S481],
  fields: [
    field('circulationDate', 'date', tri('Circulation date', '傳閱日期', '传阅日期'), { required: true }),
    field('proposedBy', 'select', tri('Proposed by', '提出人', '提出人'), {
      required: true,
      options: [
        { value: 'directors', label: tri('The directors', '董事', '董事') },
        { value: 'members', label: tri('Members', '成員', '股东') },
      ],
    }),
    field('ordinaryItems', 'items', ORDINARY, {
      help: tri('Not for removing a director or an auditor before the end of the term (CO s.548-s.549).', '不可用於罷免任期未屆滿的董事或核數師（《公司條例》第548至549條）。', '不可用于罢免任期未届满的董事或审计师（《公司条例》第548至549条）。'),
    }),
    field('specialItems', 'items', SPECIAL),
    field('members', 'items', tri('Members entitled to vote (name and shares held, one each)', '有權表決的成員（姓名及持股數目，每人一項）', '有权表决的股东（姓名及持股数目，每人一项）'), { required: true }),
  ],
  prefill: () => ({ proposedBy: 'directors' }),
  check: checkMembersResolutions,
  build: (context) => {
    const { inputs, t } = context;
    const company = context.companyName();
    const circulation = context.date(inputs.plain('circulationDate'));
    const byDirectors = inputs.plain('proposedBy') !== 'members';
    const blocks: Block[] = [
      ...companyHeading(context),
      context.heading(
        t(
          tri(
            `WRITTEN RESOLUTIONS OF THE MEMBERS OF ${company.toUpperCase()} (THE "COMPANY") UNDER SECTIONS 548 AND 549 OF THE COMPANIES ORDINANCE (CAP. 622)`,
            `${company}（「本公司」）成員根據《公司條例》（第622章）第548及549條作出的書面決議`,
            `${company}（“本公司”）股东根据《公司条例》（第622章）第548及549条作出的书面决议`,
          ),
        ),
        2,
      ),
      context.paragraph(t(tri(`Circulation date: ${circulation}`, `傳閱日期：${circulation}`, `传阅日期：${circulation}`)), 'left'),
      context.paragraph(
        t(
          byDirectors
            ? tri(
                'The following resolutions are proposed by the directors of the Company as written resolutions. We, the undersigned, being the members of the Company entitled to vote on the resolutions on the circulation date, signify our agreement to them.',
                '下列決議由本公司董事提出作為書面決議。我們（下方簽署人）作為於傳閱日期有權就有關決議表決的本公司成員，謹此表示同意。',
                '下列决议由本公司董事提出作为书面决议。我们（下方签署人）作为于传阅日期有权就有关决议表决的本公司股东，谨此表示同意。',
              )
            : tri(
                'The following resolutions are proposed by members of the Company as written resolutions. We, the undersigned, being the members of the Company entitled to vote on the resolutions on the circulation date, signify our agreement to them.',
                '下列決議由本公司成員提出作為書面決議。我們（下方簽署人）作為於傳閱日期有權就有關決議表決的本公司成員，謹此表示同意。',
                '下列决议由本公司股东提出作为书面决议。我们（下方签署人）作为于传阅日期有权就有关决议表决的本公司股东，谨此表示同意。',
              ),
        ),
      ),
    ];
    let number = 0;
    const section = (heading: typeof ORDINARY, lead: ReturnType<typeof tri>, key: string) => {
      const items = inputs.items(key);
      if (!items.length) return;
      blocks.push(context.heading(t(heading), 3, 'left'));
      for (const item of items) {
        number += 1;
        blocks.push(context.paragraph([{ text: `${number}.  ` }, { text: t(lead), bold: true }, { text: context.say(item) }]));
      }
    };
    section(ORDINARY, tri('IT IS RESOLVED as an ordinary resolution THAT ', '作為普通決議，議決：', '作为普通决议，议决：'), 'ordinaryItems');
    section(SPECIAL, tri('IT IS RESOLVED as a special resolution THAT ', '作為特別決議，議決：', '作为特别决议，议决：'), 'specialItems');
    blocks.push(
      context.paragraph(
        t(
          tri(
            'A written resolution so agreed has effect as if passed by the Company in general meeting. A resolution to remove a director or an auditor before the end of the term of office may not be passed as a written resolution. These resolutions may be signed in any number of counterparts.',
            '按此同意的書面決議，具有猶如由本公司在成員大會上通過的效力。罷免任期未屆滿的董事或核數師的決議，不得以書面決議方式通過。本決議可簽署任何數目的副本。',
            '按此同意的书面决议，具有犹如由本公司在股东大会上通过的效力。罢免任期未届满的董事或审计师的决议，不得以书面决议方式通过。本决议可签署任何数目的副本。',
          ),
        ),
      ),
    );
    for (const member of inputs.items('members')) blocks.push(context.signature([context.say(member), t(tri('Member', '成員', '股东')), t(tri('Date:', '日期：', '日期：'))]));
    return blocks;
  },
};
