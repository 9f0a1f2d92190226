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
  sortRule: z.string().max(30).optional(),
  sortType: z.enum(['asc', 'desc']).optional(),
});
export type ListMessagesBody = z.infer<typeof ListMessagesBodySchema>;

export const MessageListSchema = z.object({ list: z.array(MessageSummarySchema.extend({ content: z.string().nullable() })), total: z.number(), unreadNum: z.number() });
export type MessageList = z.infer<typeof MessageListSchema>;

/** POST /au/messageInfo/update {id, type}: type 2 marks the message read (spec §4). */
export const UpdateMessageBodySchema = z.object({ id: z.string().uuid({ error: 'validation.invalidValue' }), type: z.coerce.number().int().refine((value) => value === 2, { error: 'validation.invalidValue' }) });
export type UpdateMessageBody = z.infer<typeof UpdateMessageBodySchema>;

/** Notification switches (spec §3); 1 on, 0 off. */
export const MESSAGE_SWITCH_FIELDS = ['wechat', 'announcementFocus', 'violations', 'regulatory', 'dynamic', 'mediation', 'application', 'director', 'calendar', 'contact'] as const;

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
