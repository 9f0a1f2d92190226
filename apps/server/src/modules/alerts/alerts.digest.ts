import { messageTarget, type Locale, type MessageRef } from '@app/contracts';
import { recipientLocale } from '../../lib/recipient-locale';
import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from '../../providers/index';
import type { UsersService } from '../auth/users.service';
import { dailyAt, type JobsService } from '../jobs/index';
import { messageTitleFor } from '../messages/message-title';
import type { MessagesService } from '../messages/messages.service';
import type { AlertsRepository } from './alerts.repository';
import en from './locales/en.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

const catalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const fill = (template: string, params: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);

export const DIGEST_JOB_KIND = 'alerts.email-digest';
/** When the digest of the previous Hong Kong day goes out (HKT). */
export const DIGEST_TIME = '08:00';
const MESSAGE_CENTRE_PATH = '/manage/sys/message';
const SETTINGS_PATH = '/manage/person/wxSet';
const DAY_MS = 86_400_000;
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Hong Kong calendar day before the one `at` falls on, and its bounds as instants. */
export const previousHongKongDay = (at: Date) => {
  const today = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const to = new Date(`${today}T00:00:00+08:00`);
  const from = new Date(to.getTime() - DAY_MS);
  return { day: new Date(from.getTime() + 8 * 3600_000).toISOString().slice(0, 10), from, to };
};

/** How long a run holds a user's digest between claiming it and marking it sent (far more than one e-mail takes). */
export const DIGEST_LEASE_SECONDS = 600;

type Dependencies = {
  repository: Pick<AlertsRepository, 'claimDigest' | 'markDigestSent' | 'releaseDigest'>;
  clock: { now(): Date };
  jobs: JobsService;
  messages: Pick<MessagesService, 'digestSubscribers' | 'unreadAlertsBetween'>;
  users: Pick<UsersService, 'findUser'>;
  mail: MailProvider;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
};

/**
 * The daily e-mail digest (issue 17): at 08:00 HKT each user who turned the `emailDigest` switch on
 * and has an e-mail address gets one e-mail listing the previous Hong Kong day's alerts that are
 * still unread (title in the digest's language, a link to each detail). Nothing is sent when there
 * is nothing new. Claim, send, mark: the job claims the user's row in `alert_digests` (unique per user
 * and day) with a lease of DIGEST_LEASE_SECONDS, sends, then marks it sent. A sent day is never sent again
 * (a rerun, a retry, a second process); a failed e-mail gives its claim back and the job retries; a process
 * that dies after claiming leaves a lease that runs out, and the job's rerun (the job table runs it again
 * after its own lease) sends that digest once. Only a death between the e-mail leaving and the mark can
 * repeat one digest: e-mail has no idempotency key, and losing the digest would be worse.
 */
export const createAlertDigest = ({ repository, clock, jobs, messages, users, mail, publicBaseUrl, log }: Dependencies) => {
  const link = (path: string, external: boolean) => (external ? path : `${publicBaseUrl.replace(/\/$/, '')}${path}`);

  const render = (locale: Locale, day: string, items: { title: string; titleEn: string | null; source: number; md5Key: string | null; docUrlCn: string | null; docUrlEn: string | null; ref: unknown }[]) => {
    const text = catalogues[locale].digest;
    const lines = items.map((item) => {
      const target = messageTarget({ ...item, ref: (item.ref as MessageRef | null) ?? null }, locale, MESSAGE_CENTRE_PATH);
      return { title: messageTitleFor(item, locale), url: link(target.path, target.external) };
    });
    const params = { day, count: String(items.length), settings: link(SETTINGS_PATH, false) };
    return {
      subject: fill(text.subject, params),
      text: [fill(text.intro, params), '', ...lines.map((line) => `• ${line.title}\n  ${line.url}`), '', fill(text.footer, params)].join('\n'),
      html: `<p>${escapeHtml(fill(text.intro, params))}</p><ul>${lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.title)}</a></li>`).join('')}</ul><p>${escapeHtml(fill(text.footer, params))}</p>`,
    };
  };

  /** Sends the digests of the Hong Kong day before `now`; answers how many were sent. */
  const sendDigests = async (now: Date): Promise<number> => {
    const { day, from, to } = previousHongKongDay(now);
    const subscribers = await messages.digestSubscribers();
    const unread = await messages.unreadAlertsBetween(
      subscribers.map((row) => row.userId),
      from,
      to,
    );
    let sent = 0;
    for (const subscriber of subscribers) {
      const items = unread.filter((message) => message.userId === subscriber.userId);
      if (items.length === 0) continue;
      const user = await users.findUser(subscriber.userId);
      if (!user?.email) continue;
      const claimedAt = clock.now();
      const claim = await repository.claimDigest(subscriber.userId, day, items.length, claimedAt, new Date(claimedAt.getTime() + DIGEST_LEASE_SECONDS * 1000));
      if (!claim) continue;
      // The user's stored language; the page that turned the digest on only for someone who never chose one.
      const locale = recipientLocale(user.locale, subscriber.locale);
      try {
        await mail.send({ to: user.email, ...render(locale, day, items) });
      } catch (error) {
        await repository.releaseDigest(claim);
        throw error;
      }
      await repository.markDigestSent(claim, clock.now());
      sent += 1;
    }
    log.info({ day, sent }, 'alerts: e-mail digests sent');
    return sent;
  };

  jobs.recurring(DIGEST_JOB_KIND, dailyAt(DIGEST_TIME), async (context) => {
    await sendDigests(context.now);
  }, { transaction: false });

  return { sendDigests };
};
