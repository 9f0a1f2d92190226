import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../../test/helper';
import { insertDocuments } from '../documents.repository';
import { documentKeyOf, type DocumentInput } from '../documents.writer';

// Issue 18: mainland and Hong Kong forms of one term, the particle 的 and 着/著 find the same documents.
const DAY = 86_400_000;
const announcement = (sourceId: string, titleZh: string, market = 'HK', ageDays = 1): DocumentInput => ({
  kind: 'announcement',
  source: 'test-fold',
  sourceId,
  market,
  stockCodes: [market === 'HK' ? '00700' : '600519'],
  titleEn: null,
  titleZh,
  releaseTime: new Date(Date.now() - ageDays * DAY),
  t1Code: '10000',
  t2Codes: [],
});

const CORPUS = [
  announcement('discloseable', '有關須予披露交易的公告', 'HK', 1),
  announcement('ct-hk', '持續關連交易', 'HK', 2),
  announcement('rpt-a', '关于日常关联交易的公告', 'SH', 3),
  announcement('agm-hk', '股東週年大會通告', 'HK', 4),
  announcement('agm-a', '2025年年度股东大会决议公告', 'SH', 5),
  announcement('zhuo', '關於着手重組的自願公告', 'HK', 6),
  announcement('ju-a', '钜泉科技关于股东减持股份的公告', 'SH', 7),
  announcement('ju-hk', '巨子生物控股有限公司 末期業績公告', 'HK', 8),
];

const key = (sourceId: string) => documentKeyOf('test-fold', sourceId);

describe('POST /au/document/search: term folding', () => {
  let app: FastifyInstance;
  const found = async (keyword: string) => {
    const body = (await postForm(app, '/api/au/document/search', { keyword })).json() as { errCode: number; resultData: { list: { md5Key: string }[] } };
    expect(body.errCode).toBe(0);
    return body.resultData.list.map((hit) => hit.md5Key).sort();
  };
  beforeAll(async () => {
    app = await buildTestApp();
    await insertDocuments(app.db, CORPUS);
  });
  afterAll(() => closeTestApp(app));

  it('finds 須予披露交易 from the category name 須予披露的交易', async () => {
    expect(await found('須予披露的交易')).toEqual([key('discloseable')]);
    expect(await found('须予披露交易')).toEqual([key('discloseable')]);
  });

  it('finds 關連交易 and 关联交易 from either form', async () => {
    const both = [key('ct-hk'), key('rpt-a')].sort();
    expect(await found('關聯交易')).toEqual(both);
    expect(await found('关连交易')).toEqual(both);
  });

  it('finds 年度股东大会 and 股東週年大會 from either form', async () => {
    const both = [key('agm-hk'), key('agm-a')].sort();
    expect(await found('年度股東大會')).toEqual(both);
    expect(await found('股东周年大会')).toEqual(both);
  });

  it('finds 钜 and 巨 from 鉅 (the conversion writes either by phrase)', async () => {
    expect(await found('鉅泉科技')).toEqual([key('ju-a')]);
    expect(await found('钜泉科技')).toEqual([key('ju-a')]);
    expect(await found('鉅子生物')).toEqual([key('ju-hk')]);
    expect(await found('巨子生物')).toEqual([key('ju-hk')]);
  });

  it('treats 着 and 著 alike', async () => {
    expect(await found('著手重組')).toEqual([key('zhuo')]);
    expect(await found('着手重组')).toEqual([key('zhuo')]);
  });
});
