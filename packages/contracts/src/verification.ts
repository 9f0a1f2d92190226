import { z } from 'zod';
import { EMAIL_PATTERN, SliderCaptcha, isPhoneRegion, normaliseMobile } from '@app/domain';

/** What a verification code proves; a code only works for the purpose it was sent for. */
export const VerificationPurposes = ['login', 'register', 'bindPhone', 'resetPassword', 'changePhone', 'bindEmail', 'confirmPhone', 'addMember'] as const;
export type VerificationPurpose = (typeof VerificationPurposes)[number];

/** How a code travels: SMS to a mobile number or an e-mail. */
export const VerificationChannels = ['sms', 'email'] as const;
export type VerificationChannel = (typeof VerificationChannels)[number];

/**
 * `type` of POST /common/sendCode (spec §7; '3' is the profile dialog's bind-phone tab).
 * '6' proves the signed-in caller still holds their current phone (before changing phone or e-mail);
 * '7' proves a new colleague holds the number an organisation admin adds for them.
 */
export const SmsCodeType = { Login: '1', Register: '2', BindPhone: '3', ResetPassword: '4', ChangePhone: '5', ConfirmPhone: '6', AddMember: '7' } as const;
export type SmsCodeType = (typeof SmsCodeType)[keyof typeof SmsCodeType];
const SMS_CODE_TYPES = Object.values(SmsCodeType) as [SmsCodeType, ...SmsCodeType[]];

/** The purpose each sendCode `type` stands for. */
export const SMS_CODE_TYPE_PURPOSE: Record<SmsCodeType, VerificationPurpose> = {
  '1': 'login',
  '2': 'register',
  '3': 'bindPhone',
  '4': 'resetPassword',
  '5': 'changePhone',
  '6': 'confirmPhone',
  '7': 'addMember',
};

/** `type` of POST /common/sendEmailCode: '1' binds or changes the account's e-mail. */
export const EmailCodeType = { BindEmail: '1' } as const;
export type EmailCodeType = (typeof EmailCodeType)[keyof typeof EmailCodeType];
const EMAIL_CODE_TYPES = Object.values(EmailCodeType) as [EmailCodeType, ...EmailCodeType[]];

/** The purpose each sendEmailCode `type` stands for. */
export const EMAIL_CODE_TYPE_PURPOSE: Record<EmailCodeType, VerificationPurpose> = { '1': 'bindEmail' };

/** Shared limits of the verification calls (the web's form rules use them too). */
export const VerificationLimits = {
  codeLength: 6,
  phoneMax: 20,
  emailMax: 120,
  ticketMax: 200,
  /** A trail is at most this long as JSON text (about 1,000 samples). */
  trailMax: 20_000,
} as const;

const requiredOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : key);

const phoneRegionField = z.coerce
  .number({ error: 'validation.phoneRegion' })
  .int({ error: 'validation.phoneRegion' })
  .refine((value) => [1, 2, 3, 4].includes(value), { error: 'validation.phoneRegion' });

const phoneField = z
  .string({ error: 'validation.phoneRequired' })
  .min(1, { error: 'validation.phoneRequired' })
  .max(VerificationLimits.phoneMax, { error: 'validation.phoneFormat' });

const emailField = z
  .string({ error: 'validation.verification.emailRequired' })
  .min(1, { error: 'validation.verification.emailRequired' })
  .max(VerificationLimits.emailMax, { error: 'validation.emailFormat' })
  .regex(EMAIL_PATTERN, { error: 'validation.emailFormat' });

const codeField = z
  .string({ error: 'validation.codeFormat' })
  .regex(/^\d{6}$/, { error: 'validation.codeFormat' });

/** A trail sample: [x px, y px from the press, t ms since the press]. */
export type CaptchaTrailSample = [number, number, number];

/**
 * Reads a slider trail sent as JSON text: an array of [x, y, t] number
 * triples. Returns undefined when the text is not such an array.
 */
export const parseCaptchaTrail = (text: string): CaptchaTrailSample[] | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const isSample = (item: unknown): item is CaptchaTrailSample =>
    Array.isArray(item) && item.length === 3 && item.every((value) => typeof value === 'number' && Number.isFinite(value));
  return parsed.every(isSample) ? parsed : undefined;
};

// ---------------------------------------------------------------------------
// Slider captcha (spec §9: 400×155, piece 44, radius 10)
// ---------------------------------------------------------------------------

/**
 * POST /common/captcha/slider: a new puzzle. The piece's x is only in the
 * picture; the client slides the piece (drawn at left 0, top pieceY) until it
 * covers the hole and sends the piece's left edge as x.
 */
export const SliderCaptchaSchema = z.object({
  id: z.string().uuid().describe('Challenge id, sent back with the answer'),
  background: z.string().describe('PNG data URL, width×height, with the hole drawn darker'),
  piece: z.string().describe('PNG data URL of the piece (transparent outside its shape)'),
  pieceY: z.number().int().describe('Top of the piece image inside the background (px)'),
  width: z.number().int().describe(`Background width (${SliderCaptcha.width} px)`),
  height: z.number().int().describe(`Background height (${SliderCaptcha.height} px)`),
});
export type SliderCaptchaChallenge = z.infer<typeof SliderCaptchaSchema>;

/** POST /common/captcha/verify: the slider position and how the user dragged it (required). */
export const VerifySliderCaptchaBodySchema = z.object({
  id: z.string({ error: 'validation.verification.captchaId' }).uuid({ error: 'validation.verification.captchaId' }),
  x: z.coerce
    .number({ error: 'validation.verification.captchaX' })
    .min(0, { error: 'validation.verification.captchaX' })
    .max(SliderCaptcha.width, { error: 'validation.verification.captchaX' }),
  trail: z
    .string({ error: 'validation.verification.trail' })
    .max(VerificationLimits.trailMax, { error: 'validation.verification.trail' })
    .refine((text) => parseCaptchaTrail(text) !== undefined, { error: 'validation.verification.trail' })
    .describe('JSON [[x, y, t], …] of the drag (px from the press, px, ms since the press); at least 8 samples, first [0, 0, 0], last at x'),
});
export type VerifySliderCaptchaBody = z.infer<typeof VerifySliderCaptchaBodySchema>;

/** A solved puzzle's one-time ticket for /common/sendCode (or sendEmailCode). */
export const CaptchaTicketSchema = z.object({
  ticket: z.string().describe('One-time ticket for captchaTicket'),
  expiresInSeconds: z.number().int(),
});
export type CaptchaTicket = z.infer<typeof CaptchaTicketSchema>;

// ---------------------------------------------------------------------------
// SMS and e-mail codes
// ---------------------------------------------------------------------------

// Runs after the field checks; a region that failed its own check is not judged again here.
const refinePhoneForRegion = (body: { phone: string; phoneType: number }, context: z.RefinementCtx) => {
  if (!isPhoneRegion(body.phoneType) || body.phone.length > VerificationLimits.phoneMax) return;
  if (!normaliseMobile(body.phone, body.phoneType)) {
    context.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneForRegion', input: body.phone });
  }
};

/**
 * POST /common/sendCode (spec §7): sends a 6-digit SMS code. Needs the ticket
 * of a solved slider captcha; the number must be a mobile of region phoneType
 * (1 +86, 2 +852, 3 +853, 4 +886).
 */
export const SendCodeBodySchema = z
  .object({
    type: z.enum(SMS_CODE_TYPES, { error: requiredOr('validation.verification.codeType') }),
    phone: phoneField,
    phoneType: phoneRegionField,
    captchaTicket: z.string().max(VerificationLimits.ticketMax).optional().describe('Ticket from /common/captcha/verify'),
  })
  .superRefine(refinePhoneForRegion);
export type SendCodeBody = z.infer<typeof SendCodeBodySchema>;

/** When the next code may be requested and how long this one lives. */
export const CodeSentSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/**
 * POST /common/checkCode (spec §7): checks an SMS code without using it up.
 * phoneType and type narrow the look-up; without phoneType the number is
 * matched in any region, without type the latest code counts.
 */
export const CheckCodeBodySchema = z
  .object({
    phone: phoneField,
    code: codeField,
    phoneType: phoneRegionField.optional(),
    type: z.enum(SMS_CODE_TYPES, { error: 'validation.verification.codeType' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.phoneType !== undefined) refinePhoneForRegion({ phone: body.phone, phoneType: body.phoneType }, context);
  });
export type CheckCodeBody = z.infer<typeof CheckCodeBodySchema>;

/** A checked code stays usable for 10 minutes by the call that needs it. */
export const CodeCheckedSchema = z.object({ verified: z.literal(true), validForSeconds: z.number().int() });
export type CodeChecked = z.infer<typeof CodeCheckedSchema>;

/** POST /common/sendEmailCode (spec §7): type '1' binds or changes the e-mail. */
export const SendEmailCodeBodySchema = z.object({
  type: z.enum(EMAIL_CODE_TYPES, { error: requiredOr('validation.verification.emailCodeType') }),
  email: emailField,
  captchaTicket: z.string().max(VerificationLimits.ticketMax).optional().describe('Optional; checked and used up when sent'),
});
export type SendEmailCodeBody = z.infer<typeof SendEmailCodeBodySchema>;

/** POST /common/checkEmailCode (spec §7). */
export const CheckEmailCodeBodySchema = z.object({
  email: emailField,
  code: codeField,
  type: z.enum(EMAIL_CODE_TYPES, { error: 'validation.verification.emailCodeType' }).optional(),
});
export type CheckEmailCodeBody = z.infer<typeof CheckEmailCodeBodySchema>;

// ---------------------------------------------------------------------------
// Development outbox
// ---------------------------------------------------------------------------

/** GET /dev/outbox: how many of the latest messages to list. */
export const DevOutboxQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.verification.outboxLimit' })
    .int({ error: 'validation.verification.outboxLimit' })
    .min(1, { error: 'validation.verification.outboxLimit' })
    .max(200, { error: 'validation.verification.outboxLimit' })
    .default(50),
});
export type DevOutboxQuery = z.infer<typeof DevOutboxQuerySchema>;

/** One message a development provider "sent". */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(VerificationChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** E-mail attachments as sent; `content` only for text ones (e.g. a reminder's .ics), up to 64 KB. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), sizeBytes: z.number().int(), content: z.string().optional() })).default([]),
  createdAt: z.string().describe('ISO time'),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const DevOutboxSchema = z.object({ list: z.array(OutboxMessageSchema), total: z.number().int() });
export type DevOutbox = z.infer<typeof DevOutboxSchema>;
