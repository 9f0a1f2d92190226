import { MessageSource, MessageType, SavedDeadlineLimits, type AddSavedDeadlineBody, type SavedDeadline, type SavedDeadlineKind } from '@app/contracts';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recipientLocale } from '../../lib/recipient-locale';
import type { UsersService } from '../auth/users.service';
import { dailyAt, type JobsService } from '../jobs/index';
import type { MessagesService } from '../messages/messages.service';
import type { SavedDeadlineRow, SavedDeadlinesRepository } from './saved-deadlines.repository';

export const SAVED_DEADLINE_JOB_KIND = 'calculators.deadline-reminders';
/** Days before a saved deadline its first reminder is sent (the second is on the day). */
export const SAVED_DEADLINE_NOTICE_DAYS = 3;

type Dependencies = {
  repository: SavedDeadlinesRepository;
  jobs: JobsService;
  messages: Pick<MessagesService, 'notify'>;
  users: Pick<UsersService, 'allUserLocales'>;
  clock: { now: () => Date };
};

const hongKongDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const present = (row: SavedDeadlineRow): SavedDeadline => ({
  id: row.id,
  title: row.title,
  deadlineDate: row.deadlineDate,
  calculatorKind: row.calculatorKind as SavedDeadlineKind,
  stockCode: row.stockCode,
  note: row.note,
  createDate: row.createdAt.toISOString(),
});

/** The reminder's title in each language: `today` true on the deadline day, else 3 days before. */
const reminderTitles = (row: SavedDeadlineRow, today: boolean) => {
  const what = row.stockCode ? `${row.stockCode} ${row.title}` : row.title;
  return {
    en: today ? `Deadline today: ${what} (${row.deadlineDate})` : `Deadline in ${SAVED_DEADLINE_NOTICE_DAYS} days: ${what} (${row.deadlineDate})`,
    'zh-HK': today ? `今日截止：${what}（${row.deadlineDate}）` : `${SAVED_DEADLINE_NOTICE_DAYS} 日後截止：${what}（${row.deadlineDate}）`,
    'zh-CN': today ? `今日截止：${what}（${row.deadlineDate}）` : `${SAVED_DEADLINE_NOTICE_DAYS} 天后截止：${what}（${row.deadlineDate}）`,
  };
};

/**
 * Saved calculator deadlines (issue 17): a signed-in user keeps a deadline a filing calculator
 * computed (at most SavedDeadlineLimits.perUser), lists and deletes their own. A daily job at 08:00
 * Hong Kong time sends each deadline due in SAVED_DEADLINE_NOTICE_DAYS days and each due today as a
 * `calendar` message (dedupe key per deadline and day, so a re-run sends nothing twice); a deleted
 * row is no longer read, so its reminders stop.
 */
export const createSavedDeadlinesService = ({ repository, jobs, messages, users, clock }: Dependencies) => {
  /** Sends today's reminders; answers how many messages were stored. */
  const sendReminders = async (tx: Transaction, now: Date = clock.now()) => {
    const today = hongKongDay(now);
    const ahead = addDays(today, SAVED_DEADLINE_NOTICE_DAYS);
    const rows = await repository.dueOn([today, ahead], tx);
    if (rows.length === 0) return 0;
    // the recipient's stored language (no request here); users that no longer exist get nothing
    const locales = new Map((await users.allUserLocales(tx)).map((person) => [person.id, recipientLocale(person.locale)]));
    let stored = 0;
    for (const row of rows) {
      const locale = locales.get(row.userId);
      if (!locale) continue;
      const titles = reminderTitles(row, row.deadlineDate === today);
      const content = row.note ?? null;
      const message = await messages.notify(
        {
          userId: row.userId,
          type: MessageType.calendar,
          source: MessageSource.calculatorDeadline,
          title: titles[locale],
          titleEn: titles.en,
          content,
          dedupeKey: `calendar:deadline:${row.id}:${today}`,
          ref: { kind: row.calculatorKind },
        },
        { tx, switchField: 'calendar' },
      );
      if (message) stored += 1;
    }
    return stored;
  };

  jobs.recurring(SAVED_DEADLINE_JOB_KIND, dailyAt('08:00'), async (context) => {
    await sendReminders(context.tx, context.now);
  });

  return {
    sendReminders,
    /** @throws SAVED_DEADLINE_LIMIT when the user already keeps SavedDeadlineLimits.perUser deadlines */
    add: async (userId: string, input: AddSavedDeadlineBody): Promise<SavedDeadline> => {
      const row = await repository.insertCapped(
        { userId, title: input.title, deadlineDate: input.deadlineDate, calculatorKind: input.calculatorKind, stockCode: input.stockCode?.toUpperCase() ?? null, note: input.note ?? null },
        SavedDeadlineLimits.perUser,
      );
      if (!row) throw new AppError('SAVED_DEADLINE_LIMIT');
      return present(row);
    },
    list: async (userId: string, page: number, limit: number) => {
      const { rows, total } = await repository.listOfUser(userId, hongKongDay(clock.now()), page, limit);
      return { list: rows.map(present), total };
    },
    /** Only the owner deletes; anyone else's id (or an unknown one) is not found. @throws RECORD_NOT_FOUND */
    remove: async (userId: string, id: string) => {
      if (!(await repository.deleteOwn(userId, id))) throw new AppError('RECORD_NOT_FOUND');
      return { id };
    },
  };
};
export type SavedDeadlinesService = ReturnType<typeof createSavedDeadlinesService>;
