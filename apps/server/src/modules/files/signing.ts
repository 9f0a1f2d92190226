import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signed values (share sessions, share download URLs), with a
 * purpose so a value signed for one use is never accepted for another. Fails
 * closed: without a secret nothing is signed and nothing verifies (ownCloud
 * CVE-2023-49105 accepted URLs when the key was missing).
 */
export const createSigner = (secret: string | undefined) => {
  const usable = typeof secret === 'string' && secret.length >= 32;
  const mac = (purpose: string, body: string) => createHmac('sha256', secret ?? '').update(`${purpose}\n${body}`).digest('base64url');
  return {
    sign: (purpose: string, payload: Record<string, unknown>): string => {
      if (!usable) throw new Error('FILES_SIGNING_SECRET is missing: nothing can be signed');
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(purpose, body)}`;
    },
    /** The payload when the signature is ours and for this purpose; null otherwise. Expiry is the caller's to check. */
    verify: <T>(purpose: string, value: string | undefined): T | null => {
      if (!usable || !value) return null;
      const [body, signature, extra] = value.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(purpose, body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
      } catch {
        return null;
      }
    },
  };
};

export type Signer = ReturnType<typeof createSigner>;
