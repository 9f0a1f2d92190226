import { MessageType, type Locale } from '@app/contracts';
import {
  DEFAULT_QUIET_HOURS,
  hongKongInstant,
  hongKongLocal,
  nextAllowedSendTime,
  planReminderDays,
  REMINDER_SEND_TIME,
  type QuietHours,
  type ReminderChannel,
  type ReminderPlan,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recipientLocale } from '../../lib/recipient-locale';
import type { MailProvider, SmsProvider } from '../../providers/index';
import type { PeopleService } from '../auth/people.service';
import type { JobContext, JobsService } from '../jobs/index';
import type { MessagesService } from '../messages/messages.service';
import type { CertificateRow, DeliveryRow, MatterRow, SecretaryRepository, TaskRow } from './secretary.repository';
import { calendarText, type AllDayEvent } from './ical';
import { fill, secretaryText, taskName } from './secretary.texts';
import { PermanentWechatError, type WechatTemplateSender } from '../wechat/wechat-template.provider';

/**
 * Reminders (issue 14; brief §5.4) through the durable job table: one job per task, channel
 * and Hong Kong day (key `task:<id>:<channel>:<day>`), fired at 09:00 HKT (SMS and WeChat
 * outside the quiet hours), to the task's lead person and participants, always also into
 * the message centre. The handler re-reads the task, so a completed task, an archived matter
 * or a moved deadline sends nothing stale. Before each outside call it inserts and commits
 * its delivery row (unique per subject, person, channel and day): a second process, a re-run
 * or a restart never sends twice. A provider failure is retried with back-off and shown as
 * failed after the last try.
 *
 * Digests (brief §5.4 batching): SMS and e-mail go as one message per person, channel and day. The first
 * task job of the day for a person claims the delivery rows of every other task of theirs due that day on
 * that channel (each row notes the job that sends it, `sent_with`), sends one message listing them all and
 * marks each row; the other tasks' jobs then find their rows taken and send nothing. The message centre
 * and WeChat stay one entry per task. Every reminder e-mail carries an .ics with one VEVENT per deadline.
 */

export const TASK_REMINDER_JOB = 'secretary.task-reminder';
export const CERTIFICATE_REMINDER_JOB = 'secretary.certificate-reminder';
/** Tries per job before the deliveries still failing are marked failed. */
export const REMINDER_MAX_ATTEMPTS = 4;

/** Message-centre source of secretary reminders (this module's choice; spec §4 routes unknown sources to the centre). */
export const SECRETARY_MESSAGE_SOURCE = 15;
/**
 * Secretary reminders are deadlines: in the message centre they are of type `calendar` and the user's
 * `calendar` switch turns them off there (issue 17); the matter's own channels (SMS, e-mail, WeChat) stay
 * the matter's choice.
 */
const REMINDER_MESSAGE_TYPE = MessageType.calendar;

type ReminderPayload = { id: string; channel: ReminderChannel; day: string };

type Person = { id: string; name: string | null; phone: string | null; email: string | null; openId: string | null; locale: string | null };

export type ReminderDependencies = {
  repository: SecretaryRepository;
  jobs: JobsService;
  messages: Pick<MessagesService, 'notify'>;
  people: Pick<PeopleService, 'find'>;
  sms: SmsProvider;
  mail: MailProvider;
  wechat: WechatTemplateSender;
  clock: { now(): Date };
  quietHours?: QuietHours;
  publicBaseUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

/** '22:00-08:00' → quiet hours. */
export const parseQuietHours = (value: string | undefined): QuietHours => {
  if (!value) return DEFAULT_QUIET_HOURS;
  const [start, end] = value.split('-');
  return { start, end };
};

const channelsOf = (matter: Pick<MatterRow, 'channels'>): ReminderChannel[] => ['centre', ...((matter.channels as ReminderChannel[]) ?? []).filter((channel) => channel !== 'centre')];

const planOf = (task: Pick<TaskRow, 'reminderOffsets' | 'reminderDaily'>): ReminderPlan => ({ offsets: (task.reminderOffsets as ReminderPlan['offsets']) ?? [], daily: task.reminderDaily });

const recipientIdsOf = (task: TaskRow, matter: MatterRow): string[] => {
  const ids = [task.leadUserId ?? matter.leadUserId ?? matter.createdBy, ...((task.participantIds as string[]) ?? [])];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
};

/** The reminder days of a task still ahead of `today`, or none when it needs none. */
const taskDays = (task: TaskRow, matter: MatterRow, today: string): string[] => {
  if (task.completedDate || matter.status === 2 || !task.internalDate || !task.statutoryDate) return [];
  return planReminderDays({ internalDate: task.internalDate, statutoryDate: task.statutoryDate, plan: planOf(task), today }).map((day) => day.date);
};

const certificateDays = (certificate: CertificateRow, today: string): string[] => {
  if (!certificate.expiryDate) return [];
  const offsets = (certificate.reminderOffsets as ReminderPlan['offsets']) ?? [];
  return planReminderDays({ internalDate: certificate.expiryDate, statutoryDate: certificate.expiryDate, plan: { offsets, daily: false }, today }).map((day) => day.date);
};

/** What a person lacks for a channel, or null when the channel can reach them. */
export const missingAddress = (person: Pick<Person, 'phone' | 'email' | 'openId'>, channel: ReminderChannel): string | null => {
  if (channel === 'sms' && !person.phone) return 'noPhone';
  if (channel === 'email' && !person.email) return 'noEmail';
  if (channel === 'wechat' && !person.openId) return 'noWechat';
  return null;
};

const addressOf = (person: Person, channel: ReminderChannel): string | null =>
  channel === 'sms' ? person.phone && `+${person.phone.replace(/^\+/, '')}` : channel === 'email' ? person.email : channel === 'wechat' ? person.openId : person.id;

export const createSecretaryReminders = (deps: ReminderDependencies) => {
  const { repository, jobs, messages, people, sms, mail, wechat, clock, publicBaseUrl, log } = deps;
  const quiet = deps.quietHours ?? DEFAULT_QUIET_HOURS;
  const todayInHongKong = () => hongKongLocal(clock.now()).date;

  const runAtOf = (day: string, channel: ReminderChannel): Date => {
    const now = clock.now();
    const planned = hongKongInstant(day, REMINDER_SEND_TIME);
    return nextAllowedSendTime(planned < now ? now : planned, channel, quiet);
  };

  /** (Re)schedules the reminders of a task from today on; jobs already run stay run (the key is unique). */
  const scheduleTask = async (task: TaskRow, matter: MatterRow) => {
    const days = taskDays(task, matter, todayInHongKong());
    for (const day of days)
      for (const channel of channelsOf(matter))
        await jobs.schedule<ReminderPayload>(TASK_REMINDER_JOB, { id: task.id, channel, day }, { key: `task:${task.id}:${channel}:${day}`, runAt: runAtOf(day, channel), replace: true });
    return days.length;
  };

  const scheduleCertificate = async (certificate: CertificateRow) => {
    const days = certificateDays(certificate, todayInHongKong());
    for (const day of days)
      for (const channel of ['centre', 'email'] as const)
        await jobs.schedule<ReminderPayload>(CERTIFICATE_REMINDER_JOB, { id: certificate.id, channel, day }, { key: `certificate:${certificate.id}:${channel}:${day}`, runAt: runAtOf(day, channel), replace: true });
  };

  const loadPerson = async (organisationId: string, userId: string): Promise<Person | null> => {
    const row = await people.find(organisationId, userId);
    return row ? { id: row.id, name: row.name, phone: row.phone, email: row.email, openId: row.openId, locale: row.locale } : null;
  };

  type Rendered = {
    title: string;
    titleEn: string;
    body: string;
    bodyEn: string;
    sms: string;
    subject: string;
    wechat: { matter: string; deadline: string; task: string; url: string };
    /** The deadlines as calendar events, attached to the e-mail as reminder.ics. */
    events?: AllDayEvent[];
  };

  /** Sends one rendered reminder to one person on one channel (the provider call only); answers why nothing was sent, if so. */
  const sendOne = async (channel: ReminderChannel, person: Person, rendered: Rendered, address: string): Promise<string | undefined> => {
    switch (channel) {
      case 'centre': {
        // The reminder's WeChat is the matter's own channel: the message centre must not send it a second time.
        const stored = await messages.notify(
          { userId: person.id, type: REMINDER_MESSAGE_TYPE, source: SECRETARY_MESSAGE_SOURCE, title: rendered.title, titleEn: rendered.titleEn, content: rendered.body === rendered.bodyEn ? rendered.body : `${rendered.bodyEn}\n${rendered.body}` },
          { switchField: 'calendar', wechat: false },
        );
        return stored ? undefined : 'switchOff';
      }
      case 'sms':
        await sms.send(address, rendered.sms, { matter: rendered.wechat.task, date: rendered.wechat.deadline });
        return;
      case 'email':
        await mail.send({
          to: address,
          subject: rendered.subject,
          text: rendered.body,
          html: `<p>${escapeHtml(rendered.body).replace(/\n/g, '<br>')}</p>`,
          ...(rendered.events?.length
            ? { attachments: [{ filename: 'reminder.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(calendarText(rendered.events, clock.now()), 'utf8') }] }
            : {}),
        });
        return;
      case 'wechat':
        await wechat.send({
          openId: address,
          template: 'reminder',
          url: rendered.wechat.url,
          data: { thing1: rendered.wechat.matter, time2: rendered.wechat.deadline, thing3: rendered.wechat.task },
        });
        return;
    }
  };

  /**
   * Delivers one (subject, channel, day) to every recipient, each guarded by its delivery row and
   * written in the recipient's language (`render` once per language; the matter's as the fallback).
   * @throws Error to retry the job when a provider failed and tries remain.
   */
  const deliver = async (
    subject: { kind: 'task' | 'certificate'; id: string; organisationId: string },
    payload: ReminderPayload,
    recipients: string[],
    render: (locale: Locale) => Rendered,
    fallbackLocale: string | null,
    context: JobContext,
  ) => {
    const failures: string[] = [];
    for (const userId of recipients) {
      const person = await loadPerson(subject.organisationId, userId);
      if (!person) continue;
      const missing = missingAddress(person, payload.channel);
      const address = addressOf(person, payload.channel);
      const base = { subjectKind: subject.kind, subjectId: subject.id, organisationId: subject.organisationId, userId, channel: payload.channel, day: payload.day, recipient: address };
      const { row, created } = await repository.claimDelivery({ ...base, status: missing ? 'skipped' : 'sending', attempts: missing ? 0 : 1, error: missing });
      if (missing) continue;
      let claimed: DeliveryRow | undefined = created ? row : undefined;
      // A try that failed at the provider may go again; 'sending' left by a crash is never re-sent (no duplicate).
      if (!created && row.status === 'retrying') claimed = await repository.updateDelivery(row.id, ['retrying'], { status: 'sending', attempts: row.attempts + 1 });
      if (!created && row.status === 'sending' && row.attempts > 0) {
        await repository.updateDelivery(row.id, ['sending'], { status: 'failed', error: 'interruptedNotResent' });
        continue;
      }
      if (!claimed) continue;
      try {
        const skipped = await sendOne(payload.channel, person, render(recipientLocale(person.locale, fallbackLocale)), address ?? '');
        await repository.updateDelivery(claimed.id, ['sending'], skipped ? { status: 'skipped', error: skipped } : { status: 'sent', sentAt: clock.now(), error: null });
      } catch (error) {
        const permanent = error instanceof PermanentWechatError;
        const last = permanent || context.attempt >= REMINDER_MAX_ATTEMPTS;
        const reason = error instanceof Error ? error.message.slice(0, 480) : 'error';
        await repository.updateDelivery(claimed.id, ['sending'], { status: last ? 'failed' : 'retrying', error: reason });
        log.warn({ err: error, deliveryId: claimed.id, channel: payload.channel, attempt: context.attempt }, 'secretary reminder not delivered');
        if (!last) failures.push(reason);
      }
    }
    if (failures.length > 0) throw new Error(`reminder delivery failed: ${failures.join('; ')}`);
  };

  /** One task's reminder in `locale` (with the English title and body for the message centre). */
  const renderTask = (task: TaskRow, matter: MatterRow, day: string, locale: Locale): Rendered & { line: string; smsItem: string; event: AllDayEvent | null } => {
    const isStatutory = day === task.statutoryDate;
    const url = `${publicBaseUrl}/disAi/item/fileEdit?id=${matter.id}`;
    const params = (target: Locale) => ({
      task: taskName(task, target),
      matter: matter.name,
      company: matter.companyName,
      internalDate: task.internalDate ?? '',
      statutoryDate: task.statutoryDate ?? '',
      rule: task.rule ? (target === 'en' ? ` (${task.rule})` : `（${task.rule}）`) : '',
      url,
    });
    const catalogue = secretaryText(locale);
    const text = catalogue.reminder;
    const english = secretaryText('en').reminder;
    const event: AllDayEvent | null = task.statutoryDate
      ? {
          uid: `${task.id}-statutory@compliance-desk`,
          date: task.statutoryDate,
          summary: `${fill(task.rule ? catalogue.ical.statutory : catalogue.ical.statutoryNoRule, { task: taskName(task, locale), rule: task.rule ?? '' })} — ${matter.companyName}`,
          description: `${fill(text.body, params(locale))}`,
        }
      : null;
    return {
      title: fill(isStatutory ? text.titleStatutory : text.title, params(locale)),
      titleEn: fill(isStatutory ? english.titleStatutory : english.title, params('en')),
      body: fill(text.body, params(locale)) + (event ? `\n\n${catalogue.icsAttached}` : ''),
      bodyEn: fill(english.body, params('en')),
      sms: fill(text.sms, params(locale)),
      subject: fill(text.subject, params(locale)),
      wechat: { matter: matter.name, deadline: task.internalDate ?? '', task: taskName(task, locale), url },
      events: event ? [event] : [],
      line: fill(catalogue.digest.line, params(locale)),
      smsItem: fill(catalogue.digest.smsItem, params(locale)),
      event,
    };
  };

  /** One message listing several tasks' reminders (SMS and e-mail digests), in `locale`. */
  const renderDigest = (items: { task: TaskRow; matter: MatterRow }[], day: string, locale: Locale): Rendered => {
    if (items.length === 1) return renderTask(items[0].task, items[0].matter, day, locale);
    const catalogue = secretaryText(locale);
    const parts = items.map(({ task, matter }) => renderTask(task, matter, day, locale));
    const params = { count: String(items.length), day };
    const events = parts.map((part) => part.event).filter((event): event is AllDayEvent => event !== null);
    return {
      title: fill(catalogue.digest.title, params),
      titleEn: fill(secretaryText('en').digest.title, params),
      body: `${fill(catalogue.digest.intro, params)}\n\n${parts.map((part) => part.line).join('\n')}${events.length ? `\n\n${catalogue.icsAttached}` : ''}`,
      bodyEn: '',
      sms: fill(catalogue.digest.sms, { ...params, items: parts.map((part) => part.smsItem).join(catalogue.digest.smsSeparator) }),
      subject: fill(catalogue.digest.subject, params),
      wechat: { ...parts[0].wechat, matter: `${parts[0].wechat.task} +${items.length - 1}`, deadline: day },
      events,
    };
  };

  /** Whether a task has a reminder for `userId` on `channel` on `day` (the plan, its people and its matter's channels). */
  const isDueFor = (task: TaskRow, matter: MatterRow, userId: string, channel: ReminderChannel, day: string) =>
    channelsOf(matter).includes(channel) && recipientIdsOf(task, matter).includes(userId) && taskDays(task, matter, day).includes(day);

  /**
   * SMS and e-mail: one message per person, channel and day. This job claims its own delivery row, then the
   * rows of the person's other tasks due the same day on the channel not yet claimed, and sends them together.
   * @throws Error to retry the job when the provider failed and tries remain.
   */
  const deliverDigest = async (task: TaskRow, matter: MatterRow, payload: ReminderPayload, context: JobContext) => {
    const failures: string[] = [];
    for (const userId of recipientIdsOf(task, matter)) {
      const person = await loadPerson(task.organisationId, userId);
      if (!person) continue;
      const missing = missingAddress(person, payload.channel);
      const address = addressOf(person, payload.channel);
      const rowOf = (subjectId: string) => ({ subjectKind: 'task', subjectId, organisationId: task.organisationId, userId, channel: payload.channel, day: payload.day, recipient: address });
      const { row, created } = await repository.claimDelivery({ ...rowOf(task.id), status: missing ? 'skipped' : 'sending', attempts: missing ? 0 : 1, error: missing, sentWith: task.id });
      if (missing) continue;
      let own: DeliveryRow | undefined = created ? row : undefined;
      if (!created && row.status === 'retrying') own = await repository.updateDelivery(row.id, ['retrying'], { status: 'sending', attempts: row.attempts + 1, sentWith: task.id });
      if (!created && row.status === 'sending' && row.attempts > 0 && (row.sentWith === null || row.sentWith === task.id)) {
        // this job claimed and died before it knew the outcome: never re-sent (no duplicate); nor the rows it took with it
        await repository.failInterrupted(task.id, userId, payload.channel, payload.day);
        continue;
      }
      if (!own) continue;
      const claimed: { row: DeliveryRow; task: TaskRow; matter: MatterRow }[] = [{ row: own, task, matter }];
      for (const other of await repository.tasksForPerson(task.organisationId, userId)) {
        if (other.task.id === task.id || !isDueFor(other.task, other.matter, userId, payload.channel, payload.day)) continue;
        const taken = await repository.claimDelivery({ ...rowOf(other.task.id), status: 'sending', attempts: 1, sentWith: task.id });
        let companion: DeliveryRow | undefined = taken.created ? taken.row : undefined;
        if (!taken.created && taken.row.status === 'retrying')
          companion = await repository.updateDelivery(taken.row.id, ['retrying'], { status: 'sending', attempts: taken.row.attempts + 1, sentWith: task.id });
        if (companion) claimed.push({ row: companion, task: other.task, matter: other.matter });
      }
      const rendered = renderDigest(
        claimed.map((item) => ({ task: item.task, matter: item.matter })),
        payload.day,
        recipientLocale(person.locale, matter.locale),
      );
      try {
        await sendOne(payload.channel, person, rendered, address ?? '');
        for (const item of claimed) await repository.updateDelivery(item.row.id, ['sending'], { status: 'sent', sentAt: clock.now(), error: null });
      } catch (error) {
        const last = context.attempt >= REMINDER_MAX_ATTEMPTS;
        const reason = error instanceof Error ? error.message.slice(0, 480) : 'error';
        // This job's retry (or a companion's own job) takes them up again; after the last try all are failed.
        for (const item of claimed) await repository.updateDelivery(item.row.id, ['sending'], { status: last ? 'failed' : 'retrying', error: reason });
        log.warn({ err: error, deliveryId: own.id, channel: payload.channel, attempt: context.attempt, listed: claimed.length }, 'secretary reminder not delivered');
        if (!last) failures.push(reason);
      }
    }
    if (failures.length > 0) throw new Error(`reminder delivery failed: ${failures.join('; ')}`);
  };

  const handleTaskReminder = async (payload: ReminderPayload, context: JobContext) => {
    const found = await repository.findTaskById(payload.id, context.tx);
    if (!found) return;
    const { task, matter } = found;
    // Stale: completed, archived, or the day is no longer one of the plan's (dates moved).
    if (!taskDays(task, matter, payload.day).includes(payload.day)) return;
    if (!channelsOf(matter).includes(payload.channel)) return;
    if (payload.channel === 'sms' || payload.channel === 'email') return deliverDigest(task, matter, payload, context);
    const render = (locale: Locale) => renderTask(task, matter, payload.day, locale);
    await deliver({ kind: 'task', id: task.id, organisationId: task.organisationId }, payload, recipientIdsOf(task, matter), render, matter.locale, context);
  };

  const handleCertificateReminder = async (payload: ReminderPayload, context: JobContext) => {
    const certificate = await repository.findCertificateById(payload.id, context.tx);
    if (!certificate || !certificateDays(certificate, payload.day).includes(payload.day)) return;
    const url = `${publicBaseUrl}/disAi/cert/businessDetail?id=${certificate.id}`;
    const params = { name: certificate.name, company: certificate.companyName, expiryDate: certificate.expiryDate ?? '', url };
    const english = secretaryText('en').certificate;
    const render = (locale: Locale): Rendered => {
      // The message centre keeps a Chinese title beside the English one; an English reader's is the Hong Kong one.
      const text = secretaryText(locale === 'en' ? 'zh-HK' : locale).certificate;
      const own = secretaryText(locale).certificate;
      return {
        title: fill(text.title, params),
        titleEn: fill(english.title, params),
        body: fill(text.body, params),
        bodyEn: fill(english.body, params),
        sms: fill(own.sms, params),
        subject: fill(own.subject, params),
        wechat: { matter: certificate.name, deadline: certificate.expiryDate ?? '', task: certificate.companyName, url },
      };
    };
    // A certificate has no language of its own: the holder's stored one, else English as before.
    await deliver({ kind: 'certificate', id: certificate.id, organisationId: certificate.organisationId }, payload, [certificate.holderUserId ?? certificate.createdBy], render, 'en', context);
  };

  const retryDelaySeconds = (attempt: number) => Math.min(3600, 60 * 2 ** (attempt - 1));
  // Outside a transaction (they call providers): the delivery rows, committed before each send, make them exactly-once.
  jobs.define<ReminderPayload>(TASK_REMINDER_JOB, handleTaskReminder, { maxAttempts: REMINDER_MAX_ATTEMPTS, retryDelaySeconds, transaction: false });
  jobs.define<ReminderPayload>(CERTIFICATE_REMINDER_JOB, handleCertificateReminder, { maxAttempts: REMINDER_MAX_ATTEMPTS, retryDelaySeconds, transaction: false });

  return {
    scheduleTask,
    scheduleCertificate,
    /** Which of `userIds` a channel cannot reach (warnings when people are assigned). */
    unreachable: async (organisationId: string, userIds: string[], channels: ReminderChannel[]): Promise<string[]> => {
      const warnings: string[] = [];
      for (const userId of new Set(userIds)) {
        const person = await loadPerson(organisationId, userId);
        if (!person) continue;
        for (const channel of channels) {
          const missing = missingAddress(person, channel);
          if (missing) warnings.push(`${missing}:${person.name ?? person.id}`);
        }
      }
      return warnings;
    },
    /** For tests and the dev tools: jobs do the work, this only names them. */
    jobKinds: [TASK_REMINDER_JOB, CERTIFICATE_REMINDER_JOB] as const,
  };
};

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type SecretaryReminders = ReturnType<typeof createSecretaryReminders>;
