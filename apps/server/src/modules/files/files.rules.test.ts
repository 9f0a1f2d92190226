import { describe, expect, it } from 'vitest';
import { contentDisposition, normaliseName } from './file-names';
import { detectType } from './file-types';
import { ALL_RIGHTS, decidingFolder, folderRights, NO_RIGHTS, type Grant } from './files.policy';
import { parseRange } from './files.service';
import { expiryOf, hashSharePassword, newShareToken, sessionExpiry, tokenHashOf, verifySharePassword } from './share-rules';
import { createSigner } from './signing';

const folders = [
  { id: 'root', parentId: null },
  { id: 'board', parentId: 'root' },
  { id: 'board-2026', parentId: 'board' },
  { id: 'board-2026-q1', parentId: 'board-2026' },
  { id: 'hr', parentId: 'root' },
];
const alice = { userId: 'alice', deptId: 'legal', isAdmin: false };
const bob = { userId: 'bob', deptId: 'finance', isAdmin: false };
const admin = { userId: 'admin', deptId: null, isAdmin: true };

describe('folder permissions: inheritance (spec §3, brief §4.2)', () => {
  const grants = new Map<string, Grant[]>([
    ['board', [{ subjectType: 'department', subjectId: 'legal', right: 'read' }, { subjectType: 'user', subjectId: 'bob', right: 'readWrite' }]],
    ['board-2026-q1', [{ subjectType: 'user', subjectId: 'alice', right: 'download' }]],
  ]);
  it.each([
    ['a space without entries is open to everyone', alice, 'hr', ALL_RIGHTS],
    ['a department entry gives its members read only (preview, no download)', alice, 'board', { read: true, write: false, download: false }],
    ['sub-folders without entries inherit the nearest entries', alice, 'board-2026', { read: true, write: false, download: false }],
    ['a sub-folder with entries decides for itself', alice, 'board-2026-q1', { read: true, write: false, download: true }],
    ['read-write includes download', bob, 'board-2026', ALL_RIGHTS],
    ['someone the deciding folder does not name gets nothing', bob, 'board-2026-q1', NO_RIGHTS],
    ['the administrator has every right everywhere', admin, 'board-2026-q1', ALL_RIGHTS],
  ])('%s', (_case, subject, folder, expected) => {
    expect(folderRights(folders, grants, subject).get(folder)).toEqual(expected);
  });
  it('names the folder whose entries decide', () => {
    expect(decidingFolder('board-2026', folders, grants)).toBe('board');
    expect(decidingFolder('hr', folders, grants)).toBeNull();
  });
  it('the union of a person\'s and their department\'s entries counts', () => {
    const both = new Map<string, Grant[]>([['board', [{ subjectType: 'department', subjectId: 'legal', right: 'read' }, { subjectType: 'user', subjectId: 'alice', right: 'download' }]]]);
    expect(folderRights(folders, both, alice).get('board')).toEqual({ read: true, write: false, download: true });
  });
});

describe('share link rules (brief §4.2)', () => {
  it('tokens are 256 bits of base64url; only their SHA-256 is stored', () => {
    const token = newShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHashOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newShareToken()).not.toBe(token);
  });
  it('passwords are scrypt hashes with a salt', async () => {
    const hash = await hashSharePassword('Board#2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await hashSharePassword('Board#2026')).not.toBe(hash);
    expect(await verifySharePassword('Board#2026', hash)).toBe(true);
    expect(await verifySharePassword('board#2026', hash)).toBe(false);
    expect(await verifySharePassword('x', 'plain')).toBe(false);
  });
  it.each([
    ['1d', '2026-11-25T10:00:00Z', '2026-11-26T10:00:00.000Z'],
    ['7d', '2026-11-25T10:00:00Z', '2026-12-02T10:00:00.000Z'],
    ['1m', '2026-11-25T10:00:00Z', '2026-12-25T10:00:00.000Z'],
    ['1m', '2026-03-31T10:00:00Z', '2026-04-30T10:00:00.000Z'],
    ['1m', '2026-01-31T10:00:00Z', '2026-02-28T10:00:00.000Z'],
    ['1m', '2028-01-31T10:00:00Z', '2028-02-29T10:00:00.000Z'],
    ['1m', '2026-12-31T10:00:00Z', '2027-01-31T10:00:00.000Z'],
  ] as const)('validity %s from %s ends %s', (validity, from, expected) => {
    expect(expiryOf(validity, new Date(from))?.toISOString()).toBe(expected);
  });
  it('permanent links have no expiry; sessions last at most 12 h and never past the link', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(expiryOf('permanent', now)).toBeNull();
    expect(sessionExpiry(now, null).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(sessionExpiry(now, new Date('2026-11-25T11:00:00Z')).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });
  it('signatures fail closed without a key, and a value signed for one purpose is refused for another', () => {
    const signer = createSigner('k'.repeat(32));
    const value = signer.sign('session', { s: 'a', v: 1 });
    expect(signer.verify('session', value)).toEqual({ s: 'a', v: 1 });
    expect(signer.verify('url', value)).toBeNull();
    expect(createSigner('other-key'.repeat(4)).verify('session', value)).toBeNull();
    expect(createSigner(undefined).verify('session', value)).toBeNull();
    expect(() => createSigner('').sign('session', {})).toThrow();
  });
});

describe('names, types and ranges', () => {
  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\x\\Board.pdf', 'Board.pdf'],
    ['inv\u202Eoice\u0000.pdf', 'invoice.pdf'],
    ['  spaced   out .pdf  ', 'spaced out .pdf'],
    ['a<b>c:d.pdf', 'a_b_c_d.pdf'],
    ['..', null],
    ['con.txt', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseName(raw)).toBe(expected);
  });
  it('keeps the extension when it shortens a long name', () => {
    expect(normaliseName(`${'x'.repeat(200)}.docx`)).toMatch(/^x{115}\.docx$/);
  });
  it('recognises types by content and refuses a mismatch with the name', () => {
    expect(detectType('a.pdf', Buffer.from('%PDF-1.7'))?.mime).toBe('application/pdf');
    expect(detectType('a.pdf', Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectType('a.exe', Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectType('a.txt', Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
    expect(detectType('a.txt', Buffer.from('會議紀錄', 'utf8').subarray(0, 5))?.mime).toBe('text/plain');
    expect(detectType('a.svg', Buffer.from('<svg/>'))).toBeNull();
  });
  it('parses HTTP ranges', () => {
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(parseRange('bytes=20-30', 10)).toBeUndefined();
    expect(parseRange(undefined, 10)).toBeUndefined();
  });
  it('writes RFC 5987 file names', () => {
    expect(contentDisposition('attachment', '董事會 (1).pdf')).toBe(`attachment; filename="___ (1).pdf"; filename*=UTF-8''%E8%91%A3%E4%BA%8B%E6%9C%83%20%281%29.pdf`);
  });
});
