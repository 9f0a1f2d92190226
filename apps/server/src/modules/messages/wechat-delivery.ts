import { MessageType, messageTarget, type Locale, type MessageRef } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../auth/access.policy';
import type { UsersService } from '../auth/users.service';
import type { JobContext, JobsService } from '../jobs/index';
import { PermanentWechatError, type WechatTemplateSender } from '../wechat/wechat-template.provider';
import { recipientLocale } from '../../lib/recipient-locale';
import { messageTitleFor } from './message-title';
import type { MessageRow, MessagesRepository } from './messages.repository';
import en from './locales/en.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

/** The job that sends messages as WeChat template messages (payload: the message ids of one batch). */
export const WECHAT_DELIVERY_JOB = 'messages.wechat';
/** Messages per delivery job: a fan-out to thousands of bound followers becomes a few jobs, each retried alone. */
export const WECHAT_MESSAGES_PER_JOB = 100;
/** Tries per job before the deliveries still failing are marked failed. */
export const WECHAT_MAX_ATTEMPTS = 5;
const MESSAGE_CENTRE_PATH = '/manage/sys/message';

const catalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
const typeNames = Object.fromEntries(Object.entries(MessageType).map(([name, value]) => [value, name])) as Record<number, keyof typeof en.wechat.types>;

/** "2026-11-27 10:05" in Hong Kong time (the template's `time` keyword). */
const hongKongMinute = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

type Payload = { messageIds: string[] };

type Dependencies = {
  repository: Pick<MessagesRepository, 'findMessages' | 'findSwitchesIn' | 'claimDelivery' | 'updateDelivery'>;
  jobs: Pick<JobsService, 'define'>;
  users: Pick<UsersService, 'findUser'>;
  /** The Official Account openId that reaches a bound user who follows the account, else null (the wechat service). */
  officialAccountOpenId: (user: Pick<UserRow, 'id' | 'openId' | 'unionId'>) => Promise<string | null>;
  sender: WechatTemplateSender;
  publicBaseUrl: string;
  clock: { now(): Date };
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * WeChat delivery of the message centre (issue 17): `messages.notify` / `notifyMany` queue the messages of
 * users whose `wechat` switch is on and who are bound to WeChat on the job table (in the caller's
 * transaction); this job sends each as an Official Account template message (template `alert`: thing1 the
 * kind of alert, thing2 its title, time3 when it arrived; each keyword cut to WeChat's 20 characters) linking
 * to the message's detail. At send time it checks again: the switch, the binding and that the WeChat follows
 * the account (to its Official Account openId); otherwise the delivery row says why ('switchOff', 'unbound', 'notFollowing') and nothing is
 * sent. One delivery row per message and channel, inserted before the call: a retry or a second run never
 * sends twice; a transient failure is retried with back-off (60 s × 2^(attempt−1), at most one hour), a
 * permanent refusal or the last try marks it failed. The message stays in the message centre whatever happens.
 */
export const createWechatMessageDelivery = ({ repository, jobs, users, officialAccountOpenId, sender, publicBaseUrl, clock, log }: Dependencies) => {
  /** Why `message` must not go to WeChat now, or null with the openId and language to send it with. */
  const checkRecipient = async (message: MessageRow): Promise<{ reason: string } | { reason: null; openId: string; locale: Locale }> => {
    const switches = await repository.findSwitchesIn(message.userId);
    if (switches && switches.wechat !== 1) return { reason: 'switchOff' };
    const user = await users.findUser(message.userId);
    if (!user?.openId) return { reason: 'unbound' };
    // Template messages go to the Official Account's own openId (its callback's subscribe event), not the website one.
    const openId = await officialAccountOpenId(user);
    if (!openId) return { reason: 'notFollowing' };
    // The user's stored language first, as every message made without a request (issue 18); WeChat readers default to zh-HK.
    return { reason: null, openId, locale: recipientLocale(user.locale, switches?.digestLocale, 'zh-HK') };
  };

  const render = (message: MessageRow, locale: Locale) => {
    const target = messageTarget({ ...message, ref: (message.ref as MessageRef | null) ?? null }, locale, MESSAGE_CENTRE_PATH);
    const types = catalogues[locale].wechat.types;
    return {
      url: target.external ? target.path : `${publicBaseUrl.replace(/\/$/, '')}${target.path}`,
      data: {
        thing1: types[typeNames[message.type] ?? 'other'] ?? types.other,
        thing2: messageTitleFor(message, locale) || types.other,
        time3: hongKongMinute(message.createdAt),
      },
    };
  };

  const handle = async ({ messageIds }: Payload, context: JobContext) => {
    const failures: string[] = [];
    for (const message of await repository.findMessages(messageIds)) {
      const recipient = await checkRecipient(message);
      const base = { messageId: message.id, userId: message.userId, channel: 'wechat' };
      const { row, created } = await repository.claimDelivery(
        recipient.reason !== null ? { ...base, status: 'skipped', attempts: 0, error: recipient.reason } : { ...base, status: 'sending', attempts: 1 },
      );
      if (recipient.reason !== null) {
        // A retry finds the switch turned off or the account unbound since: it stops there.
        if (!created && row.status === 'retrying') await repository.updateDelivery(row.id, ['retrying'], { status: 'skipped', error: recipient.reason });
        continue;
      }
      let claimed = created ? row : undefined;
      if (!created && row.status === 'retrying') claimed = await repository.updateDelivery(row.id, ['retrying'], { status: 'sending', attempts: row.attempts + 1 });
      // 'sending' left by a run that died during the call: WeChat may have shown it; never sent again (at most once).
      if (!created && row.status === 'sending') await repository.updateDelivery(row.id, ['sending'], { status: 'failed', error: 'interruptedNotResent' });
      if (!claimed) continue;
      try {
        await sender.send({ openId: recipient.openId, template: 'alert', ...render(message, recipient.locale) });
        await repository.updateDelivery(claimed.id, ['sending'], { status: 'sent', sentAt: clock.now(), error: null });
      } catch (error) {
        const last = error instanceof PermanentWechatError || context.attempt >= WECHAT_MAX_ATTEMPTS;
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
        await repository.updateDelivery(claimed.id, ['sending'], { status: last ? 'failed' : 'retrying', error: reason });
        log.warn({ err: error, deliveryId: claimed.id, attempt: context.attempt }, 'message not delivered on WeChat');
        if (!last) failures.push(reason);
      }
    }
    if (failures.length > 0) throw new Error(`WeChat delivery failed: ${failures.join('; ')}`);
  };

  // Outside a transaction (it calls WeChat): the delivery rows, committed before each call, keep it at most once.
  jobs.define<Payload>(WECHAT_DELIVERY_JOB, handle, {
    maxAttempts: WECHAT_MAX_ATTEMPTS,
    retryDelaySeconds: (attempt) => Math.min(3600, 60 * 2 ** (attempt - 1)),
    transaction: false,
  });

  return { render };
};
