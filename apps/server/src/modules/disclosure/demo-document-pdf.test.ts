import type { DocumentDetail } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { plainTextOf } from '../documents/document-model';
import { demoDocumentModel } from './demo-document-pdf';

const detail = (overrides: Partial<DocumentDetail>) =>
  ({
    md5Key: 'a'.repeat(32),
    langType: 1,
    title: '关于召开2025年年度股东大会的通知',
    releaseTime: '2026-11-20T09:30:00.000Z',
    headline: '公告及通告 - [股東大會通告]',
    headlineGuessed: true,
    stocks: [{ market: 'SH', stockCode: '600519', shortNameEn: 'KWEICHOW MOUTAI', shortNameCn: '貴州茅台' }],
    body: null,
    summary: null,
    ...overrides,
  }) as DocumentDetail;

describe(demoDocumentModel.name, () => {
  it("marks the document, and a guessed category, in the reader's language; names follow the document's script", () => {
    const text = plainTextOf(demoDocumentModel(detail({}), 'zh-HK'));
    expect(text.split('\n')[0]).toBe('示範文件 — 並非真實披露文件');
    expect(text).toContain('類別：公告及通告 - [股東大會通告] （類別未核實）');
    // a simplified document names its company in simplified script
    expect(text).toContain('公司：600519 贵州茅台');
    expect(text).toContain('本示範文件沒有儲存正文。');
  });

  it('draws the stored body, paragraph by paragraph, and no tag for a confirmed category', () => {
    const model = demoDocumentModel(detail({ langType: 2, title: 'Profit Warning', headline: 'Announcements and Notices - [Final Results]', headlineGuessed: false, body: 'First.\nSecond.' }), 'en');
    const text = plainTextOf(model);
    expect(text).toContain('Category: Announcements and Notices - [Final Results]\nFirst.\nSecond.');
    expect(text).not.toContain('unverified');
    expect(text).toContain('Company: 600519 KWEICHOW MOUTAI');
  });
});
