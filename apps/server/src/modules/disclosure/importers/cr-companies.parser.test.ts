import { describe, expect, it } from 'vitest';
import { parseRegistryCompanies, registerKindOfFileName } from './cr-companies.parser';
import { readFixture } from '../../../../test/disclosure-fixtures';

describe('parseRegistryCompanies', () => {
  it('reads new companies and changes of name, skipping the header line', () => {
    const { rows } = parseRegistryCompanies(readFixture('RNC063L_20251008.csv'), { registerKind: 'local' });
    expect(rows).toEqual([
      { row: 2, companyNo: '7654321', registerKind: 'local', nameEn: 'ALPHA HARBOUR LIMITED', nameZh: '阿爾法海港有限公司', incorporationDate: '2025-10-08', changeDate: null },
      { row: 3, companyNo: '7654322', registerKind: 'local', nameEn: 'BETA TRADING LIMITED', nameZh: null, incorporationDate: '2025-10-08', changeDate: null },
      { row: 4, companyNo: '7000001', registerKind: 'local', nameEn: 'GAMMA WORKS LIMITED', nameZh: '伽瑪工程有限公司', incorporationDate: null, changeDate: '2025-10-08' },
    ]);
  });

  it('reports bad dates, missing numbers and numbers of the other register by CSV line', () => {
    expect(parseRegistryCompanies(readFixture('RNC063L_20251008.csv'), { registerKind: 'local' }).rejections).toEqual([
      { row: 5, reason: 'incorporation date "31/09/2025" is not a date' },
      { row: 6, reason: 'the CR number (column 4) is missing' },
      { row: 7, reason: 'CR number F0009999 is not on the local register' },
      { row: 8, reason: 'a change of name (no incorporation date) needs a change date' },
    ]);
    expect(parseRegistryCompanies(readFixture('RNC063F_20251008.csv'), { registerKind: 'foreign' }).rejections).toEqual([
      { row: 4, reason: 'CR number 7654999 is not on the foreign register' },
    ]);
  });

  it('follows the number when no register is named', () => {
    const { rows } = parseRegistryCompanies('x,OMEGA GLOBAL INC.,,f0001234,08/10/2025,\n');
    expect(rows).toEqual([{ row: 1, companyNo: 'F0001234', registerKind: 'foreign', nameEn: 'OMEGA GLOBAL INC.', nameZh: null, incorporationDate: '2025-10-08', changeDate: null }]);
  });

  it('tells the register from the file name', () => {
    expect(registerKindOfFileName('RNC063L_20251008.csv')).toBe('local');
    expect(registerKindOfFileName('rnc063f_20251008.csv')).toBe('foreign');
    expect(registerKindOfFileName('companies.csv')).toBeNull();
  });
});
