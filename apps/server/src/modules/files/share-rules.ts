import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { ShareValidity } from '@app/contracts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;

/** Brief §4.2: 32 random bytes, base64url (43 characters, 256 bits). */
export const newShareToken = (): string => randomBytes(32).toString('base64url');
/** What is stored and looked up: SHA-256 of the token (hex). */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
/** scrypt with a random salt: 'scrypt$N$r$p$salt$hash'. */
export const hashSharePassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
};
export const verifySharePassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem });
  return timingSafeEqual(expected, actual);
};

/**
 * Brief §4.2 validity: +1 day, +7 days, +1 calendar month (clamped to the
 * month's last day: 31 Mar → 30 Apr, 31 Jan → 28/29 Feb, in UTC), or null (permanent).
 */
export const expiryOf = (validity: ShareValidity, from: Date): Date | null => {
  if (validity === 'permanent') return null;
  if (validity === '1d') return new Date(from.getTime() + 24 * 3600 * 1000);
  if (validity === '7d') return new Date(from.getTime() + 7 * 24 * 3600 * 1000);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from);
  result.setUTCDate(1);
  result.setUTCMonth(month);
  result.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return result;
};

/** Brief §4.2: a share session lasts at most 12 hours and never past the link's expiry. */
export const SHARE_SESSION_SECONDS = 12 * 3600;
/** Brief §4.2: signed download URLs live 60–300 s; ours 120 s. */
export const SIGNED_URL_SECONDS = 120;
export const sessionExpiry = (now: Date, linkExpiresAt: Date | null): Date => {
  const cap = new Date(now.getTime() + SHARE_SESSION_SECONDS * 1000);
  return linkExpiresAt && linkExpiresAt < cap ? linkExpiresAt : cap;
};
