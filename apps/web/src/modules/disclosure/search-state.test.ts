import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, isFullTextSearch, parseSearchParams, toSearchBody, toSearchParams, type SearchState } from './search-state';

const query = (text: string) => new URLSearchParams(text);

describe('search state ⇄ URL query', () => {
  it('reads an empty query as the screen defaults', () => {
    expect(parseSearchParams(query(''))).toEqual(EMPTY_SEARCH_STATE);
    expect(parseSearchParams(query(''), { market: 'HK' })).toEqual({ ...EMPTY_SEARCH_STATE, market: 'HK' });
  });

  it('writes nothing for the defaults, so a fresh list has a clean URL', () => {
    expect(toSearchParams(EMPTY_SEARCH_STATE).toString()).toBe('');
    expect(toSearchParams({ ...EMPTY_SEARCH_STATE, market: 'HK' }, { market: 'HK' }).toString()).toBe('');
  });

  it('round-trips every field', () => {
    const state: SearchState = {
      keyword: '盈利 警告',
      matchMode: 'any',
      scope: 'full',
      market: 'A',
      stockCodes: ['00700', '00005'],
      t1Code: '10000',
      t2Code: '13500',
      docType: '11000',
      issuingBody: 'SFC',
      validity: 3,
      sourceType: 0,
      datePreset: undefined,
      startDate: '2020-01-01',
      endDate: '2024-12-31',
      industry: 'financials',
      securitiesType: 'h',
      placeOfIncorporation: 'cayman-islands',
      sortBy: 'relevance',
      page: 3,
      limit: 50,
    };
    const params = toSearchParams(state, { market: 'HK' });
    expect(params.get('keyword')).toBe('盈利 警告');
    expect(params.get('stock')).toBe('00700,00005');
    expect(params.get('size')).toBe('50');
    expect(parseSearchParams(new URLSearchParams(params.toString()), { market: 'HK' })).toEqual(state);
  });

  it('maps the VIP issuer filters to readable query keys and back', () => {
    const state: SearchState = { ...EMPTY_SEARCH_STATE, industry: 'properties-construction', securitiesType: 'red-chip', placeOfIncorporation: 'british-virgin-islands' };
    const params = toSearchParams(state);
    expect(params.toString()).toBe('industry=properties-construction&secType=red-chip&place=british-virgin-islands');
    expect(parseSearchParams(params)).toEqual(state);
    expect(toSearchParams({ ...state, securitiesType: undefined, placeOfIncorporation: undefined }).toString()).toBe('industry=properties-construction');
  });

  it('drops VIP filter values that are not in the company vocabularies', () => {
    const state = parseSearchParams(query('industry=banking&secType=H&place=%3Cscript%3E'));
    expect([state.industry, state.securitiesType, state.placeOfIncorporation]).toEqual([undefined, undefined, undefined]);
    expect(toSearchParams(state).toString()).toBe('');
  });

  it('keeps a preset when no custom dates are given', () => {
    const state = parseSearchParams(query('range=1w'));
    expect(state.datePreset).toBe('1w');
    expect(toSearchParams(state).toString()).toBe('range=1w');
  });

  it('lets custom dates win over a preset (the API takes one or the other) and orders them', () => {
    const state = parseSearchParams(query('range=1m&from=2024-05-01&to=2023-01-01'));
    expect(state.datePreset).toBeUndefined();
    expect([state.startDate, state.endDate]).toEqual(['2023-01-01', '2024-05-01']);
  });

  it('drops unreadable values instead of sending them', () => {
    const state = parseSearchParams(query('match=most&scope=x&market=US&stock=00700,<x>&t1=1%3B2&validity=9&source=7&range=6y&from=2024-02-30&sort=random&page=-1&size=25'));
    expect(state).toEqual({ ...EMPTY_SEARCH_STATE, stockCodes: ['00700'] });
  });

  it('treats a present but empty filter as "no filter", overriding the default', () => {
    const params = toSearchParams({ ...EMPTY_SEARCH_STATE, market: undefined }, { market: 'HK' });
    expect(params.toString()).toBe('market=');
    expect(parseSearchParams(params, { market: 'HK' }).market).toBeUndefined();
  });

  it('sorts by time when there is no keyword to be relevant to', () => {
    expect(parseSearchParams(query('sort=relevance')).sortBy).toBe('time');
    expect(parseSearchParams(query('keyword=profit&sort=relevance')).sortBy).toBe('relevance');
  });
});

describe(toSearchBody.name, () => {
  it('adds the screen fixed filters and joins the stock codes', () => {
    const state = parseSearchParams(query('keyword=%20profit%20warning%20&match=any&stock=00700,00005&range=1m&page=2'));
    expect(toSearchBody(state, { kind: 'announcement', owner: 'focus' })).toMatchObject({
      kind: 'announcement',
      owner: 'focus',
      keyword: 'profit warning',
      matchMode: 'any',
      scope: 'title',
      stockCodes: '00700,00005',
      datePreset: '1m',
      sortBy: 'time',
      page: 2,
      limit: 20,
    });
  });

  it('sends the VIP issuer filters under the names of DocumentSearchBodySchema', () => {
    const body = toSearchBody(parseSearchParams(query('industry=financials&secType=h&place=prc')), { kind: 'announcement' });
    expect(body).toMatchObject({ industry: 'financials', securitiesType: 'h', placeOfIncorporation: 'prc' });
    const plain = toSearchBody(parseSearchParams(query('')), { kind: 'announcement' });
    expect([plain.industry, plain.securitiesType, plain.placeOfIncorporation]).toEqual([undefined, undefined, undefined]);
  });

  it('leaves keyword options out when there is no keyword', () => {
    const body = toSearchBody(parseSearchParams(query('scope=full&match=any')), { kind: 'law' });
    expect(body.keyword).toBeUndefined();
    expect(body.scope).toBeUndefined();
    expect(body.matchMode).toBeUndefined();
  });

  it('uses the fixed issuing body and list of an org list', () => {
    const body = toSearchBody(parseSearchParams(query('body=SFC')), { kind: 'regulation', listType: 1, issuingBody: 'HKEX' });
    expect(body).toMatchObject({ kind: 'regulation', listType: 1, issuingBody: 'HKEX' });
  });

  it('knows when a search counts against the free full-text quota', () => {
    expect(isFullTextSearch(parseSearchParams(query('scope=full')))).toBe(false);
    expect(isFullTextSearch(parseSearchParams(query('scope=full&keyword=results')))).toBe(true);
    expect(isFullTextSearch(parseSearchParams(query('keyword=results')))).toBe(false);
  });
});
