import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { noChanges, type ChangeBus } from '../../db/change-bus';
import type { Database, Transaction } from '../../db/client';
import { preparedQuery, selectRows } from '../../db/client';
import { messageDeliveries, messageSwitches, messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type MessageSwitchesRow = typeof messageSwitches.$inferSelect;
export type MessageDeliveryRow = typeof messageDeliveries.$inferSelect;
/** A switch column of message_switches (spec §3), e.g. 'announcementFocus'. */
export type SwitchField = 'wechat' | 'announcementFocus' | 'violations' | 'regulatory' | 'dynamic' | 'mediation' | 'application' | 'director' | 'calendar' | 'contact';
/** One message's fields for many users (set-based fan-out). */
export type FanOutMessage = Omit<NewMessage, 'userId' | 'id' | 'createdAt' | 'updatedAt' | 'readStatus'> & { dedupeKey: string };

/** A PostgreSQL array literal of uuids, sent as one parameter (a list of ten thousand stays one bind value). */
const uuidArray = (ids: string[]) => `{${ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).join(',')}}`;

/**
 * The header's newest messages and the unread count in one prepared statement (getUserInfo, on every
 * page load). A user without messages gets no row, and then has nothing unread either.
 */
const headerQuery = preparedQuery((db) =>
  db
    .select({
      message: messages,
      unread: sql<number>`(select count(*) from messages unread where unread.user_id = ${sql.placeholder('userId')} and unread.read_status = 1)`.mapWith(Number),
    })
    .from(messages)
    .where(eq(messages.userId, sql.placeholder('userId')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('messages_header'),
);

/**
 * One page of the message list as the bell and the message centre open it (no filter, newest first),
 * with the total and the unread count, in one prepared statement instead of three built ones.
 */
const newestPageQuery = preparedQuery((db) =>
  db
    .select({
      message: messages,
      total: sql<number>`(select count(*) from messages total where total.user_id = ${sql.placeholder('userId')})`.mapWith(Number),
      unread: sql<number>`(select count(*) from messages unread where unread.user_id = ${sql.placeholder('userId')} and unread.read_status = 1)`.mapWith(Number),
    })
    .from(messages)
    .where(eq(messages.userId, sql.placeholder('userId')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('messages_newest_page'),
);

/** Past this many recipients a fan-out tells the caches "everyone" (a NOTIFY payload holds 8,000 bytes). */
const MAX_NAMED_RECIPIENTS = 100;

/**
 * The only SQL for the message centre and notification switches. Every write to a user's messages
 * publishes `messages` for that user (the header and first pages kept in memory, db/change-bus.ts).
 */
export const createMessagesRepository = (db: Database, changes: Pick<ChangeBus, 'publish'> = noChanges) => ({
  listMessages: async (userId: string, options: { page: number; limit: number; type?: number; readStatus?: number; ascending?: boolean }) => {
    const where = and(
      eq(messages.userId, userId),
      options.type === undefined ? undefined : eq(messages.type, options.type),
      options.readStatus === undefined ? undefined : eq(messages.readStatus, options.readStatus),
    );
    const [list, [{ total }]] = await Promise.all([
      db
        .select()
        .from(messages)
        .where(where)
        .orderBy(options.ascending ? messages.createdAt : desc(messages.createdAt), desc(messages.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      db.select({ total: count() }).from(messages).where(where),
    ]);
    return { list, total };
  },
  /**
   * A page of the unfiltered list, newest first, with the total and the unread count; undefined for a
   * page past the end (no row carries the counts then).
   */
  newestPage: async (userId: string, page: { limit: number; offset: number }): Promise<{ list: MessageRow[]; total: number; unread: number } | undefined> => {
    const rows = await newestPageQuery(db).execute({ userId, limit: page.limit, offset: page.offset });
    if (rows.length === 0) return page.offset === 0 ? { list: [], total: 0, unread: 0 } : undefined;
    return { list: rows.map((row) => row.message), total: rows[0]!.total, unread: rows[0]!.unread };
  },
  /** The newest `limit` messages and how many are unread, in one query. */
  header: async (userId: string, limit: number): Promise<{ list: MessageRow[]; unread: number }> => {
    const rows = await headerQuery(db).execute({ userId, limit });
    return { list: rows.map((row) => row.message), unread: rows[0]?.unread ?? 0 };
  },
  countUnread: async (userId: string): Promise<number> => {
    const [{ total }] = await db.select({ total: count() }).from(messages).where(and(eq(messages.userId, userId), eq(messages.readStatus, 1)));
    return total;
  },
  /** Inserts one message; with a dedupe key already stored for the user, nothing (undefined). */
  insertMessage: async (message: NewMessage, tx: Transaction = db): Promise<MessageRow | undefined> => {
    const [row] = await tx.insert(messages).values(message).onConflictDoNothing({ target: [messages.userId, messages.dedupeKey] }).returning();
    if (row) await changes.publish('messages', { users: [row.userId] }, tx);
    return row;
  },
  /**
   * One message for each of `userIds` whose `switchField` is on (no switches row means all on),
   * in one INSERT … SELECT; a user who already has `dedupeKey` gets nothing. Answers the users
   * who got it now.
   */
  insertForUsers: async (userIds: string[], switchField: SwitchField | null, message: FanOutMessage, tx: Transaction = db): Promise<{ id: string; userId: string }[]> => {
    if (userIds.length === 0) return [];
    const switchColumn = switchField ? sql.identifier(messageSwitches[switchField].name) : undefined;
    const stored = await selectRows<{ id: string; userId: string }>(
      tx,
      sql`insert into messages (user_id, type, source, title, title_en, content, md5_key, language_type, rule_type, doc_url_cn, doc_url_en, dedupe_key, ref)
        select recipient.id, ${message.type}, ${message.source}, ${message.title}, ${message.titleEn ?? null}, ${message.content ?? null}, ${message.md5Key ?? null},
          ${message.languageType ?? null}, ${message.ruleType ?? null}, ${message.docUrlCn ?? null}, ${message.docUrlEn ?? null}, ${message.dedupeKey},
          ${message.ref === undefined || message.ref === null ? null : JSON.stringify(message.ref)}::jsonb
        from (select distinct unnest(${uuidArray(userIds)}::uuid[]) as id) recipient
        ${switchColumn ? sql`left join message_switches switches on switches.user_id = recipient.id where coalesce(switches.${switchColumn}, 1) = 1` : sql``}
        on conflict (user_id, dedupe_key) do nothing
        returning id, user_id as "userId"`,
    );
    const recipients = [...new Set(stored.map((row) => row.userId))];
    if (recipients.length > 0) await changes.publish('messages', { users: recipients.length > MAX_NAMED_RECIPIENTS ? [] : recipients }, tx);
    return stored;
  },
  /** Of `userIds`, those whose `switchField` is on. */
  usersWithSwitchOn: async (userIds: string[], switchField: SwitchField, tx: Transaction = db): Promise<string[]> => {
    if (userIds.length === 0) return [];
    const rows = await selectRows<{ id: string }>(
      tx,
      sql`select recipient.id from unnest(${uuidArray(userIds)}::uuid[]) recipient(id)
        left join message_switches switches on switches.user_id = recipient.id
        where coalesce(switches.${sql.identifier(messageSwitches[switchField].name)}, 1) = 1`,
    );
    return rows.map((row) => row.id);
  },
  /** Messages by id (the WeChat delivery job reads what it sends). */
  findMessages: (ids: string[]): Promise<MessageRow[]> => (ids.length === 0 ? Promise.resolve([]) : db.select().from(messages).where(inArray(messages.id, ids))),
  /** The switches (and the outside channels' language) of one user; undefined: every default. */
  findSwitchesIn: async (userId: string, tx: Transaction = db): Promise<MessageSwitchesRow | undefined> => {
    const [row] = await tx.select().from(messageSwitches).where(eq(messageSwitches.userId, userId));
    return row;
  },
  /**
   * Inserts the delivery row of (message, channel) unless there is one: `created` says whether this call
   * inserted it (and so may call the provider); otherwise the existing row.
   */
  claimDelivery: async (row: typeof messageDeliveries.$inferInsert): Promise<{ row: MessageDeliveryRow; created: boolean }> => {
    const [inserted] = await db.insert(messageDeliveries).values(row).onConflictDoNothing({ target: [messageDeliveries.messageId, messageDeliveries.channel] }).returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.messageId, row.messageId), eq(messageDeliveries.channel, row.channel)));
    return { row: existing, created: false };
  },
  /** Moves a delivery on, only from one of `from` (so two runs cannot both take it); undefined when it was not in `from`. */
  updateDelivery: async (id: string, from: string[], changes: Partial<typeof messageDeliveries.$inferInsert>): Promise<MessageDeliveryRow | undefined> => {
    const [row] = await db
      .update(messageDeliveries)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(messageDeliveries.id, id), inArray(messageDeliveries.status, from)))
      .returning();
    return row;
  },
  /** The deliveries of a user's messages, newest first (tests, support). */
  deliveriesOf: (userId: string): Promise<MessageDeliveryRow[]> =>
    db.select().from(messageDeliveries).where(eq(messageDeliveries.userId, userId)).orderBy(desc(messageDeliveries.createdAt)),
  markRead: async (userId: string, messageId?: string) => {
    const rows = await db
      .update(messages)
      .set({ readStatus: 2, updatedAt: new Date() })
      .where(and(eq(messages.userId, userId), messageId ? eq(messages.id, messageId) : eq(messages.readStatus, 1)))
      .returning({ id: messages.id });
    if (rows.length > 0) await changes.publish('messages', { users: [userId] }, db);
    return rows.length;
  },
  findSwitches: async (userId: string): Promise<MessageSwitchesRow | undefined> => {
    const [row] = await db.select().from(messageSwitches).where(eq(messageSwitches.userId, userId));
    return row;
  },
  upsertSwitches: async (userId: string, changes: Partial<typeof messageSwitches.$inferInsert>) => {
    const [row] = await db
      .insert(messageSwitches)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: messageSwitches.userId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return row;
  },
  /** Users who chose the daily e-mail digest, with the digest's language. */
  digestSubscribers: (): Promise<{ userId: string; locale: string | null }[]> =>
    db.select({ userId: messageSwitches.userId, locale: messageSwitches.digestLocale }).from(messageSwitches).where(eq(messageSwitches.emailDigest, 1)),
  /** Unread messages of `types` stored in [from, to) for `userIds`, oldest first. */
  unreadBetween: (userIds: string[], types: number[], from: Date, to: Date): Promise<MessageRow[]> =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(messages)
          .where(and(inArray(messages.userId, userIds), inArray(messages.type, types), eq(messages.readStatus, 1), gte(messages.createdAt, from), lt(messages.createdAt, to)))
          .orderBy(asc(messages.createdAt)),
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
