import type { ListMessagesBody, Locale, MessageRef, MessageSwitches, UpdateMessageSwitchesBody } from '@app/contracts';
import { MESSAGE_SWITCH_FIELDS, MessageType } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { Transaction } from '../../db/client';
import { userCacheOr, type UserCacheSettings } from '../../db/user-cache';
import type { UsersService } from '../auth/users.service';
import type { JobsService } from '../jobs/index';
import type { LiveHub } from './live-hub';
import { inReaderScript } from './message-title';
import type { FanOutMessage, MessageRow, MessagesRepository, NewMessage, SwitchField } from './messages.repository';
import { WECHAT_DELIVERY_JOB, WECHAT_MESSAGES_PER_JOB } from './wechat-delivery';

/** Message sources (spec §4 routing): 9 company approved, 10 certification passed, 11 service opened. */
export const MessageSource = { CompanyApproved: 9, CertificationPassed: 10, ServiceOpened: 11 } as const;

/** What another module may store for a user (the message centre fills the rest). */
export type NotifyInput = Omit<NewMessage, 'id' | 'createdAt' | 'updatedAt' | 'readStatus'>;

/** Row → the spec §3 Message shape (allow-list), the Chinese title and content in the `reader`'s script. */
export const presentMessage = (row: MessageRow, reader: Locale) => ({
  id: row.id,
  type: row.type,
  source: row.source,
  title: inReaderScript(row.title, reader) ?? row.title,
  titleEn: row.titleEn,
  content: inReaderScript(row.content, reader),
  readStatus: row.readStatus,
  createDate: row.createdAt.toISOString(),
  md5Key: row.md5Key,
  languageType: row.languageType,
  ruleType: row.ruleType,
  docUrlCn: row.docUrlCn,
  docUrlEn: row.docUrlEn,
  ref: (row.ref ?? null) as MessageRef | null,
});

/** What the message centre needs to queue outside channels (WeChat): the job table and who is bound to WeChat. */
export type OutsideChannels = { jobs: Pick<JobsService, 'schedule'>; users: Pick<UsersService, 'userIdsWithOpenId'> };

/** Options of `notify`: the caller's transaction, the switch that may turn the message off, and whether WeChat may carry it (default yes). */
export type NotifyOptions = { tx?: Transaction; switchField?: SwitchField; wechat?: boolean };

/**
 * The message centre: list, read state, switches, and `notify` for other modules. With `channels`, every
 * stored message of a user whose `wechat` switch is on and who is bound to WeChat is queued for WeChat
 * delivery (wechat-delivery.ts) in the same transaction as the message.
 */
export const createMessagesService = (repository: MessagesRepository, live: Pick<LiveHub, 'publish'>, channels?: OutsideChannels, cache?: UserCacheSettings) => {
  // Read on every page (the header) and every bell: kept per user until the repository publishes `messages`
  // for that user (a new message, a read), and SESSION_CACHE_SECONDS at most. Rows, not replies: each
  // reader's script is applied per call.
  const headers = userCacheOr(cache, 'messages', (userId, size) => repository.header(userId, Number(size)));
  const newestPages = userCacheOr(cache, 'messages', (userId, page) => {
    const [limit, offset] = page.split(':').map(Number);
    return repository.newestPage(userId, { limit: limit!, offset: offset! });
  });

  /** Queues WeChat delivery of the stored messages whose users have the switch on and a bound WeChat (two set-based reads). */
  const queueWechat = async (stored: { id: string; userId: string }[], tx?: Transaction) => {
    if (!channels || stored.length === 0) return;
    const switchedOn = await repository.usersWithSwitchOn([...new Set(stored.map((row) => row.userId))], 'wechat', tx);
    const bound = new Set(await channels.users.userIdsWithOpenId(switchedOn, tx));
    const messageIds = stored.filter((row) => bound.has(row.userId)).map((row) => row.id);
    for (let start = 0; start < messageIds.length; start += WECHAT_MESSAGES_PER_JOB)
      await channels.jobs.schedule(WECHAT_DELIVERY_JOB, { messageIds: messageIds.slice(start, start + WECHAT_MESSAGES_PER_JOB) }, { tx });
  };

  return {
    /** The caller's messages, titles in `reader`'s script. */
    listMessages: async (userId: string, body: ListMessagesBody, reader: Locale) => {
      const present = (row: MessageRow) => presentMessage(row, reader);
      // The bell and the message centre open the unfiltered list newest first: one query for the page and both counts.
      if (body.type === undefined && body.readStatus === undefined && body.sortType !== 'asc') {
        const page = await newestPages.get(userId, `${body.limit}:${(body.page - 1) * body.limit}`);
        if (page) return { list: page.list.map(present), total: page.total, unreadNum: page.unread };
      }
      const [{ list, total }, unreadNum] = await Promise.all([
        repository.listMessages(userId, { page: body.page, limit: body.limit, type: body.type, readStatus: body.readStatus, ascending: body.sortType === 'asc' }),
        repository.countUnread(userId),
      ]);
      return { list: list.map(present), total, unreadNum };
    },
    /** The newest messages and the unread count, for the header (spec §9: fetch 5), titles in `reader`'s script. */
    headerSummary: async (userId: string, size: number, reader: Locale) => {
      const { list, unread } = await headers.get(userId, String(size));
      return { msgList: list.map((row) => presentMessage(row, reader)), unreadNum: unread };
    },
    markAllRead: (userId: string) => repository.markRead(userId),
    /** @throws RECORD_NOT_FOUND when the message is not the caller's. */
    markRead: async (userId: string, messageId: string) => {
      if ((await repository.markRead(userId, messageId)) === 0) throw new AppError('RECORD_NOT_FOUND');
    },
    /**
     * Stores a message for a user and tells the user's open pages (every tab, every process)
     * at once, or, with `tx`, when that transaction commits. A message whose `dedupeKey` the
     * user already has is not stored again, nor one whose `switchField` the user turned off (answers undefined).
     */
    notify: async (message: NotifyInput, options: NotifyOptions = {}): Promise<MessageRow | undefined> => {
      // with `switchField`, a user who turned that switch off gets nothing (answers undefined), as does a repeated dedupe key
      if (options.switchField && (await repository.usersWithSwitchOn([message.userId], options.switchField, options.tx)).length === 0) return undefined;
      const row = await repository.insertMessage(message, options.tx);
      if (!row) return row;
      if (options.wechat !== false) await queueWechat([row], options.tx);
      await live.publish({ users: [row.userId] }, { type: 'message', id: row.id, source: row.source }, { tx: options.tx });
      return row;
    },
    /**
     * The fan-out of one alert: one message to each of `userIds` whose `switchField` is on,
     * deduplicated on `message.dedupeKey`, in one statement, then one push per batch of users.
     * Answers the users who got it now (a re-run answers only those who had not).
     */
    notifyMany: async (userIds: string[], switchField: SwitchField | null, message: FanOutMessage, options: { tx?: Transaction } = {}) => {
      const stored = await repository.insertForUsers(userIds, switchField, message, options.tx);
      await queueWechat(stored, options.tx);
      await live.publish({ users: stored.map((row) => row.userId) }, { type: 'message', id: null, source: message.source }, options);
      return stored;
    },
    /** Of `userIds`, those whose `switchField` is on (no row: every switch on). */
    usersWithSwitchOn: (userIds: string[], switchField: SwitchField) => repository.usersWithSwitchOn(userIds, switchField),
    getSwitches: async (userId: string): Promise<MessageSwitches> => {
      const row = (await repository.findSwitches(userId)) ?? (await repository.upsertSwitches(userId, {}));
      return {
        userId: row.userId,
        exp1: row.exp1,
        ...(Object.fromEntries(MESSAGE_SWITCH_FIELDS.map((field) => [field, row[field]])) as Record<(typeof MESSAGE_SWITCH_FIELDS)[number], number>),
      };
    },
    /**
     * Saves the switches; turning an outside channel on (the e-mail digest, WeChat) also keeps `locale` (the
     * page's language) as the language of the digest and of WeChat messages.
     */
    updateSwitches: async (userId: string, body: UpdateMessageSwitchesBody, locale?: string) => {
      const changes: Record<string, unknown> = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      if ((body.emailDigest === 1 || body.wechat === 1) && locale) changes.digestLocale = locale;
      await repository.upsertSwitches(userId, changes);
    },
    /** Users who chose the daily e-mail digest (issue 17), with its language. */
    digestSubscribers: () => repository.digestSubscribers(),
    /** Unread alert messages (every type but the account's own notices) of `userIds` stored in [from, to). */
    unreadAlertsBetween: (userIds: string[], from: Date, to: Date) =>
      repository.unreadBetween(
        userIds,
        Object.values(MessageType).filter((type) => type !== MessageType.account),
        from,
        to,
      ),
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;
