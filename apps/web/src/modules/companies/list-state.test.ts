import { describe, expect, it } from 'vitest';
import { parseListState, toListParams } from './list-state';

describe('parseListState', () => {
  it('reads the named filters, dropping empty and unknown ones', () => {
    const state = parseListState(new URLSearchParams('keyword=%20tencent%20&board=&other=x&page=3&limit=50'), ['keyword', 'board'] as const);
    expect(state).toEqual({ filters: { keyword: 'tencent' }, page: 3, limit: 50 });
  });

  it.each([
    ['page=0&limit=15', 1, 20],
    ['page=abc&limit=10', 1, 10],
    ['page=2.5', 1, 20],
  ])('falls back to page 1 and 20 a page for bad paging (%s)', (query, page, limit) => {
    expect(parseListState(new URLSearchParams(query), [])).toMatchObject({ page, limit });
  });
});

describe('toListParams', () => {
  it('leaves defaults out of the URL and round-trips the rest', () => {
    expect(toListParams({ filters: { keyword: 'bank', board: undefined }, page: 1, limit: 20 }).toString()).toBe('keyword=bank');
    const params = toListParams({ filters: { keyword: '匯豐', market: 'HK' }, page: 4, limit: 30 });
    expect(parseListState(params, ['keyword', 'market'] as const)).toEqual({ filters: { keyword: '匯豐', market: 'HK' }, page: 4, limit: 30 });
  });
});
