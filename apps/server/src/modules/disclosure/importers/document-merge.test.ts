import { describe, expect, it } from 'vitest';
import { isDocumentUnchanged, mergeDocument, type DocumentPatch, type StoredDocument } from './document-merge';

const patch = (overrides: Partial<DocumentPatch> = {}): DocumentPatch => ({
  row: 1,
  kind: 'announcement',
  source: 'hkex',
  sourceId: '1',
  md5Key: 'new-key',
  market: 'HK',
  stockCodes: ['00700'],
  releaseTime: new Date('2024-01-18T09:41:00Z'),
  t1Code: '10000',
  t2Codes: ['16200'],
  docType: null,
  sourceType: null,
  titleEn: 'English title',
  fileLinkEn: 'https://example.test/e.pdf',
  fileType: 'PDF',
  fileSize: '91KB',
  punishedParty: null,
  ...overrides,
});

const stored = (overrides: Partial<StoredDocument> = {}): StoredDocument => {
  const { row: _row, ...values } = patch();
  return { id: 7, ...values, titleZh: null, fileLinkZh: null, ...overrides } as StoredDocument;
};

describe('mergeDocument', () => {
  it('creates a row with null for the other language', () => {
    expect(mergeDocument(undefined, patch())).toMatchObject({ md5Key: 'new-key', titleEn: 'English title', titleZh: null, fileLinkZh: null });
  });

  it('adds the Chinese version to a stored English row, keeping the English file size', () => {
    const next = mergeDocument(stored({ md5Key: 'old-key' }), patch({ titleEn: undefined, fileLinkEn: undefined, titleZh: '中文標題', fileLinkZh: 'https://example.test/c.pdf', fileSize: '92KB' }));
    expect(next).toMatchObject({ md5Key: 'old-key', titleEn: 'English title', titleZh: '中文標題', fileLinkEn: 'https://example.test/e.pdf', fileLinkZh: 'https://example.test/c.pdf', fileSize: '91KB' });
  });

  it('keeps the stored category when the file has none', () => {
    expect(mergeDocument(stored(), patch({ t1Code: null, t2Codes: [] }))).toMatchObject({ t1Code: '10000', t2Codes: ['16200'] });
  });

  it('sees an identical re-import as unchanged and a new title as a change', () => {
    const row = stored();
    expect(isDocumentUnchanged(row, mergeDocument(row, patch({ releaseTime: new Date('2024-01-18T09:41:00Z') })))).toBe(true);
    expect(isDocumentUnchanged(row, mergeDocument(row, patch({ titleEn: 'Corrected title' })))).toBe(false);
    expect(isDocumentUnchanged(row, mergeDocument(row, patch({ stockCodes: ['00700', '80700'] })))).toBe(false);
  });
});
