import { describe, expect, it } from 'vitest';
import { createOpaqueToken, hashPassword, sha256Hex, verifyPassword } from './secrets';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Secret#2026');
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Secret#2026', stored)).toBe(true);
    expect(await verifyPassword('secret#2026', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('rejects a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('tokens', () => {
  it('creates distinct 43-character URL-safe tokens and hashes them to 64 hex characters', () => {
    const token = createOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createOpaqueToken()).not.toBe(token);
    expect(sha256Hex(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
