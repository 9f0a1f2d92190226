import type { Industry } from '@app/contracts';

/**
 * Fixed word lists for the demonstration data. Real facts appear only where
 * they are certain (A+H pairs checked against both catalogues, red chips,
 * company websites); every person, firm and applicant name is made up.
 */

/**
 * A+H pairs: the H share's code, the A share's code and its catalogue short
 * name. A pair is used only when both codes exist and the A name matches.
 */
export const A_H_PAIRS: readonly { hongKong: string; aShare: string; aShareName: string }[] = [
  { hongKong: '00939', aShare: '601939', aShareName: '建设银行' },
  { hongKong: '01398', aShare: '601398', aShareName: '工商银行' },
  { hongKong: '00386', aShare: '600028', aShareName: '中国石化' },
  { hongKong: '00857', aShare: '601857', aShareName: '中国石油' },
  { hongKong: '03988', aShare: '601988', aShareName: '中国银行' },
  { hongKong: '02628', aShare: '601628', aShareName: '中国人寿' },
  { hongKong: '02318', aShare: '601318', aShareName: '中国平安' },
  { hongKong: '01288', aShare: '601288', aShareName: '农业银行' },
  { hongKong: '03328', aShare: '601328', aShareName: '交通银行' },
  { hongKong: '03968', aShare: '600036', aShareName: '招商银行' },
  { hongKong: '00998', aShare: '601998', aShareName: '中信银行' },
  { hongKong: '01088', aShare: '601088', aShareName: '中国神华' },
  { hongKong: '00390', aShare: '601390', aShareName: '中国中铁' },
  { hongKong: '01186', aShare: '601186', aShareName: '中国铁建' },
  { hongKong: '01800', aShare: '601800', aShareName: '中国交建' },
  { hongKong: '00753', aShare: '601111', aShareName: '中国国航' },
  { hongKong: '00670', aShare: '600115', aShareName: '中国东航' },
  { hongKong: '01055', aShare: '600029', aShareName: '南方航空' },
  { hongKong: '00168', aShare: '600600', aShareName: '青岛啤酒' },
  { hongKong: '00914', aShare: '600585', aShareName: '海螺水泥' },
  { hongKong: '02601', aShare: '601601', aShareName: '中国太保' },
  { hongKong: '06030', aShare: '600030', aShareName: '中信证券' },
  { hongKong: '02238', aShare: '601238', aShareName: '广汽集团' },
  { hongKong: '00763', aShare: '000063', aShareName: '中兴通讯' },
  { hongKong: '02333', aShare: '601633', aShareName: '长城汽车' },
  { hongKong: '01211', aShare: '002594', aShareName: '比亚迪' },
  { hongKong: '00358', aShare: '600362', aShareName: '江西铜业' },
  { hongKong: '00323', aShare: '600808', aShareName: '马钢股份' },
  { hongKong: '00347', aShare: '000898', aShareName: '鞍钢股份' },
  { hongKong: '00338', aShare: '600688', aShareName: '上海石化' },
  { hongKong: '00177', aShare: '600377', aShareName: '宁沪高速' },
  { hongKong: '00548', aShare: '600548', aShareName: '深高速' },
  { hongKong: '00525', aShare: '601333', aShareName: '广深铁路' },
  { hongKong: '00107', aShare: '601107', aShareName: '四川成渝' },
  { hongKong: '02899', aShare: '601899', aShareName: '紫金矿业' },
  { hongKong: '01898', aShare: '601898', aShareName: '中煤能源' },
  { hongKong: '01919', aShare: '601919', aShareName: '中远海控' },
];

/** Well-known red chips (Hong Kong-listed, mainland state-controlled, incorporated outside the mainland). */
export const RED_CHIPS: readonly string[] = ['00941', '00883', '00762', '00267', '00688', '01109', '00291', '00836', '00144', '00392', '00363', '00270', '00966', '03311', '01193', '00135'];

/** Official websites known for certain; every other website stays empty. */
export const KNOWN_WEBSITES: Readonly<Record<string, string>> = {
  'HK:00001': 'https://www.ckh.com.hk',
  'HK:00002': 'https://www.clpgroup.com',
  'HK:00005': 'https://www.hsbc.com',
  'HK:00011': 'https://www.hangseng.com',
  'HK:00016': 'https://www.shkp.com',
  'HK:00388': 'https://www.hkexgroup.com',
  'HK:00700': 'https://www.tencent.com',
  'HK:00939': 'https://www.ccb.com',
  'HK:00941': 'https://www.chinamobileltd.com',
  'HK:01299': 'https://www.aia.com',
  'HK:01398': 'https://www.icbc.com.cn',
  'HK:01810': 'https://www.mi.com',
  'HK:02318': 'https://www.pingan.com',
  'HK:03690': 'https://www.meituan.com',
  'HK:03988': 'https://www.boc.cn',
  'HK:09988': 'https://www.alibabagroup.com',
};

/** Industries of well-known issuers whose names do not tell (Hang Seng Industry Classification, top level). */
export const KNOWN_INDUSTRIES: Readonly<Record<string, Industry>> = {
  '00001': 'conglomerates',
  '00019': 'conglomerates',
  '00267': 'conglomerates',
  '00363': 'conglomerates',
  '00392': 'conglomerates',
  '00002': 'utilities',
  '00003': 'utilities',
  '00006': 'utilities',
  '00005': 'financials',
  '00011': 'financials',
  '00388': 'financials',
  '01299': 'financials',
  '00016': 'properties-construction',
  '00027': 'consumer-discretionary',
  '03690': 'consumer-discretionary',
  '09988': 'consumer-discretionary',
  '00700': 'information-technology',
  '01810': 'information-technology',
  '00883': 'energy',
  '00941': 'telecommunications',
};

/**
 * Words that tell the industry plainly, in English, traditional or simplified
 * Chinese; checked in both names before the looser rules below, in this order:
 * an insurer's "Property and Casualty" stays insurance, a "生物科技" or
 * "Bio-Technology" company healthcare rather than technology.
 */
export const CLEAR_INDUSTRY_RULES: readonly [RegExp, Industry][] = [
  [/\b(bank|banking|insurance|reinsurance|assurance)\b|銀行|银行|保險|保险/i, 'financials'],
  [/\bpharma\w*|\bbio-?tech\w*|\b(medical|medicine|hospitals?|health|healthcare|life sciences?)\b|醫藥|医药|製藥|制药|藥業|药业|醫療|医疗|醫院|医院|生物科技|生物技術|生物技术|生命科技|健康/i, 'healthcare'],
  [/\b(property|properties|realty|real estate)\b|地產|地产|置業|置业/i, 'properties-construction'],
  // "Nuclear Energy Technology", "新能源科技": the energy is what the name is about
  [/\b(energy|solar|nuclear|petroleum|oil|coal)\b|能源|核能|光伏|石油|煤/i, 'energy'],
  [/\b(tech|technology|technologies)\b|科技/i, 'information-technology'],
];

/** Industry by words of the English (Hong Kong) name; the first rule that matches wins. */
export const ENGLISH_INDUSTRY_RULES: readonly [RegExp, Industry][] = [
  [/\b(bank|banking|insurance|assurance|securities|financial|finance|capital|asset management|exchanges?|credit|leasing|life)\b/i, 'financials'],
  [/\b(telecom\w*|mobile|unicom|communications?)\b/i, 'telecommunications'],
  [/\b(pharma\w*|medical|medicine|health\w*|bio\w*|hospital|clinic\w*|drug|genetic\w*|therapeutic\w*)\b/i, 'healthcare'],
  [/\b(power|water|gas|utilit\w*|electricity)\b/i, 'utilities'],
  [/\b(oil|petro\w*|coal|energy|solar|photovoltaic|wind)\b/i, 'energy'],
  [/\b(mining|minerals?|steel|iron|copper|gold|metals?|chemicals?|cement|paper|materials|aluminium|alumin\w*|glass|resources)\b/i, 'materials'],
  [/\b(properties|property|land|real estate|estates?|construction|development|investment)\b/i, 'properties-construction'],
  [/\b(technolog\w*|software|digital|semiconductor\w*|electronics?|internet|data|tech|network\w*|cloud|online|information|intelligen\w*)\b/i, 'information-technology'],
  [/\b(food\w*|beverage\w*|dairy|brew\w*|agricultur\w*|farm\w*|supermarket\w*|tobacco|water)\b/i, 'consumer-staples'],
  [/\b(motors?|auto\w*|vehicles?|apparel|retail|entertainment|hotels?|casino|gaming|travel|jewell?ery|fashion|sports?|education|restaurants?|media|textiles?|garments?|footwear|watch\w*|cosmetic\w*|catering)\b/i, 'consumer-discretionary'],
  [/\b(shipping|logistics|airlines?|airport|railway|expressway|port|machinery|engineering|industrial|transport\w*|aviation|marine|offshore|equipment|tractor|containers?)\b/i, 'industrials'],
];

/** Industry by characters of the Chinese (A-share) short name; the first rule that matches wins. */
export const CHINESE_INDUSTRY_RULES: readonly [RegExp, Industry][] = [
  [/银行|证券|保险|信托|金融|期货|租赁|投资/, 'financials'],
  [/通信|电信|移动|联通/, 'telecommunications'],
  [/医|药|生物|健康|康/, 'healthcare'],
  [/电力|水务|燃气|环保|公用|热电/, 'utilities'],
  [/石油|石化|煤|油|能源|光伏|风电/, 'energy'],
  [/钢|铜|铝|矿|化工|水泥|材料|金属|稀土|黄金|玻璃|纸/, 'materials'],
  [/地产|置业|建设|建筑|城建|房/, 'properties-construction'],
  [/科技|软件|电子|信息|数据|芯|半导体|网络|智能|微|光电|通讯/, 'information-technology'],
  [/食品|酒|乳|饮料|农|牧|粮|种业|糖|肉/, 'consumer-staples'],
  [/汽车|家电|服饰|服装|旅游|传媒|文化|教育|百货|商业|酒店|纺织|家居|电器/, 'consumer-discretionary'],
  [/机械|重工|航空|港|高速|铁路|物流|运输|航运|机场|装备|工业|电气|船/, 'industrials'],
];

/** Hong Kong names: surname (English, Chinese) and given names with a gender. */
export const HONG_KONG_SURNAMES: readonly (readonly [string, string])[] = [
  ['Chan', '陳'], ['Wong', '黃'], ['Lee', '李'], ['Cheung', '張'], ['Lau', '劉'], ['Ho', '何'], ['Leung', '梁'], ['Ng', '吳'],
  ['Lam', '林'], ['Tang', '鄧'], ['Yip', '葉'], ['Cheng', '鄭'], ['Lo', '盧'], ['Kwok', '郭'], ['Tsang', '曾'], ['Fung', '馮'],
  ['Yeung', '楊'], ['Chow', '周'], ['Tse', '謝'], ['Mak', '麥'], ['Poon', '潘'], ['Siu', '蕭'], ['Choi', '蔡'], ['Law', '羅'],
  ['Lai', '黎'], ['Au', '區'], ['Yu', '余'], ['Tam', '譚'], ['Kwan', '關'], ['Chu', '朱'],
];
export const HONG_KONG_GIVEN_NAMES: readonly (readonly [string, string, 'M' | 'F'])[] = [
  ['Tai Man', '大文', 'M'], ['Ka Wai', '家偉', 'M'], ['Wing Kei', '永基', 'M'], ['Siu Ming', '小明', 'M'], ['Chi Keung', '志強', 'M'],
  ['Kin Wah', '建華', 'M'], ['Wai Kit', '偉傑', 'M'], ['Chun Hung', '振雄', 'M'], ['Man Kit', '文傑', 'M'], ['Kwok Leung', '國良', 'M'],
  ['Yiu Fai', '耀輝', 'M'], ['Ho Yin', '浩然', 'M'], ['Ming Fai', '明輝', 'M'], ['Chi Wing', '志榮', 'M'],
  ['Mei Ling', '美玲', 'F'], ['Hoi Yan', '凱欣', 'F'], ['Yuk Lan', '玉蘭', 'F'], ['Suk Yee', '淑儀', 'F'], ['Wai Man', '慧敏', 'F'],
  ['Ka Yan', '嘉欣', 'F'], ['Siu Wai', '小慧', 'F'], ['Lai Ping', '麗萍', 'F'], ['Pui Shan', '佩珊', 'F'], ['Wing Yee', '詠儀', 'F'],
];
/** English first names some Hong Kong directors use before their Chinese names. */
export const ENGLISH_FIRST_NAMES: Readonly<Record<'M' | 'F', readonly string[]>> = {
  M: ['David', 'Peter', 'Michael', 'Raymond', 'Kenneth', 'Stephen', 'Patrick', 'Vincent', 'Edmund', 'Francis', 'Alan', 'Eric'],
  F: ['Mary', 'Grace', 'Jennifer', 'Winnie', 'Helen', 'Irene', 'Karen', 'Rebecca', 'Shirley', 'Angela', 'Joyce', 'Cindy'],
};

/** Mainland names (pinyin, Chinese in traditional script for Hong Kong filings). */
export const MAINLAND_SURNAMES: readonly (readonly [string, string])[] = [
  ['Zhang', '張'], ['Wang', '王'], ['Li', '李'], ['Liu', '劉'], ['Chen', '陳'], ['Yang', '楊'], ['Huang', '黃'], ['Zhao', '趙'],
  ['Wu', '吳'], ['Zhou', '周'], ['Xu', '徐'], ['Sun', '孫'], ['Ma', '馬'], ['Zhu', '朱'], ['Hu', '胡'], ['Guo', '郭'],
  ['He', '何'], ['Lin', '林'], ['Gao', '高'], ['Luo', '羅'], ['Song', '宋'], ['Zheng', '鄭'], ['Xie', '謝'], ['Han', '韓'],
];
export const MAINLAND_GIVEN_NAMES: readonly (readonly [string, string, 'M' | 'F'])[] = [
  ['Wei', '偉', 'M'], ['Jianguo', '建國', 'M'], ['Ming', '明', 'M'], ['Jun', '軍', 'M'], ['Lei', '磊', 'M'], ['Xiaoming', '曉明', 'M'],
  ['Hua', '華', 'M'], ['Tao', '濤', 'M'], ['Qiang', '強', 'M'], ['Yong', '勇', 'M'], ['Zhiqiang', '志強', 'M'], ['Guoqing', '國慶', 'M'],
  ['Haitao', '海濤', 'M'], ['Dong', '東', 'M'], ['Fang', '芳', 'F'], ['Hong', '紅', 'F'], ['Yan', '燕', 'F'], ['Ping', '平', 'F'],
  ['Jing', '靜', 'F'], ['Li', '麗', 'F'], ['Haiyan', '海燕', 'F'], ['Xin', '欣', 'F'], ['Lihua', '麗華', 'F'], ['Min', '敏', 'F'],
];

/** Education entries (English, Chinese). */
export const EDUCATION: readonly (readonly [string, string])[] = [
  ['Bachelor of Business Administration, The University of Hong Kong', '香港大學工商管理學士'],
  ['Master of Business Administration, The Chinese University of Hong Kong', '香港中文大學工商管理碩士'],
  ['Bachelor of Laws, The University of Hong Kong', '香港大學法學士'],
  ['Master of Accountancy, The Hong Kong Polytechnic University', '香港理工大學會計學碩士'],
  ['Bachelor of Engineering, Tsinghua University', '清華大學工學學士'],
  ['Doctor of Philosophy in Economics, Peking University', '北京大學經濟學博士'],
  ['Bachelor of Science, Hong Kong University of Science and Technology', '香港科技大學理學士'],
  ['Master of Finance, City University of Hong Kong', '香港城市大學金融學碩士'],
  ['Bachelor of Arts in Economics, Fudan University', '復旦大學經濟學學士'],
  ['Master of Science in Finance, London School of Economics', '倫敦政治經濟學院金融學碩士'],
  ['Bachelor of Commerce, University of Toronto', '多倫多大學商學士'],
  ['Executive MBA, China Europe International Business School', '中歐國際工商學院高級管理人員工商管理碩士'],
];

/** Made-up professional firms (English, Chinese). */
export const AUDITORS: readonly (readonly [string, string])[] = [
  ['Harbourside CPA Limited', '港灣會計師事務所有限公司'],
  ['Lam, Ho & Partners CPA Limited', '林何會計師行有限公司'],
  ['Victoria Assurance & Advisory', '維港審計諮詢'],
  ['Kowloon Certified Public Accountants', '九龍執業會計師事務所'],
  ['Pearl River CPA & Co.', '珠江會計師事務所'],
  ['Lion Rock Audit Limited', '獅子山審計有限公司'],
];
export const LAW_FIRMS: readonly (readonly [string, string])[] = [
  ['Chan & Cheung Solicitors', '陳張律師行'],
  ['Queensway Legal LLP', '金鐘律師事務所'],
  ['Admiralty Law Partners', '金鐘法律合夥人'],
  ['Wong, Lau & Ng Solicitors', '黃劉吳律師行'],
  ['Central Chambers Law Firm', '中環律師事務所'],
];
export const SHARE_REGISTRARS: readonly (readonly [string, string])[] = [
  ['Harbour Share Registrars Limited', '港灣證券登記有限公司'],
  ['Tricorn Registry Services Limited', '三角登記服務有限公司'],
  ['Central Investor Services Limited', '中環投資者服務有限公司'],
];
export const SPONSORS: readonly string[] = [
  'Harbour Capital Limited',
  'Victoria Peak Securities Limited',
  'Lion Rock Corporate Finance Limited',
  'Pearl Delta Capital (Hong Kong) Limited',
  'Kowloon Bay Capital Markets Limited',
  'Tai Ping Shan Securities Limited',
  'Star Ferry Corporate Finance Limited',
  'Jade Gate Capital Limited',
  'Eastern Harbour Securities (Asia) Limited',
  'Silver Strait Capital Limited',
];
export const UNDERWRITERS: readonly string[] = ['Harbour Securities Limited', 'Victoria Brokerage Limited', 'Golden Bauhinia Securities Limited', 'Typhoon Shelter Capital Limited'];
export const COMPLIANCE_ADVISERS: readonly (readonly [string, string])[] = [
  ['Bauhinia Compliance Advisory Limited', '紫荊合規顧問有限公司'],
  ['Harbour Compliance Limited', '港灣合規有限公司'],
  ['Peak Corporate Advisory Limited', '山頂企業顧問有限公司'],
];
export const VALUERS: readonly string[] = ['Kowloon Valuation Advisory Limited', 'Harbour Surveyors & Valuers Limited'];

/** Office addresses (English, Chinese) for the principal place of business. */
export const BUILDINGS: readonly (readonly [string, string])[] = [
  ['Harbour Centre Tower', '海港中心大廈'], ['Victoria Commercial Building', '維多利亞商業大廈'], ['Pearl Plaza', '明珠廣場'],
  ['Golden Crown Centre', '金冠中心'], ['Jade Tower', '翠玉大廈'], ['Lion Rock Centre', '獅子山中心'], ['Bauhinia House', '紫荊大樓'],
];
export const STREETS: readonly (readonly [string, string])[] = [
  ['Queensway, Admiralty', '金鐘金鐘道'], ["Queen's Road Central, Central", '中環皇后大道中'], ['Des Voeux Road Central, Central', '中環德輔道中'],
  ['Nathan Road, Tsim Sha Tsui', '尖沙咀彌敦道'], ['Gloucester Road, Wan Chai', '灣仔告士打道'], ['Hoi Bun Road, Kwun Tong', '觀塘海濱道'],
  ["King's Road, Quarry Bay", '鰂魚涌英皇道'], ['Canton Road, Tsim Sha Tsui', '尖沙咀廣東道'],
];

/** Parts of made-up applicant and registry company names (English, Chinese). */
export const NAME_PLACES: readonly (readonly [string, string])[] = [
  ['Hong Kong', '香港'], ['Shenzhen', '深圳'], ['Guangzhou', '廣州'], ['Shanghai', '上海'], ['Hangzhou', '杭州'], ['Suzhou', '蘇州'],
  ['Chengdu', '成都'], ['Wuhan', '武漢'], ['Beijing', '北京'], ['Xiamen', '廈門'], ['Macau', '澳門'], ['Nanjing', '南京'],
];
export const NAME_WORDS: readonly (readonly [string, string])[] = [
  ['Jade', '翠玉'], ['Harbour', '港灣'], ['Summit', '峰匯'], ['Evergreen', '長青'], ['Golden Lotus', '金蓮'], ['Silver Crane', '銀鶴'],
  ['Bright Star', '明星'], ['Lucky Bamboo', '福竹'], ['Blue Ocean', '藍海'], ['Northern Light', '北光'], ['Rising Sun', '旭日'],
  ['Crystal', '水晶'], ['Phoenix', '鳳凰'], ['Dragon Gate', '龍門'], ['Willow', '柳岸'], ['Maple', '楓林'], ['Cloud Peak', '雲峰'],
  ['Red Kapok', '木棉'], ['Silk Road', '絲路'], ['Orchid', '蘭亭'],
];
export const NAME_SECTORS: readonly (readonly [string, string])[] = [
  ['Technology', '科技'], ['Biotech', '生物科技'], ['Medical', '醫療'], ['Logistics', '物流'], ['Education', '教育'],
  ['Property Services', '物業服務'], ['Consumer', '消費'], ['New Energy', '新能源'], ['Robotics', '機械人'], ['Foods', '食品'],
  ['Semiconductor', '半導體'], ['Fintech', '金融科技'], ['Healthcare', '健康'], ['Catering', '餐飲'], ['Environmental', '環保'],
  ['Trading', '貿易'], ['Engineering', '工程'], ['Design', '設計'],
];
export const APPLICANT_SUFFIXES: readonly (readonly [string, string])[] = [
  ['Holdings Limited', '控股有限公司'], ['Group Holdings Limited', '集團控股有限公司'], ['Co., Ltd.', '股份有限公司'], ['Group Limited', '集團有限公司'],
];
export const REGISTRY_SUFFIXES: readonly (readonly [string, string])[] = [
  ['Limited', '有限公司'], ['Company Limited', '有限公司'], ['(Hong Kong) Limited', '（香港）有限公司'], ['Holdings Limited', '控股有限公司'],
];
export const FOREIGN_SUFFIXES: readonly string[] = ['Pte. Ltd.', 'Inc.', 'LLC', 'Ltd.', 'GmbH'];

/** Substantial shareholders: investment holding names (English only, as filed) and institutions. */
export const HOLDER_WORDS: readonly string[] = ['Harbourfront', 'Evergreen', 'Summit', 'Pacific Crest', 'Golden Crane', 'Jade Dragon', 'Blue Harbour', 'Silver Lotus', 'Northstar', 'Bright Peak'];
export const HOLDER_SUFFIXES: readonly string[] = ['Holdings Limited', 'Investment Limited', 'International Limited', 'Capital Limited', 'Group Limited'];
export const INSTITUTIONAL_HOLDERS: readonly string[] = [
  'Harbour Global Investors Limited',
  'Pacific Crest Asset Management Limited',
  'Victoria Pension Trust',
  'Lion Rock Fund Management Limited',
  'Evergreen Sovereign Investment Fund',
  'Star Ferry Asset Management (Asia) Limited',
];
