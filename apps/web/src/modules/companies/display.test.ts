import { describe, expect, it } from 'vitest';
import { personNameOf } from './display';

// Spec §1: a value missing in the reader's language falls back to what is stored (issue 18: a director with only a Chinese name).
describe('personNameOf', () => {
  it('shows an English reader the stored Chinese name of a person who has no English name, unconverted', () => {
    expect(personNameOf({ nameEn: null, nameZh: '陳大文' }, 'en')).toBe('陳大文');
    expect(personNameOf({ nameEn: 'Chan Tai Man', nameZh: '陳大文' }, 'en')).toBe('Chan Tai Man 陳大文');
  });

  it('shows a Chinese reader the English name when there is no Chinese one', () => {
    expect(personNameOf({ nameEn: 'John Smith', nameZh: null }, 'zh-HK')).toBe('John Smith');
    expect(personNameOf({ nameEn: 'Chan Tai Man', nameZh: '陈大文' }, 'zh-CN')).toBe('陈大文 Chan Tai Man');
  });
});
