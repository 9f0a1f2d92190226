import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PhoneRegion, SMS_RESEND_SECONDS, normaliseMobile, type PhoneRegionCode } from '@app/domain';
import type { VerificationPurpose } from '@app/contracts';

/** Wrong entries after which a code stops working (a new one must be requested). */
export const MAX_FAILED_ATTEMPTS = 5;
/** Spec §9: one code per minute per phone (the web counts down 60 s). */
export const RESEND_SECONDS = SMS_RESEND_SECONDS;
/** How long a code checked by /common/checkCode stays usable by the call that needs it. */
export const VERIFIED_WINDOW_SECONDS = 600;
/** Lifetime of a slider puzzle, and of the ticket it gives once solved. */
export const CAPTCHA_TTL_SECONDS = 120;
/** Hong Kong time has no daylight saving: UTC+8 all year. */
const HONG_KONG_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Six random digits from the CSPRNG (leading zeros kept). */
export const generateCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** A random one-time ticket (URL-safe, 256 bits). */
export const generateTicket = (): string => randomBytes(32).toString('base64url');

/**
 * The stored form of a code or ticket: HMAC-SHA256 with the server's pepper,
 * hex. `scope` ties a code to its channel, target and purpose.
 */
export const hashSecret = (pepper: string, scope: string, secret: string): string =>
  createHmac('sha256', pepper).update(`${scope}\n${secret}`).digest('hex');

/** Compares two hex hashes in constant time. */
export const isSameHash = (left: string, right: string): boolean =>
  left.length === right.length && timingSafeEqual(Buffer.from(left, 'hex'), Buffer.from(right, 'hex'));

/** The scope string a code's hash is bound to. */
export const codeScope = (channel: string, target: string, purpose: string): string => `${channel}:${target}:${purpose}`;

/** Midnight of `now`'s calendar day in Hong Kong; daily caps count from it. */
export const startOfHongKongDay = (now: Date): Date =>
  new Date(Math.floor((now.getTime() + HONG_KONG_OFFSET_MS) / DAY_MS) * DAY_MS - HONG_KONG_OFFSET_MS);

/**
 * Which account state a purpose needs for its phone: signing in and
 * resetting a password need an account; registering, binding and changing
 * to a number need it to be free (adding a colleague's number too); confirming
 * the current phone needs the signed-in caller's own number.
 */
export const phoneRuleFor = (purpose: VerificationPurpose): 'registered' | 'unregistered' | 'own' =>
  purpose === 'confirmPhone' ? 'own' : purpose === 'login' || purpose === 'resetPassword' ? 'registered' : 'unregistered';

/**
 * The stored forms a number may have: the one of `region` when it is given,
 * otherwise every region's reading of it (checkCode without phoneType).
 */
export const phoneTargetsOf = (phone: string, region?: PhoneRegionCode): string[] => {
  const regions = region ? [region] : (Object.values(PhoneRegion) as PhoneRegionCode[]);
  return [...new Set(regions.map((code) => normaliseMobile(phone, code)).filter((target): target is string => target !== undefined))];
};

/** The e-mail as stored and compared: trimmed and lower-cased. */
export const emailTargetOf = (email: string): string => email.trim().toLowerCase();

/** Where "now" comes from; tests pass a fake one. */
export type Clock = () => Date;

/** The system clock. */
export const systemClock: Clock = () => new Date();

/** `date` moved by `seconds`. */
export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
