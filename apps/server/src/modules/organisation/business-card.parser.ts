/** What a business card yields for the certification form (spec §5); null when not recognised. */
export type BusinessCardFields = {
  name: string | null;
  phone: string | null;
  companyName: string | null;
  job: string | null;
  email: string | null;
};

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
// A run of digits with spaces, dashes, dots or brackets, optionally after + (e.g. +852 2123 4567, (86) 10-1234-5678).
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/g;
const FAX_LABEL = /\b(fax|f\s*[:.])|傳真|传真/i;
const MOBILE_LABEL = /\b(mobile|mob|cell|m\s*[:.])|手機|手机/i;
const WEBSITE = /\b(www\.|https?:\/\/)|\.(com|hk|cn|net|org)(\.[a-z]{2})?\b(?!.*@)/i;

/** Position words of the firms the product serves (spec §1), singular so "Accountants" stays a firm name. */
const JOB = new RegExp(
  [
    '\\b(?:director|manager|partner|secretary|officer|counsel|accountant|consultant|advis[eo]r|associate|president|chairman|chairwoman|chairperson',
    'ceo|cfo|coo|cto|head|analyst|solicitor|barrister|lawyer|attorney|executive|founder|principal|assistant|engineer|specialist|supervisor',
    'controller|treasurer|auditor|representative|trainee|paralegal|clerk)\\b',
    '董事|經理|经理|合夥人|合伙人|秘書|秘书|總監|总监|主管|主席|總裁|总裁|顧問|顾问|會計師|会计师|律師(?!事務所|行)|律师(?!事务所|行)',
  ].join('|'),
  'i',
);

/** Legal forms and firm suffixes: a line with one is the firm's name. */
const FIRM_FORM = new RegExp(
  [
    '\\b(?:limited|ltd|llp|llc|inc|incorporated|corp|corporation|plc)\\b',
    '&\\s*co\\b',
    '\\bco\\.',
    '有限公司|事務所|事务所|律師行|律师行|集團|集团|銀行|银行',
  ].join('|'),
  'i',
);

/** Firm words that also occur in positions ("Company Secretary"): a firm only when no position word is there. */
const FIRM_WORD = /\b(?:company|group|holdings|bank|solicitors|lawyers|accountants|cpa|partners)\b|證券|证券|會計|会计|公司/i;

const isFirmName = (line: string) => FIRM_FORM.test(line) || (FIRM_WORD.test(line) && !JOB.test(line));

/** Address words: lines with them are neither names nor firms. */
const ADDRESS = /\b(road|rd|street|st|avenue|ave|floor|\d+\/f|tower|building|bldg|centre|center|plaza|house|square|suite|room|unit|block|district|kowloon|hong kong|central|wan chai|admiralty|beijing|shanghai|shenzhen)\b|路|街|道|樓|楼|室|座|大廈|大厦|中心/i;

// A person's name: 2–5 capitalised Latin words (CHAN Tai Man, Mary-Ann O'Neil), optionally after 2–4 Han characters.
const PERSON_NAME = /^(?:[\p{Script=Han}]{2,4}\s*)?(?:[A-Z][A-Za-z'’.-]*)(?:[\s,]+[A-Z][A-Za-z'’.-]*){1,4}$|^[\p{Script=Han}]{2,4}$/u;

const clean = (line: string) => line.replace(/\s+/g, ' ').replace(/^[\s|:;,.·•-]+|[\s|:;,·•-]+$/g, '').trim();

/** The digits of a phone candidate with its leading + kept ("+852 2123-4567" → "+85221234567"). */
const normalisePhone = (candidate: string): string | null => {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return `${candidate.trim().startsWith('+') ? '+' : ''}${digits}`;
};

const findPhone = (lines: string[]): string | null => {
  const candidates: { phone: string; isMobile: boolean }[] = [];
  for (const line of lines) {
    if (FAX_LABEL.test(line) || EMAIL.test(line)) continue;
    for (const match of line.matchAll(PHONE)) {
      const phone = normalisePhone(match[0]);
      if (phone) candidates.push({ phone, isMobile: MOBILE_LABEL.test(line) });
    }
  }
  return (candidates.find((candidate) => candidate.isMobile) ?? candidates[0])?.phone ?? null;
};

/** Drops a "Title:" style label in front of a value. */
const withoutLabel = (line: string) => line.replace(/^(name|title|position|company|姓名|職位|职位|公司)\s*[:：]\s*/i, '');

/**
 * Reads the certification fields from a business card's OCR text (spec §5:
 * uploading fills name, phone, company, job and e-mail). Heuristic by line:
 * an e-mail address; a phone (mobile preferred, never fax); a line with a
 * legal form or firm word is the company; a line with a position word is the
 * job; the first remaining line shaped like a person's name is the name.
 */
export const parseBusinessCard = (text: string): BusinessCardFields => {
  const lines = text.split(/\r?\n/).map(clean).filter(Boolean);
  const email = lines.map((line) => EMAIL.exec(line)?.[0]).find(Boolean)?.toLowerCase() ?? null;
  const phone = findPhone(lines);

  let companyName: string | null = null;
  let job: string | null = null;
  let name: string | null = null;
  for (const raw of lines) {
    const line = withoutLabel(raw);
    if (EMAIL.test(line) || WEBSITE.test(line) || /\d{4,}/.test(line.replace(/\s/g, ''))) continue;
    if (isFirmName(line)) {
      companyName ??= line;
      continue;
    }
    if (ADDRESS.test(line)) continue;
    if (JOB.test(line)) {
      job ??= line;
      continue;
    }
    if (!name && PERSON_NAME.test(line)) name = line;
  }
  return { name, phone, companyName, job, email };
};
