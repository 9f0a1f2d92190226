import { describe, expect, it } from 'vitest';
import { loginPathFor, savedRedirectOf } from './actions';

describe(savedRedirectOf.name, () => {
  it.each<[string, string | undefined]>([
    ['?redirect=%2Fmanage%2Fperson%2Finfo', '/manage/person/info'],
    ['?redirect=%2FdisData%2Fnotice%2Ffocus%3Fpage%3D2', '/disData/notice/focus?page=2'],
    ['?tab=2', undefined],
    ['', undefined],
    // only same-site paths are followed
    ['?redirect=https%3A%2F%2Fevil.example', undefined],
    ['?redirect=%2F%2Fevil.example', undefined],
  ])('%s → %s', (search, expected) => {
    expect(savedRedirectOf(search)).toBe(expected);
  });

  it('reads back what the login guard stores', () => {
    const target = '/disData/notice/focus?page=2&keyword=a b';
    expect(savedRedirectOf(loginPathFor(target).replace('/login', ''))).toBe(target);
  });
});
