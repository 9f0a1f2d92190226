import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@app/contracts';
import type { UserActor } from '../auth/actor';
import { calendarText, type AllDayEvent } from './ical';
import type { SecretaryRepository } from './secretary.repository';
import { fill, secretaryText, taskName } from './secretary.texts';

/**
 * A person's calendar feed (iCalendar, RFC 5545) at a secret address: the key is shown when
 * made and never stored (only its SHA-256), so only a new address can replace a lost one;
 * revoking deletes it and the old address answers 404 at once (a capability URL, W3C TAG).
 * Each open task gives all-day events on its internal and statutory deadlines.
 */

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const createCalendarFeedService = (deps: { repository: SecretaryRepository; publicBaseUrl: string; clock: { now(): Date } }) => {
  const { repository, publicBaseUrl, clock } = deps;
  const urlOf = (key: string) => `${publicBaseUrl}/api/au/secretary/ical?key=${key}`;

  return {
    status: async (actor: UserActor) => {
      const feed = await repository.findFeedByUser(actor.user.id);
      return { active: Boolean(feed), url: null, createDate: feed?.createdAt.toISOString() ?? null };
    },
    /** Makes a new secret address (the old one stops working). */
    create: async (actor: UserActor) => {
      const key = randomBytes(32).toString('base64url');
      const feed = await repository.upsertFeed(actor.user.id, actor.organisation.id, hashKey(key));
      return { active: true, url: urlOf(key), createDate: feed.createdAt.toISOString() };
    },
    revoke: async (actor: UserActor) => {
      await repository.deleteFeed(actor.user.id);
      return { active: false, url: null, createDate: null };
    },
    /** The feed text, or null when the key is unknown or revoked. */
    render: async (key: string, locale: Locale): Promise<string | null> => {
      const feed = await repository.findFeedByHash(hashKey(key));
      if (!feed) return null;
      const rows = await repository.tasksForPerson(feed.organisationId, feed.userId);
      const text = secretaryText(locale).ical;
      const events: AllDayEvent[] = [];
      for (const { task, matter } of rows) {
        if (task.completedDate) continue;
        const name = taskName(task, locale);
        const description = `${matter.name} · ${matter.companyName}${task.rule ? ` · ${task.rule}` : ''}\n${publicBaseUrl}/disAi/item/fileEdit?id=${matter.id}`;
        if (task.internalDate) events.push({ uid: `${task.id}-internal@compliance-desk`, date: task.internalDate, summary: `${fill(text.internal, { task: name })} — ${matter.companyName}`, description });
        if (task.statutoryDate && task.statutoryDate !== task.internalDate)
          events.push({ uid: `${task.id}-statutory@compliance-desk`, date: task.statutoryDate, summary: `${fill(task.rule ? text.statutory : text.statutoryNoRule, { task: name, rule: task.rule ?? '' })} — ${matter.companyName}`, description });
      }
      return calendarText(events, clock.now());
    },
  };
};

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
