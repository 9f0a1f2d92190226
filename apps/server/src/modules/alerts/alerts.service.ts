import { listHongKongHolidays } from '@app/domain';
import { MessageSource, MessageType, type AlertFollows } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recipientLocale } from '../../lib/recipient-locale';
import type { UsersService } from '../auth/users.service';
import type { DirectorsService } from '../companies/directors.service';
import type { DocumentFeedService, FeedDocument } from '../disclosure/document-feed.service';
import { dailyAt, every, type JobsService } from '../jobs/index';
import type { MessagesService } from '../messages/messages.service';
import type { FocusService } from '../user-content/focus.service';
import { documentMessage, peopleConcerned, personKeyOf, switchOfDocument, topicOfDocument } from './alert-rules';
import type { AlertsRepository } from './alerts.repository';

export const AlertJobKinds = { scan: 'alerts.scan-documents', document: 'alerts.document', calendar: 'alerts.calendar' } as const;
/** Documents turned into alert jobs per scan. */
const SCAN_BATCH = 500;
/** Days ahead a market holiday is announced (calendar switch). */
export const HOLIDAY_NOTICE_DAYS = 3;

type Dependencies = {
  repository: AlertsRepository;
  jobs: JobsService;
  messages: Pick<MessagesService, 'notifyMany'>;
  feed: DocumentFeedService;
  focus: Pick<FocusService, 'followersOf'>;
  directors: Pick<DirectorsService, 'boardNamesOf' | 'personOf'>;
  users: Pick<UsersService, 'allUserIds' | 'allUserLocales'>;
  clock: { now: () => Date };
  log: FastifyBaseLogger;
  scanSeconds: number;
};

const hongKongDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * Events → alerts (issue 17). A recurring scan reads the documents stored since its cursor (every
 * importer and seed writes `documents`) and schedules one `alerts.document` job per document (key:
 * its md5Key), moving the cursor in the same transaction. Each document job fans the alert out to
 * the followers in set-based statements (messages.notifyMany: one INSERT … SELECT per message,
 * switches applied in SQL, one message per user and dedupe key), inside the job's transaction, so
 * an interrupted job runs again without losing or repeating a message. A daily job announces market
 * holidays. The message centre pushes every stored message to the users' open pages.
 */
export const createAlertsService = ({ repository, jobs, messages, feed, focus, directors, users, clock, log, scanSeconds }: Dependencies) => {
  /** Turns the documents stored since the cursor into alert jobs (at most SCAN_BATCH per call). */
  const scanDocuments = async (tx: Transaction): Promise<number> => {
    const cursor = await repository.lockCursor('documents', tx);
    if (cursor === null) {
      // First run on a database whose seed step did not set the cursor: start from now, no alerts for history.
      await repository.setCursor('documents', await feed.maxId(tx), tx);
      return 0;
    }
    const documents = await feed.listAfter(cursor, SCAN_BATCH, tx);
    for (const document of documents) await jobs.schedule(AlertJobKinds.document, document, { key: document.md5Key, tx });
    if (documents.length > 0) await repository.setCursor('documents', documents.at(-1)!.id, tx);
    return documents.length;
  };

  /** Fans one new document out to its followers; answers how many messages it stored per switch. */
  const alertDocument = async (document: FeedDocument, tx: Transaction) => {
    const counts = { announcementFocus: 0, director: 0, regulatory: 0, violations: 0 };
    const switchField = switchOfDocument(document.kind);
    if (switchField === 'announcementFocus') {
      const market = document.market ?? 'HK';
      const followers = await focus.followersOf(market, document.stockCodes, tx);
      counts.announcementFocus = (await messages.notifyMany(followers, 'announcementFocus', documentMessage(document, 'announcementFocus'), { tx })).length;
      const followed = await repository.followedPeople(tx);
      if (followed.length > 0) {
        const board = await directors.boardNamesOf(market, document.stockCodes, tx);
        const concerned = peopleConcerned(document, followed, board);
        const followers = await repository.followersOfPeople(
          concerned.map((person) => person.key),
          tx,
        );
        for (const person of concerned) {
          const userIds = followers.filter((row) => row.key === person.key).map((row) => row.userId);
          counts.director += (await messages.notifyMany(userIds, 'director', documentMessage(document, 'director', person), { tx })).length;
        }
      }
      return counts;
    }
    const excluded = await repository.usersNarrowedAway(topicOfDocument(document), tx);
    const recipients = (await users.allUserIds(tx)).filter((id) => !excluded.has(id));
    counts[switchField] = (await messages.notifyMany(recipients, switchField, documentMessage(document, switchField), { tx })).length;
    return counts;
  };

  /** Announces the Hong Kong market holidays of the next HOLIDAY_NOTICE_DAYS days (once per holiday and user). */
  const alertHolidays = async (tx: Transaction, now: Date = clock.now()) => {
    const today = hongKongDay(now);
    const until = hongKongDay(new Date(now.getTime() + HOLIDAY_NOTICE_DAYS * 86_400_000));
    const years = [...new Set([today.slice(0, 4), until.slice(0, 4)])].map(Number);
    const holidays = years.flatMap((year) => listHongKongHolidays(year)).filter((holiday) => holiday.isWeekday && holiday.date > today && holiday.date <= until);
    let stored = 0;
    if (holidays.length === 0) return stored;
    // One set-based insert per script: the Chinese title in simplified for those who chose zh-CN, traditional for
    // everyone else (issue 18; it was simplified for all). The message centre shows titleEn to English readers.
    const people = await users.allUserLocales(tx);
    const groups = [
      { script: 'zh-CN' as const, userIds: people.filter((person) => recipientLocale(person.locale, 'zh-HK') === 'zh-CN').map((person) => person.id) },
      { script: 'zh-HK' as const, userIds: people.filter((person) => recipientLocale(person.locale, 'zh-HK') !== 'zh-CN').map((person) => person.id) },
    ];
    for (const holiday of holidays) {
      for (const group of groups) {
        if (group.userIds.length === 0) continue;
        const simplified = group.script === 'zh-CN';
        stored += (
          await messages.notifyMany(
            group.userIds,
            'calendar',
            {
              type: MessageType.calendar,
              source: MessageSource.documentLink,
              title: simplified ? `市场假期：${holiday.date} ${holiday.names.zhCN}，香港交易所休市` : `市場假期：${holiday.date} ${holiday.names.zhHK}，香港交易所休市`,
              titleEn: `Market holiday: ${holiday.date} ${holiday.names.en}, HKEX closed`,
              content: simplified ? holiday.names.zhCN : holiday.names.zhHK,
              dedupeKey: `calendar:holiday:${holiday.date}`,
            },
            { tx },
          )
        ).length;
      }
    }
    return stored;
  };

  jobs.define<FeedDocument>(AlertJobKinds.document, async (document, context) => {
    const counts = await alertDocument(document, context.tx);
    log.info({ md5Key: document.md5Key, ...counts }, 'alerts: document fanned out');
  });
  jobs.recurring(AlertJobKinds.scan, every(scanSeconds), async (context) => {
    await scanDocuments(context.tx);
  });
  jobs.recurring(AlertJobKinds.calendar, dailyAt('09:00'), async (context) => {
    await alertHolidays(context.tx, context.now);
  });

  const follows = async (userId: string): Promise<AlertFollows> => {
    const rows = await repository.listFollows(userId);
    return {
      people: rows.filter((row) => row.kind === 'person').map((row) => ({ key: row.key, nameEn: row.nameEn, nameZh: row.nameZh })),
      topics: rows.filter((row) => row.kind === 'topic').map((row) => row.key),
    };
  };
  const personKeyOfDirector = async (directorId: string) => {
    const person = await directors.personOf(directorId);
    const key = person ? personKeyOf(person) : null;
    if (!person || !key) throw new AppError('RECORD_NOT_FOUND');
    return { person, key };
  };

  return {
    scanDocuments,
    alertDocument,
    alertHolidays,
    follows,
    /** Follows the person of a directorship, across every board they sit on. @throws RECORD_NOT_FOUND */
    followPerson: async (userId: string, directorId: string) => {
      const { person, key } = await personKeyOfDirector(directorId);
      await repository.addFollow({ userId, kind: 'person', key, nameEn: person.nameEn, nameZh: person.nameZh });
      return follows(userId);
    },
    unfollowPerson: async (userId: string, directorId: string) => {
      const { key } = await personKeyOfDirector(directorId);
      await repository.removeFollow(userId, 'person', key);
      return follows(userId);
    },
    /** Narrows regulatory and violations alerts to `topics` (none: every topic). */
    setTopics: async (userId: string, topics: string[]) => {
      const current = (await follows(userId)).topics;
      for (const topic of current.filter((topic) => !topics.includes(topic))) await repository.removeFollow(userId, 'topic', topic);
      for (const topic of topics.filter((topic) => !current.includes(topic))) await repository.addFollow({ userId, kind: 'topic', key: topic });
      return follows(userId);
    },
  };
};

export type AlertsService = ReturnType<typeof createAlertsService>;
