import { describe, expect, it } from 'vitest';
import { downloadUrl } from './api';
import { formatFileSize } from './utils';

describe('downloadUrl', () => {
  it('is a GET link with the file path, the token and the language (spec §7)', () => {
    expect(downloadUrl('documents_00700_20261122-1834_abc123.zip', 'tok en', 'zh-HK')).toBe(
      '/api/au/baseDownloadFile/downloadFile?filePath=documents_00700_20261122-1834_abc123.zip&language=1&token=tok+en',
    );
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '0.5 kB'],
    [13_824, '13.5 kB'],
    [5 * 1024 * 1024, '5 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en')).toBe(text);
  });
});
