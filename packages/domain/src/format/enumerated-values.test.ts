import { describe, expect, it } from 'vitest';
import { translateCompanyType, translatePosition, translateRuleNumber, translateWindingUpMode } from './enumerated-values';

describe(translatePosition.name, () => {
  it.each([
    ['Independent Non-executive Director', 'zh-HK', '獨立非執行董事'],
    ['Independent Non-executive Director', 'zh-CN', '独立非执行董事'],
    ['Chairman and Executive Director', 'zh-HK', '主席兼執行董事'],
    ['Chairman and Executive Director', 'zh-CN', '董事长兼执行董事'],
    ['Chief Executive Officer and Executive Director', 'zh-HK', '行政總裁兼執行董事'],
    ['Chief Executive Officer and Executive Director', 'zh-CN', '首席执行官兼执行董事'],
    ['Vice Chairman and Non-executive Director', 'zh-HK', '副主席兼非執行董事'],
    ['  independent  non–executive director ', 'zh-HK', '獨立非執行董事'],
    ['Executive Director & Company Secretary', 'zh-CN', '执行董事兼公司秘书'],
  ] as const)('%j in %s is %s', (position, locale, expected) => {
    expect(translatePosition(position, locale)).toBe(expected);
  });

  it('keeps the principal’s name of an alternate as written', () => {
    expect(translatePosition('Alternate Director to Chan Tai Man', 'zh-HK')).toBe('Chan Tai Man的替任董事');
    expect(translatePosition('Alternate Director to 余國樑', 'zh-CN')).toBe('余國樑的替任董事');
  });

  it('leaves English, and anything with a part it does not know, as the source wrote it', () => {
    expect(translatePosition('Independent Non-executive Director', 'en')).toBe('Independent Non-executive Director');
    expect(translatePosition('Chairman and Chief Dreamer', 'zh-HK')).toBe('Chairman and Chief Dreamer');
    expect(translatePosition('執行董事', 'zh-CN')).toBe('執行董事');
  });
});

describe(translateCompanyType.name, () => {
  it.each([
    ['Registered Non-Hong Kong Company', 'zh-HK', '註冊非香港公司'],
    ['Registered Non-Hong Kong Company', 'zh-CN', '注册非香港公司'],
    ['Private company limited by shares', 'zh-HK', '私人股份有限公司'],
    ['Public company limited by shares', 'zh-CN', '公众股份有限公司'],
    ['Company limited by guarantee', 'zh-HK', '擔保有限公司'],
    ['Company limited by guarantee', 'en', 'Company limited by guarantee'],
    ['Open-ended fund company', 'zh-HK', 'Open-ended fund company'],
  ] as const)('%j in %s is %s', (value, locale, expected) => {
    expect(translateCompanyType(value, locale)).toBe(expected);
  });
});

describe(translateWindingUpMode.name, () => {
  it.each([
    ["Creditors' voluntary winding-up", 'zh-HK', '債權人自動清盤'],
    ['Creditors’ voluntary winding-up', 'zh-CN', '债权人自愿清算'],
    ["Members' voluntary winding-up", 'zh-HK', '成員自動清盤'],
    ['Compulsory winding-up by court order', 'zh-CN', '法院命令强制清算'],
  ] as const)('%j in %s is %s', (value, locale, expected) => {
    expect(translateWindingUpMode(value, locale)).toBe(expected);
  });
});

describe('translateRuleNumber (issue 18: "Chapter 14" on a Chinese screen)', () => {
  it.each([
    ['Chapter 14', '第十四章', '第十四章'],
    ['Chapter 14A', '第十四A章', '第十四A章'],
    ['Chapter 3A', '第三A章', '第三A章'],
    ['Chapter 10', '第十章', '第十章'],
    ['Chapter 23', '第二十三章', '第二十三章'],
    ['Appendix C1', '附錄C1', '附录C1'],
    ['Rule 13.09', '第13.09條', '第13.09条'],
    ['Rules 14.07(4)', '第14.07(4)條', '第14.07(4)条'],
  ])('writes %s as %s in zh-HK and %s in zh-CN, unchanged in English', (ruleNumber, hongKong, mainland) => {
    expect(translateRuleNumber(ruleNumber, 'zh-HK')).toBe(hongKong);
    expect(translateRuleNumber(ruleNumber, 'zh-CN')).toBe(mainland);
    expect(translateRuleNumber(ruleNumber, 'en')).toBe(ruleNumber);
  });

  it('keeps what it does not know as written', () => {
    for (const value of ['Practice Note 15', 'Chapter 0', 'Guidance Letter GL86-16', '']) expect(translateRuleNumber(value, 'zh-HK')).toBe(value);
  });
});
