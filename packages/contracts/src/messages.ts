import { z } from 'zod';
import { MessageSummarySchema } from './accounts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PageQuerySchema } from './common';

/** POST /au/messageInfo/list (spec §7); sortType 'asc' lists oldest first. */
// The header bell reads the newest 5 (spec §7/§9); the message centre uses the usual page sizes.
const MESSAGE_PAGE_SIZES = [5, ...PAGE_SIZES];

export const ListMessagesBodySchema = PageQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .refine((value) => MESSAGE_PAGE_SIZES.includes(value), { error: 'validation.messagePageSize' })
    .meta({ enum: MESSAGE_PAGE_SIZES })
    .default(DEFAULT_PAGE_SIZE),
  type: z.coerce.number().int().min(0).max(99).optional(),
  /** 1 unread, 2 read (spec §3 readStatus); absent lists both. */
  readStatus: z.coerce.number().int().refine((value) => value === 1 || value === 2, { error: 'validation.invalidValue' }).meta({ enum: [1, 2] }).optional(),
  sortRule: z.string().max(30).optional(),
  sortType: z.enum(['asc', 'desc']).optional(),
});
export type ListMessagesBody = z.infer<typeof ListMessagesBodySchema>;

/** What a message's detail route needs besides md5Key (alerts about documents). */
export const MessageRefSchema = z.object({
  id: z.number().optional(),
  kind: z.string().optional(),
  market: z.string().nullable().optional(),
  orgType: z.number().nullable().optional(),
  listType: z.number().nullable().optional(),
  sourceType: z.number().nullable().optional(),
});
export type MessageRef = z.infer<typeof MessageRefSchema>;

export const MessageListSchema = z.object({
  list: z.array(MessageSummarySchema.extend({ content: z.string().nullable(), ref: MessageRefSchema.nullable() })),
  total: z.number(),
  unreadNum: z.number(),
});
export type MessageList = z.infer<typeof MessageListSchema>;

/** POST /au/messageInfo/update {id, type}: type 2 marks the message read (spec §4). */
export const UpdateMessageBodySchema = z.object({ id: z.string().uuid({ error: 'validation.invalidValue' }), type: z.coerce.number().int().refine((value) => value === 2, { error: 'validation.invalidValue' }) });
export type UpdateMessageBody = z.infer<typeof UpdateMessageBodySchema>;

/** Notification switches (spec §3); 1 on, 0 off. */
export const MESSAGE_SWITCH_FIELDS = ['wechat', 'announcementFocus', 'violations', 'regulatory', 'dynamic', 'mediation', 'application', 'director', 'calendar', 'contact', 'emailDigest'] as const;

const switchValue = z.coerce.number().int().refine((value) => value === 0 || value === 1, { error: 'validation.switchValue' });

export const MessageSwitchesSchema = z.object({
  userId: z.string(),
  ...Object.fromEntries(MESSAGE_SWITCH_FIELDS.map((field) => [field, z.number()])),
  exp1: z.string().nullable(),
} as { userId: z.ZodString; exp1: z.ZodNullable<z.ZodString> } & Record<(typeof MESSAGE_SWITCH_FIELDS)[number], z.ZodNumber>);
export type MessageSwitches = z.infer<typeof MessageSwitchesSchema>;

/** POST /au/messageSwitch/update: any subset of the switches. */
export const UpdateMessageSwitchesBodySchema = z.object({
  ...Object.fromEntries(MESSAGE_SWITCH_FIELDS.map((field) => [field, switchValue.optional()])),
  exp1: z.string().max(200).optional(),
} as Record<(typeof MESSAGE_SWITCH_FIELDS)[number], z.ZodOptional<typeof switchValue>> & { exp1: z.ZodOptional<z.ZodString> });
export type UpdateMessageSwitchesBody = z.infer<typeof UpdateMessageSwitchesBodySchema>;

/**
 * Message types (the message centre's filter): which switch a message belongs to; 1 is the
 * account's own notices (certification, company approval, service opened), which no switch turns off.
 */
export const MessageType = {
  account: 1,
  announcementFocus: 2,
  director: 3,
  regulatory: 4,
  violations: 5,
  calendar: 6,
  application: 7,
  dynamic: 8,
  mediation: 9,
  contact: 10,
} as const;
export type MessageTypeName = keyof typeof MessageType;

/**
 * Message sources (spec §4 routing): 1 notice detail, 14 A-share notice detail (detailA), 2 downloads,
 * 3 / 4 the document link (by language) or the message centre, 5 rule detail, 6 and 7 supervision
 * detail (6 enforcement, 7 regulatory update), 8 organisation detail, 9 company approved, 10
 * certification passed, 11 service opened (9–11: the person info page).
 */
export const MessageSource = {
  notice: 1,
  downloads: 2,
  documentLink: 3,
  documentLinkOther: 4,
  rule: 5,
  enforcement: 6,
  regulatoryUpdate: 7,
  organisation: 8,
  companyApproved: 9,
  certificationPassed: 10,
  serviceOpened: 11,
  noticeA: 14,
  /** A saved calculator deadline's reminder (issue 17): opens that calculator (ref.kind). */
  calculatorDeadline: 18,
} as const;

/** What a page's live connection (GET /api/au/messageInfo/live, a WebSocket) receives. */
export type LiveMessageEvent =
  | { type: 'message'; id: string | null; source: number | null }
  | { type: 'hello'; userId: string }
  | { type: 'signed-out' };

/** The WebSocket close code that means "the session has ended: do not reconnect". */
export const LIVE_SIGNED_OUT_CLOSE_CODE = 4401;
/** Path of the live connection under /api (token as query parameter). */
export const LIVE_MESSAGES_PATH = '/au/messageInfo/live';
