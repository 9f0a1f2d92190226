import type { ListMessagesBody, MessageSwitches, UpdateMessageSwitchesBody } from '@app/contracts';
import { MESSAGE_SWITCH_FIELDS } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { MessageRow, MessagesRepository, NewMessage } from './messages.repository';

/** Message sources (spec §4 routing): 9 company approved, 10 certification passed, 11 service opened. */
export const MessageSource = { CompanyApproved: 9, CertificationPassed: 10, ServiceOpened: 11 } as const;

/** Row → the spec §3 Message shape (allow-list). */
export const presentMessage = (row: MessageRow) => ({
  id: row.id,
  type: row.type,
  source: row.source,
  title: row.title,
  titleEn: row.titleEn,
  content: row.content,
  readStatus: row.readStatus,
  createDate: row.createdAt.toISOString(),
  md5Key: row.md5Key,
  languageType: row.languageType,
  ruleType: row.ruleType,
  docUrlCn: row.docUrlCn,
  docUrlEn: row.docUrlEn,
});

/** The message centre: list, read state, switches, and `notify` for other modules. */
export const createMessagesService = (repository: MessagesRepository) => ({
  listMessages: async (userId: string, body: ListMessagesBody) => {
    const [{ list, total }, unreadNum] = await Promise.all([
      repository.listMessages(userId, { page: body.page, limit: body.limit, type: body.type, ascending: body.sortType === 'asc' }),
      repository.countUnread(userId),
    ]);
    return { list: list.map(presentMessage), total, unreadNum };
  },
  /** The newest messages and the unread count, for the header (spec §9: fetch 5). */
  headerSummary: async (userId: string, size: number) => {
    const [{ list }, unreadNum] = await Promise.all([repository.listMessages(userId, { page: 1, limit: size }), repository.countUnread(userId)]);
    return { msgList: list.map(presentMessage), unreadNum };
  },
  markAllRead: (userId: string) => repository.markRead(userId),
  /** @throws RECORD_NOT_FOUND when the message is not the caller's. */
  markRead: async (userId: string, messageId: string) => {
    if ((await repository.markRead(userId, messageId)) === 0) throw new AppError('RECORD_NOT_FOUND');
  },
  /** Stores a message for a user (push delivery arrives with the live-push feature). */
  notify: (message: NewMessage) => repository.insertMessage(message),
  getSwitches: async (userId: string): Promise<MessageSwitches> => {
    const row = (await repository.findSwitches(userId)) ?? (await repository.upsertSwitches(userId, {}));
    return {
      userId: row.userId,
      exp1: row.exp1,
      ...(Object.fromEntries(MESSAGE_SWITCH_FIELDS.map((field) => [field, row[field]])) as Record<(typeof MESSAGE_SWITCH_FIELDS)[number], number>),
    };
  },
  updateSwitches: async (userId: string, body: UpdateMessageSwitchesBody) => {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    await repository.upsertSwitches(userId, changes);
  },
});

export type MessagesService = ReturnType<typeof createMessagesService>;
