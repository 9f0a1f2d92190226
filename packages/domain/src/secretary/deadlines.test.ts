import { describe, expect, it } from 'vitest';
import { MATTER_TEMPLATE_CATALOGUE, findCatalogueTemplate } from './catalogue';
import { computeMatterDeadlines, type ComputedTask, type MatterBoard, type MatterInputs } from './deadlines';
import { addRegistryDays, rollForwardRegistry } from './registry-periods';
import type { MatterInputKey } from './template-types';

const template = (code: string) => {
  const found = findCatalogueTemplate(code);
  if (!found) throw new Error(`no template ${code}`);
  return found;
};
const run = (code: string, board: MatterBoard, inputs: MatterInputs) => computeMatterDeadlines(template(code), board, inputs);
const task = (tasks: readonly ComputedTask[], code: string): ComputedTask => {
  const found = tasks.find((item) => item.code === code);
  if (!found) throw new Error(`no task ${code}`);
  return found;
};
const codes = (item: ComputedTask) => item.notes.map((note) => note.code);

describe('listed annual cycle, Main Board, FYE 31 Dec 2025 (hk-rules §8 timetable: board 25 Mar, AGM 28 May 2026)', () => {
  const { ok, tasks } = run('listed-annual-cycle', 'MB', { financialYearEnd: '2025-12-31', boardMeetingDate: '2026-03-25', agmDate: '2026-05-28' });
  it.each([
    // [task, statutory date, rule, tag, why]
    ['blackout-notice', '2026-01-23', 'App C3 A.3(b)', 'M', '§8 row 1: the day before the blackout starts'],
    ['blackout-start', '2026-01-24', 'App C3 A.3(a)', 'V', '§8 row 2: max(D − 60 d, FYE + 1)'],
    ['board-meeting-notice', '2026-03-13', 'MB 13.43', 'V', '§8 row 3: 7 clear business days before Wed 25 Mar'],
    ['annual-results', '2026-03-31', 'MB 13.49(1)', 'V', '§8 row 4: FYE + 3 months'],
    ['annual-report', '2026-04-30', 'MB 13.46(1)(a)', 'V', '§8 row 6: 4 months binds before the 21-day test (6 May)'],
    ['esg-report', '2026-05-31', 'App C2 (5 months)', 'V', '§8 row 7: Sunday, not extended'],
    ['agm-notice', '2026-05-06', 'CO s.571(1)(a)', 'S', '§8 row 8: 21 clear days before 28 May'],
    ['agm', '2026-06-30', 'App A1 para 14; CO s.610', 'M', '§8 row 11: FYE + 6 months'],
    ['poll-results', '2026-05-29', 'MB 13.39(5)', 'M', '§8 row 12: next business day, 08:30'],
    ['interim-results', '2026-08-31', 'MB 13.49(6)', 'V', 'half-year end 30 Jun 2026 + 2 months'],
    ['interim-report', '2026-09-30', 'MB 13.48(1)', 'V', 'half-year end + 3 months'],
    ['annual-return-listed', '2026-08-11', 'CO s.662(3),(4); Sch 6 s.2', 'V', 'return date 30 Jun 2026 + 42 days (a Tuesday, no roll)'],
    ['monthly-return-1', '2026-02-06', 'MB 13.25B', 'M', '5th business day after 31 Jan 2026'],
    ['monthly-return-2', '2026-03-06', 'MB 13.25B', 'M', '5th business day after 28 Feb 2026'],
    ['monthly-return-3', '2026-04-10', 'MB 13.25B', 'M', 'after 31 Mar 2026: Good Friday, Easter Saturday and Monday, Ching Ming holidays skipped'],
  ])('%s: %s (%s [%s]; %s)', (code, date, rule, confidence) => {
    expect(ok).toBe(true);
    expect(task(tasks, code)).toMatchObject({ statutoryDate: date, rule, confidence });
  });

  it('the ESG deadline on Sunday 31 May 2026 is not extended: plan for Fri 29 May (hk-rules §0 [M], §8 row 7)', () => {
    const esg = task(tasks, 'esg-report');
    expect(esg.latestBusinessDay).toBe('2026-05-29');
    expect(codes(esg)).toContain('DEADLINE_ON_NON_BUSINESS_DAY');
    expect(esg.internalDate).toBe('2026-05-26');
  });

  it('internal deadlines default to 3 business days before (annual results: Thu 26 Mar 2026), 0 for next-day rules', () => {
    expect(task(tasks, 'annual-results').internalDate).toBe('2026-03-26');
    expect(task(tasks, 'poll-results')).toMatchObject({ internalDate: '2026-05-29', dueTime: '08:30' });
  });

  it('twelve Monthly Returns, each with its period', () => {
    const monthly = tasks.filter((item) => item.code.startsWith('monthly-return-'));
    expect(monthly).toHaveLength(12);
    expect(monthly.map((item) => item.period)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
  });

  it('without the board meeting and AGM dates those tasks stay open and say which input is missing; the annual report still binds at 4 months', () => {
    const partial = run('listed-annual-cycle', 'MB', { financialYearEnd: '2025-12-31' });
    expect(task(partial.tasks, 'board-meeting-notice')).toMatchObject({ statutoryDate: null, notes: [{ code: 'INPUT_MISSING', params: { input: 'boardMeetingDate' } }] });
    expect(task(partial.tasks, 'annual-report')).toMatchObject({ statutoryDate: '2026-04-30' });
    expect(codes(task(partial.tasks, 'annual-report'))).toContain('PARTIAL_INPUTS');
  });

  it('a company not incorporated in Hong Kong gets no Companies Ordinance filings', () => {
    const overseas = run('listed-annual-cycle', 'MB', { financialYearEnd: '2025-12-31', isHongKongIncorporated: false });
    expect(overseas.tasks.some((item) => item.code === 'annual-return-listed')).toBe(false);
  });
});

describe('listed annual cycle, GEM, FYE 31 Mar 2026 (GEM reform 1 Jan 2024: aligned with the Main Board)', () => {
  const { tasks } = run('listed-annual-cycle', 'GEM', { financialYearEnd: '2026-03-31', boardMeetingDate: '2026-06-24', agmDate: '2026-08-27' });
  it.each([
    ['annual-results', '2026-06-30', 'GEM 18.49', 'V'],
    ['annual-report', '2026-07-31', 'GEM 18.03', 'V'],
    ['board-meeting-notice', '2026-06-11', 'GEM 17.48', 'M'], // Tuen Ng (Fri 19 Jun) is not a business day
    ['esg-report', '2026-08-31', 'GEM ESG Reporting Code (5 months)', 'M'],
    ['agm', '2026-09-30', 'App A1 para 14; CO s.610', 'M'],
    ['interim-results', '2026-11-30', 'GEM 18.78', 'M'],
    ['interim-report', '2026-12-31', 'GEM 18.53', 'M'],
    ['annual-return-listed', '2026-11-11', 'CO s.662(3),(4); Sch 6 s.2', 'V'],
    ['monthly-return-1', '2026-05-08', 'GEM 17.27B', 'M'],
  ])('%s: %s (%s [%s])', (code, date, rule, confidence) => {
    expect(task(tasks, code)).toMatchObject({ statutoryDate: date, rule, confidence });
  });

  it('Main Board, FYE 31 Mar 2026: annual results 30 Jun, report 31 Jul, AGM 30 Sep', () => {
    const mb = run('listed-annual-cycle', 'MB', { financialYearEnd: '2026-03-31' });
    expect([task(mb.tasks, 'annual-results').statutoryDate, task(mb.tasks, 'annual-report').statutoryDate, task(mb.tasks, 'agm').statutoryDate]).toEqual(['2026-06-30', '2026-07-31', '2026-09-30']);
  });
});

describe('HKEX deadline on a public holiday', () => {
  it('FYE 1 Oct 2025: results due Thu 1 Jan 2026 (New Year) are not extended; plan for Wed 31 Dec 2025', () => {
    const results = task(run('listed-annual-cycle', 'MB', { financialYearEnd: '2025-10-01' }).tasks, 'annual-results');
    expect(results).toMatchObject({ statutoryDate: '2026-01-01', latestBusinessDay: '2025-12-31' });
    expect(codes(results)).toContain('DEADLINE_ON_NON_BUSINESS_DAY');
  });
});

describe("Companies Registry periods (brief §1.4): Sundays and public holidays count; a Sunday or public holiday rolls forward, a Saturday does not", () => {
  it.each([
    // [case, anniversary, nominal 42nd day, deadline, note]
    ['an ordinary Tuesday', '2026-03-03', '2026-04-14', '2026-04-14', null],
    ['Sunday 31 May 2026 → Monday 1 Jun', '2026-04-19', '2026-05-31', '2026-06-01', 'ROLLED_FORWARD'],
    ['National Day, Thu 1 Oct 2026 → Fri 2 Oct', '2026-08-20', '2026-10-01', '2026-10-02', 'ROLLED_FORWARD'],
    ['Sunday 5 Apr 2026, then the Ching Ming and Easter holidays of 6 and 7 Apr → Wed 8 Apr', '2026-02-22', '2026-04-05', '2026-04-08', 'ROLLED_FORWARD'],
    ['Saturday 30 May 2026 stays', '2026-04-18', '2026-05-30', '2026-05-30', 'SATURDAY_NOT_MOVED'],
  ])('NAR1 (CO s.662(1) [V]): %s', (_case, anniversaryDate, nominal, deadline, note) => {
    const nar1 = task(run('private-annual-return', 'private', { anniversaryDate }).tasks, 'nar1');
    expect(nar1).toMatchObject({ statutoryDate: deadline, rule: 'CO s.662(1),(2)', confidence: 'V', kind: 'calendar-cr' });
    expect(addRegistryDays(anniversaryDate, 42).nominalDate).toBe(nominal);
    if (note) expect(codes(nar1)).toContain(note);
    if (note === 'ROLLED_FORWARD') expect(nar1.notes.find((item) => item.code === 'ROLLED_FORWARD')).toMatchObject({ confidence: 'V', params: { nominalDate: nominal, date: deadline } });
  });

  it('a 15-day ND2A on Sunday rolls forward too, tagged [M] (Cap. 1 s.71 read across, brief §1.4)', () => {
    // Event Sat 16 May 2026 + 15 = Sun 31 May → Mon 1 Jun.
    const nd2a = task(run('director-change', 'MB', { eventDate: '2026-05-16' }).tasks, 'nd2a');
    expect(nd2a.statutoryDate).toBe('2026-06-01');
    expect(nd2a.notes.find((item) => item.code === 'ROLLED_FORWARD')).toMatchObject({ confidence: 'M' });
  });

  it('a 1-month NM1 for a charge created on 31 Jan 2026 ends on 28 Feb (a Saturday: not moved)', () => {
    const nm1 = task(run('charge-created', 'MB', { eventDate: '2026-01-31' }).tasks, 'nm1');
    expect(nm1).toMatchObject({ statutoryDate: '2026-02-28', rule: 'CO s.335–s.340', confidence: 'V' });
    expect(codes(nm1)).toContain('SATURDAY_NOT_MOVED');
  });
});

describe('past the loaded holiday list (the calendar ends 2027-12-31): reported as the calculators do', () => {
  it('a Registry deadline in 2028 is computed but flagged: a holiday there is unknown', () => {
    const rolled = rollForwardRegistry('2028-01-12');
    expect(rolled).toMatchObject({ date: '2028-01-12', isHolidayListComplete: false });
    const nar1 = task(run('private-annual-return', 'private', { anniversaryDate: '2027-12-01' }).tasks, 'nar1');
    expect(nar1.statutoryDate).toBe('2028-01-12');
    expect(nar1.notes.find((item) => item.code === 'CALENDAR_NOT_PUBLISHED')).toMatchObject({ params: { lastDate: '2027-12-31', year: '2028' } });
  });

  it('a Sunday past the list still rolls (Sundays need no list)', () => {
    expect(rollForwardRegistry('2028-01-16')).toMatchObject({ date: '2028-01-17', rolledOver: [{ date: '2028-01-16', reason: 'sunday' }], isHolidayListComplete: false });
  });

  it('a business-day count past the list stays open rather than guessed (board meeting in March 2028)', () => {
    const { tasks } = run('listed-annual-cycle', 'MB', { financialYearEnd: '2027-12-31', boardMeetingDate: '2028-03-24' });
    expect(task(tasks, 'board-meeting-notice')).toMatchObject({ statutoryDate: null, internalDate: null });
    expect(codes(task(tasks, 'board-meeting-notice'))).toEqual(['CALENDAR_NOT_PUBLISHED']);
    // A calendar-day deadline past the list keeps its date; whether it is a business day is unknown.
    const results = task(tasks, 'annual-results');
    expect(results).toMatchObject({ statutoryDate: '2028-03-31', latestBusinessDay: null });
    expect(codes(results)).toContain('CALENDAR_NOT_PUBLISHED');
  });
});

describe('bad input', () => {
  it.each([
    ['missing year end', {}, 'DATE_REQUIRED'],
    ['30 Feb', { financialYearEnd: '2025-02-30' }, 'DATE_INVALID'],
    ['before the calendar (1990)', { financialYearEnd: '1989-12-31' }, 'DATE_OUT_OF_RANGE'],
    ['after 2099', { financialYearEnd: '2100-12-31' }, 'DATE_OUT_OF_RANGE'],
  ])('%s → %s, no tasks', (_case, inputs, code) => {
    const result = run('listed-annual-cycle', 'MB', inputs);
    expect(result).toMatchObject({ ok: false, tasks: [], errors: [{ code, field: 'financialYearEnd' }] });
  });
});

describe('every template of the catalogue computes with every input given', () => {
  const sample: Record<MatterInputKey, string> = {
    financialYearEnd: '2025-12-31',
    boardMeetingDate: '2026-03-25',
    agmDate: '2026-05-28',
    printingDate: '2026-04-15',
    eventDate: '2026-03-02',
    anniversaryDate: '2026-03-03',
    expiryDate: '2026-09-30',
  };
  it.each(MATTER_TEMPLATE_CATALOGUE.map((item) => [item.code, item] as const))('%s', (_code, item) => {
    for (const board of item.audience === 'listed' ? (['MB', 'GEM'] as const) : (['private'] as const)) {
      const result = computeMatterDeadlines(item, board, sample);
      expect(result.ok).toBe(true);
      expect(result.tasks.length).toBeGreaterThan(0);
      for (const computed of result.tasks) {
        expect(computed.statutoryDate, computed.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(computed.internalDate! <= computed.statutoryDate!, computed.code).toBe(true);
        expect(computed.rule.length).toBeGreaterThan(0);
        expect(['V', 'S', 'M']).toContain(computed.confidence);
      }
    }
  });
});
