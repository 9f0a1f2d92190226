import { describe, expect, it } from 'vitest';
import { parseBusinessCard } from './business-card.parser';

describe(parseBusinessCard.name, () => {
  it('reads a typical Hong Kong law-firm card', () => {
    const text = [
      'CHAN Tai Man',
      'Partner',
      'Harbour Legal & Co.',
      "18/F, Prince's Building, Central, Hong Kong",
      'T: +852 2123 4567  F: +852 2123 4568',
      'M: +852 9123 4567',
      'E: taiman.chan@harbourlegal.com',
      'www.harbourlegal.com',
    ].join('\n');
    expect(parseBusinessCard(text)).toEqual({
      name: 'CHAN Tai Man',
      job: 'Partner',
      companyName: 'Harbour Legal & Co.',
      phone: '+85291234567',
      email: 'taiman.chan@harbourlegal.com',
    });
  });

  it.each([
    ['a firm of accountants is a company, an accountant a position', 'Mary Lee\nSenior Accountant\nLee & Partners Certified Public Accountants', { job: 'Senior Accountant', companyName: 'Lee & Partners Certified Public Accountants' }],
    ['a mainland number with a Chinese label', '王小明\n董事总经理\n电话：+86 10 8888 6666', { name: '王小明', job: '董事总经理', phone: '+861088886666' }],
    ['a Chinese firm name', '陳大文\n律師\n大文律師事務所', { name: '陳大文', job: '律師', companyName: '大文律師事務所' }],
    ['labels in front of values', 'Name: John Smith\nTitle: Company Secretary\nCompany: Acme Holdings Ltd', { name: 'John Smith', job: 'Company Secretary', companyName: 'Acme Holdings Ltd' }],
    ['an upper-case e-mail', 'Contact: John.Smith@Example.COM', { email: 'john.smith@example.com' }],
  ])('handles %s', (_case, text, expected) => {
    expect(parseBusinessCard(text)).toMatchObject(expected);
  });

  it('never takes a fax number as the phone', () => {
    expect(parseBusinessCard('Fax: +852 2123 4568').phone).toBeNull();
    expect(parseBusinessCard('Fax: +852 2123 4568\nTel: (852) 2123-4567').phone).toBe('85221234567');
  });

  it('ignores digit runs too short or too long for a phone', () => {
    expect(parseBusinessCard('Room 1201\nRef 12345678901234567890').phone).toBeNull();
  });

  it('returns nulls for text it cannot place', () => {
    expect(parseBusinessCard('')).toEqual({ name: null, phone: null, companyName: null, job: null, email: null });
    expect(parseBusinessCard('~~ ## ~~\n12 34')).toEqual({ name: null, phone: null, companyName: null, job: null, email: null });
  });
});
