import type { DocumentDetail } from '@app/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../../test-utils';

beforeEach(() => resetAppState());

const MD5 = '1fa95196ae2ccb038a2dcd35a3f5bf90';

const detail = (overrides: Partial<DocumentDetail>): DocumentDetail => ({
  id: 1,
  md5Key: MD5,
  kind: 'announcement',
  titleEn: 'Profit Warning',
  titleZh: '盈利警告',
  releaseTime: '2026-11-20T09:30:00.000Z',
  market: 'HK',
  stocks: [{ market: 'HK', stockCode: '00700', shortNameEn: 'TENCENT', shortNameCn: '騰訊控股' }],
  t1Code: '10000',
  t2Codes: ['13500'],
  docType: null,
  headline: 'Announcements and Notices - [Profit Warning]',
  headlineGuessed: true,
  fileType: 'PDF',
  fileSize: null,
  fileOrigin: 'generated',
  langTypes: [1, 2],
  issuingBody: null,
  listType: null,
  orgType: null,
  validity: null,
  versionDate: null,
  effectiveDate: null,
  ruleNumber: null,
  sourceType: null,
  subjectEn: null,
  subjectZh: null,
  punishedParty: null,
  hasBody: false,
  source: 'demo',
  langType: 2,
  title: 'Profit Warning',
  fileLink: `/au/document/file?md5Key=${MD5}&langType=2`,
  summary: null,
  body: null,
  related: [],
  ...overrides,
});

const open = (reply: DocumentDetail) =>
  renderApp(`/disData/notice/detail?md5Key=${MD5}&langType=2`, 'en', {
    '/au/document/detail': { errCode: 0, resultMsg: '', resultData: reply },
  });

describe('a document page', () => {
  it("opens a demonstration document's generated PDF and tags a guessed category", async () => {
    await open(detail({}));
    const file = await screen.findByTestId('detail-file');
    expect(file.textContent).toBe('Open the demonstration PDF');
    expect(file.getAttribute('href')).toBe(`/api/au/document/file?md5Key=${MD5}&langType=2&language=2`);
    expect(screen.getByTestId('guessed-category').textContent).toBe('Unverified');
  });

  it("opens an imported document at its publisher's link", async () => {
    const link = 'https://www1.hkexnews.hk/listedco/listconews/sehk/2026/1126/2026112601201.pdf';
    await open(detail({ source: 'hkex', fileOrigin: 'source', fileLink: link, fileSize: '91KB', headlineGuessed: false }));
    const file = await screen.findByTestId('detail-file');
    expect(file.textContent).toBe('Open the document');
    expect(file.getAttribute('href')).toBe(link);
    expect(screen.queryByTestId('guessed-category')).toBeNull();
    expect(screen.getByText('PDF · 91KB')).toBeTruthy();
  });
});
