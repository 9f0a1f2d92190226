import {
  EMAIL_CODE_TYPE_PURPOSE,
  SMS_CODE_TYPE_PURPOSE,
  type CheckCodeBody,
  type CheckEmailCodeBody,
  type CodeChecked,
  type CodeSent,
  type Locale,
  type SendCodeBody,
  type SendEmailCodeBody,
  type VerificationChannel,
  type VerificationPurpose,
} from '@app/contracts';
import { internationalFormOf, type PhoneRegionCode } from '@app/domain';
import { renderMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import type { MailProvider, SmsProvider } from '../../providers/index';
import type { RateLimitsService } from '../rate-limits/index';
import { consumeWriteLimits, type WriteLimitRules } from '../rate-limits/write-limits';
import { createCaptchaService } from './captcha.service';
import type { SliderPuzzle } from './slider-captcha';
import {
  MAX_FAILED_ATTEMPTS,
  RESEND_SECONDS,
  VERIFIED_WINDOW_SECONDS,
  addSeconds,
  codeScope,
  emailTargetOf,
  generateCode,
  hashSecret,
  isSameHash,
  phoneRuleFor,
  phoneTargetsOf,
  startOfHongKongDay,
  systemClock,
  type Clock,
} from './verification-code';
import type { UsersService } from '../auth/users.service';
import type { VerificationCodeRow, VerificationRepository } from './verification.repository';

/** The configurable limits (config/env.ts). */
export type VerificationSettings = {
  codeTtlSeconds: number;
  smsDailyLimitPerPhone: number;
  smsDailyLimitPerIp: number;
  emailDailyLimitPerAddress: number;
  emailDailyLimitPerIp: number;
  /** Secret mixed into stored hashes. */
  pepper: string;
};

/**
 * Who asks: the client address (for the per-IP cap), the language of the message and,
 * when signed in, the caller's account id and canonical phone (for codes to one's own phone).
 */
export type RequestContext = { ip: string | null; locale: Locale; userId?: string | null; userPhone?: string | null };

export type VerificationServiceDependencies = {
  repository: VerificationRepository;
  /** Whether a phone or e-mail already has an account: the auth module's users service. */
  accounts: Pick<UsersService, 'isPhoneRegistered' | 'isEmailUsed'>;
  sms: SmsProvider;
  mail: MailProvider;
  settings: VerificationSettings;
  /** Database rate limits (slider puzzles per address, failures for escalation, hourly e-mail codes). */
  rateLimits: RateLimitsService;
  clock?: Clock;
  drawPuzzle?: () => SliderPuzzle;
};

/** E-mail codes are anonymous writes: at most this many an hour per client address and per signed-in account, besides the daily caps. */
export const EMAIL_CODES_PER_HOUR: WriteLimitRules = {
  perIp: { scope: 'verification.email-code.ip', limit: 10, windowSeconds: 3600 },
  perUser: { scope: 'verification.email-code.user', limit: 5, windowSeconds: 3600 },
};

/** A code to use up: target is the canonical phone (normaliseMobile) or the e-mail. */
export type ConsumeCodeInput = { channel: VerificationChannel; target: string; purpose: VerificationPurpose; code: string };
export type ConsumeVerifiedInput = Omit<ConsumeCodeInput, 'code'>;

// Codes are kept two days: the daily caps look back one Hong Kong day at most.
const CODE_HISTORY_SECONDS = 2 * 86_400;

/**
 * Verification rules: slider captcha, SMS and e-mail codes (spec §4, §5, §8).
 * Other modules receive it from the container (container.ts) and call consumeCode / consumeVerified.
 */
export const createVerificationService = ({ repository, accounts, sms, mail, settings, rateLimits, clock = systemClock, drawPuzzle }: VerificationServiceDependencies) => {
  const captcha = createCaptchaService({ repository, rateLimits, clock, pepper: settings.pepper, drawPuzzle });
  const limitsOf = (channel: VerificationChannel) =>
    channel === 'sms'
      ? { perTarget: settings.smsDailyLimitPerPhone, perIp: settings.smsDailyLimitPerIp }
      : { perTarget: settings.emailDailyLimitPerAddress, perIp: settings.emailDailyLimitPerIp };
  const codeSent: CodeSent = { resendAfterSeconds: RESEND_SECONDS, expiresInSeconds: settings.codeTtlSeconds };
  const messageParams = (code: string) => ({ code, minutes: Math.ceil(settings.codeTtlSeconds / 60) });
  const targetOf = (channel: VerificationChannel, target: string) => (channel === 'email' ? emailTargetOf(target) : target);

  /**
   * Stores a new code for a target after the frequency rules, superseding
   * older live codes for the same purpose, then delivers it; a code that
   * cannot be delivered is withdrawn so it does not count.
   */
  const issueCode = async (
    request: { channel: VerificationChannel; target: string; purpose: VerificationPurpose; ip: string | null },
    deliver: (code: string) => Promise<void>,
  ): Promise<void> => {
    const { channel, target, purpose, ip } = request;
    const limits = limitsOf(channel);
    const code = generateCode();
    await repository.deleteCodesCreatedBefore(addSeconds(clock(), -CODE_HISTORY_SECONDS));
    const id = await repository.withLock(`verification:${channel}:${target}`, async (locked) => {
      const now = clock();
      const lastSentAt = await locked.findLatestSendTime(channel, target);
      const waitSeconds = lastSentAt ? Math.ceil((addSeconds(lastSentAt, RESEND_SECONDS).getTime() - now.getTime()) / 1000) : 0;
      if (waitSeconds > 0) throw new AppError('AUTH_SMS_CODE_TOO_FREQUENT', { data: { retryAfterSeconds: waitSeconds } });
      const dayStart = startOfHongKongDay(now);
      if ((await locked.countCodesSince(channel, { target }, dayStart)) >= limits.perTarget) throw new AppError('AUTH_SMS_DAILY_LIMIT');
      if (ip && (await locked.countCodesSince(channel, { ip }, dayStart)) >= limits.perIp) throw new AppError('AUTH_SMS_DAILY_LIMIT');
      await locked.expireLiveCodes(channel, target, purpose, now);
      return locked.insertCode({
        channel,
        target,
        purpose,
        codeHash: hashSecret(settings.pepper, codeScope(channel, target, purpose), code),
        expiresAt: addSeconds(now, settings.codeTtlSeconds),
        ip,
        createdAt: now,
      });
    });
    try {
      await deliver(code);
    } catch (error) {
      await repository.deleteCode(id);
      throw error;
    }
  };

  /**
   * The newest code for the targets (and purpose), when `code` matches it.
   * @throws AppError AUTH_SMS_CODE_NOT_SENT (none live), AUTH_SMS_CODE_LOCKED
   *   (5 wrong entries), AUTH_SMS_CODE_INVALID (wrong; the attempt is counted).
   */
  const matchLiveCode = async (channel: VerificationChannel, targets: string[], purpose: VerificationPurpose | undefined, code: string): Promise<VerificationCodeRow> => {
    const now = clock();
    const row = await repository.findLatestCode(channel, targets, purpose);
    if (!row || row.consumedAt || row.expiresAt <= now) throw new AppError('AUTH_SMS_CODE_NOT_SENT');
    if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) throw new AppError('AUTH_SMS_CODE_LOCKED');
    const expected = hashSecret(settings.pepper, codeScope(row.channel, row.target, row.purpose), code);
    if (!isSameHash(expected, row.codeHash)) {
      const failures = await repository.recordCodeFailure(row.id, now);
      throw new AppError(failures >= MAX_FAILED_ATTEMPTS ? 'AUTH_SMS_CODE_LOCKED' : 'AUTH_SMS_CODE_INVALID');
    }
    return row;
  };

  return {
    /** POST /common/captcha/slider. */
    createSliderCaptcha: captcha.createChallenge,
    /** POST /common/captcha/verify. */
    verifySliderCaptcha: captcha.verifyChallenge,
    /** Uses up a slider ticket for another module's check (share-link passwords after 3 failures). @throws AUTH_CAPTCHA_REQUIRED. */
    consumeCaptchaTicket: captcha.consumeTicket,

    /**
     * POST /common/sendCode: uses up the captcha ticket, applies the account
     * rule of the purpose and the frequency caps, then texts the code.
     * @throws AppError AUTH_CAPTCHA_REQUIRED, AUTH_PHONE_REGISTERED (register, bind,
     *   change phone, add a colleague), AUTH_USER_NOT_REGISTERED (login, reset password),
     *   PERMISSION_DENIED (type 6 to a number that is not the caller's own),
     *   AUTH_SMS_CODE_TOO_FREQUENT, AUTH_SMS_DAILY_LIMIT.
     */
    sendSmsCode: async (body: SendCodeBody, context: RequestContext): Promise<CodeSent> => {
      const purpose = SMS_CODE_TYPE_PURPOSE[body.type];
      const [target] = phoneTargetsOf(body.phone, body.phoneType as PhoneRegionCode);
      if (!target) throw new AppError('VALIDATION_FAILED', { params: { fields: 'phone' } });
      await captcha.consumeTicket(body.captchaTicket);
      const isRegistered = await accounts.isPhoneRegistered(target);
      const rule = phoneRuleFor(purpose);
      if (rule === 'unregistered' && isRegistered) throw new AppError('AUTH_PHONE_REGISTERED');
      if (rule === 'registered' && !isRegistered) throw new AppError('AUTH_USER_NOT_REGISTERED');
      // A code to "your current phone" goes only to the signed-in caller's own number.
      if (rule === 'own' && (!context.userPhone || context.userPhone !== target)) throw new AppError('PERMISSION_DENIED');
      await issueCode({ channel: 'sms', target, purpose, ip: context.ip }, (code) =>
        sms.send(internationalFormOf(target), renderMessage(context.locale, 'verificationCode.sms', messageParams(code)), { code }),
      );
      return codeSent;
    },

    /**
     * POST /common/checkCode: checks an SMS code without using it up; the
     * code then counts as verified for 10 minutes (consumeVerified).
     * @throws AppError AUTH_SMS_CODE_NOT_SENT, AUTH_SMS_CODE_INVALID, AUTH_SMS_CODE_LOCKED.
     */
    checkSmsCode: async (body: CheckCodeBody): Promise<CodeChecked> => {
      const targets = phoneTargetsOf(body.phone, body.phoneType as PhoneRegionCode | undefined);
      const row = await matchLiveCode('sms', targets, body.type ? SMS_CODE_TYPE_PURPOSE[body.type] : undefined, body.code);
      await repository.markCodeVerified(row.id, clock());
      return { verified: true, validForSeconds: VERIFIED_WINDOW_SECONDS };
    },

    /**
     * POST /common/sendEmailCode: e-mails a code for binding or changing the
     * account's e-mail. A captcha ticket is optional here; one that is sent must be valid.
     * @throws AppError AUTH_CAPTCHA_REQUIRED, ACCOUNT_EMAIL_EXISTS, WRITES_TOO_FREQUENT (EMAIL_CODES_PER_HOUR),
     *   AUTH_SMS_CODE_TOO_FREQUENT, AUTH_SMS_DAILY_LIMIT.
     */
    sendEmailCode: async (body: SendEmailCodeBody, context: RequestContext): Promise<CodeSent> => {
      const purpose = EMAIL_CODE_TYPE_PURPOSE[body.type];
      const target = emailTargetOf(body.email);
      if (body.captchaTicket !== undefined) await captcha.consumeTicket(body.captchaTicket);
      if (await accounts.isEmailUsed(target)) throw new AppError('ACCOUNT_EMAIL_EXISTS');
      await consumeWriteLimits(rateLimits, EMAIL_CODES_PER_HOUR, { ip: context.ip, userId: context.userId });
      await issueCode({ channel: 'email', target, purpose, ip: context.ip }, (code) =>
        mail.send({
          to: body.email.trim(),
          subject: renderMessage(context.locale, 'verificationCode.emailSubject'),
          text: renderMessage(context.locale, 'verificationCode.emailText', messageParams(code)),
          html: renderMessage(context.locale, 'verificationCode.emailHtml', messageParams(code)),
        }),
      );
      return codeSent;
    },

    /**
     * POST /common/checkEmailCode: as checkSmsCode, for e-mail codes.
     * @throws AppError AUTH_SMS_CODE_NOT_SENT, AUTH_SMS_CODE_INVALID, AUTH_SMS_CODE_LOCKED.
     */
    checkEmailCode: async (body: CheckEmailCodeBody): Promise<CodeChecked> => {
      const purpose = body.type ? EMAIL_CODE_TYPE_PURPOSE[body.type] : undefined;
      const row = await matchLiveCode('email', [emailTargetOf(body.email)], purpose, body.code);
      await repository.markCodeVerified(row.id, clock());
      return { verified: true, validForSeconds: VERIFIED_WINDOW_SECONDS };
    },

    /**
     * Checks a code the user typed into another call without using it up (a wrong
     * entry counts); the caller stores its change, then uses the code up with consumeCode,
     * so a lost race on a unique value answers "exists" rather than "no code".
     * @throws AppError as consumeCode.
     */
    verifyCode: async (input: ConsumeCodeInput): Promise<void> => {
      await matchLiveCode(input.channel, [targetOf(input.channel, input.target)], input.purpose, input.code);
    },

    /**
     * Uses up a code the user typed into another call (login, register, bind…).
     * @throws AppError AUTH_SMS_CODE_NOT_SENT when no live code exists for the
     *   target and purpose; AUTH_SMS_CODE_INVALID on a wrong code (counted);
     *   AUTH_SMS_CODE_LOCKED (errCode -4 too) once 5 wrong codes were entered.
     */
    consumeCode: async (input: ConsumeCodeInput): Promise<void> => {
      const row = await matchLiveCode(input.channel, [targetOf(input.channel, input.target)], input.purpose, input.code);
      if (!(await repository.markCodeConsumed(row.id, clock()))) throw new AppError('AUTH_SMS_CODE_NOT_SENT');
    },

    /**
     * Uses up the newest code of the target and purpose when /common/checkCode
     * verified it in the last 10 minutes (the client checked first and submits later).
     * @returns false when there is no such code.
     */
    consumeVerified: async (input: ConsumeVerifiedInput): Promise<boolean> => {
      const now = clock();
      const row = await repository.findLatestCode(input.channel, [targetOf(input.channel, input.target)], input.purpose);
      if (!row || row.consumedAt || !row.verifiedAt || row.failedAttempts >= MAX_FAILED_ATTEMPTS) return false;
      if (addSeconds(row.verifiedAt, VERIFIED_WINDOW_SECONDS) < now) return false;
      return repository.markCodeConsumed(row.id, now);
    },
  };
};

export type VerificationService = ReturnType<typeof createVerificationService>;
