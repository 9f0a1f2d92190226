import { describe, expect, it } from 'vitest';
import { formatStoredFileSize, typeLabelOf } from './utils';

describe('spec §9 file-size display', () => {
  it.each([
    [0, '1 KB'],
    [1, '1 KB'],
    [1024, '1 KB'],
    [1025, '2 KB'],
    [99 * 1024, '99 KB'],
    [100 * 1024, '0.10 MB'],
    [1536 * 1024, '1.50 MB'],
    [10 * 1024 * 1024, '10.00 MB'],
  ])('%d bytes → %s', (bytes, shown) => {
    expect(formatStoredFileSize(bytes)).toBe(shown);
  });
  it('labels types by extension', () => {
    expect(typeLabelOf('Board pack.pdf', 'file')).toBe('PDF');
    expect(typeLabelOf('Board', 'folder')).toBe('');
  });
});
