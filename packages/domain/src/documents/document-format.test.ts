import { describe, expect, it } from 'vitest';
import { documentDate, documentDateWithWeekday, documentTime, englishDate, formalChineseDate, hongKongDollars, parseIsoDate } from './document-format';

describe('document formatting (secretary-documents-files §3.5)', () => {
  it.each([
    ['2026-03-25', '二零二六年三月二十五日'],
    ['2026-10-10', '二零二六年十月十日'],
    ['2030-12-31', '二零三零年十二月三十一日'],
    ['2026-01-01', '二零二六年一月一日'],
    ['2026-11-20', '二零二六年十一月二十日'],
  ])('writes %s as the formal Chinese date %s', (iso, expected) => {
    expect(formalChineseDate(iso)).toBe(expected);
  });

  it('writes English dates in the British order and with the weekday', () => {
    expect(englishDate('2026-03-25')).toBe('25 March 2026');
    expect(documentDateWithWeekday('2026-03-25', 'en')).toBe('Wednesday, 25 March 2026');
    expect(documentDateWithWeekday('2026-03-25', 'zh-HK')).toBe('二零二六年三月二十五日（星期三）');
    expect(documentDate('2026-03-25', 'zh-CN')).toBe('二零二六年三月二十五日');
  });

  it('refuses dates that do not exist', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(formalChineseDate('2026-02-30')).toBe('2026-02-30');
  });

  it('writes times in each script', () => {
    expect(documentTime('10:30', 'en')).toBe('10:30 a.m.');
    expect(documentTime('14:00', 'en')).toBe('2:00 p.m.');
    expect(documentTime('10:30', 'zh-HK')).toBe('上午十時三十分');
    expect(documentTime('14:00', 'zh-HK')).toBe('下午二時正');
    expect(documentTime('14:00', 'zh-CN')).toBe('下午2时整');
    expect(documentTime('09:15', 'zh-CN')).toBe('上午9时15分');
  });

  it('writes Hong Kong dollars from cents', () => {
    expect(hongKongDollars(123456750)).toBe('HK$1,234,567.50');
    expect(hongKongDollars(5)).toBe('HK$0.05');
    expect(hongKongDollars(-100)).toBe('-HK$1.00');
  });
});
