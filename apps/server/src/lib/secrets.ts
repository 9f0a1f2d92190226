import { hash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash (OWASP's minimum is 2^17 with r=8, p=1
// at 128 MiB; 2^15 keeps a 2-core server responsive under concurrent logins).
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 };

/** Hashes a password with scrypt and a random salt; the parameters travel with the hash. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT.maxmem });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/** Checks a password against a stored hash in constant time. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
};

/** A random opaque token (256 bits, URL-safe). */
export const createOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex of a token: what the database stores instead of the token (one-shot `hash`: a third of createHash's cost, on every signed-in call). */
export const sha256Hex = (value: string): string => hash('sha256', value, 'hex');
