import type { Locale } from '@app/contracts';
import { recipientLocale } from '../../lib/recipient-locale';
import type { MailProvider, SmsProvider } from '../../providers/types';
import type { UsersService } from '../auth/users.service';
import type { MessagesService } from '../messages/messages.service';
import type { CommerceRepository } from './commerce.repository';
import en from './locales/en.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhHK from './locales/zh-HK.json' with { type: 'json' };

/** Message-centre texts of this module; `en` is the source of truth. */
export const commerceCatalogues: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, 'zh-HK': zhHK };
export const fillTemplate = (template: string, params: Record<string, string>) => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);

/** Message source of commerce notices (the message centre opens My orders / Membership for it). */
export const COMMERCE_MESSAGE_SOURCE = 13;
/** Message-centre type of order events (MessageType.dynamic); the user's `dynamic` switch turns them off. */
const ORDER_MESSAGE_TYPE = 8;

export type NoticeKey = 'vipActivated' | 'vipEndingSoon' | 'vipEnded' | 'orderPaid' | 'orderDelivered' | 'orderRefunded' | 'invoiceIssued' | 'invoiceRejected';

/** One notice to one user; `key` is unique per notice (the job's key) and makes every channel at most once. */
export type NoticePayload = { key?: string; userId: string; notice: NoticeKey; params: Record<string, string>; locale: Locale; sms?: boolean; mail?: boolean };

type Dependencies = {
  repository: Pick<CommerceRepository, 'claimNoticeDelivery' | 'updateNoticeDelivery'>;
  users: Pick<UsersService, 'findUser'>;
  messages: Pick<MessagesService, 'notify'>;
  sms: SmsProvider;
  mail: MailProvider;
  clock: { now: () => Date };
};

/**
 * Sends a commerce notice: the message centre (deduplicated on the notice key)
 * and, when asked, an SMS and an e-mail, each guarded by a delivery row. The
 * notice job may run again after a failure or a crash: the message centre
 * entry is not repeated, a channel already sent is skipped, a channel that
 * failed is tried again, and a channel left "sending" by a crash is not resent
 * (at most once). Throws when a channel failed, so the job retries it.
 */
export const createCommerceNotices = ({ repository, users, messages, sms, mail, clock }: Dependencies) => {
  /** Runs `send` once for (key, channel) across all runs of the job. */
  const once = async (key: string, channel: 'sms' | 'mail', userId: string, send: () => Promise<void>) => {
    const now = clock.now();
    const { row, created } = await repository.claimNoticeDelivery({ noticeKey: key, channel, userId, status: 'sending', attempts: 1 });
    const claimed = created ? row : row.status === 'retrying' ? await repository.updateNoticeDelivery(row.id, ['retrying'], { status: 'sending', attempts: row.attempts + 1 }, now) : undefined;
    if (!claimed) return;
    try {
      await send();
      await repository.updateNoticeDelivery(claimed.id, ['sending'], { status: 'sent', sentAt: clock.now(), error: null }, clock.now());
    } catch (error) {
      await repository.updateNoticeDelivery(claimed.id, ['sending'], { status: 'retrying', error: (error instanceof Error ? error.message : String(error)).slice(0, 300) }, clock.now());
      throw error;
    }
  };

  return {
    send: async (payload: NoticePayload) => {
      // jobs scheduled before notices had keys: one made of what they say
      const key = payload.key ?? `${payload.notice}:${payload.userId}:${JSON.stringify(payload.params)}`;
      const user = await users.findUser(payload.userId);
      // The recipient's stored language; the order's (payload.locale) only for someone who never chose one.
      const locale = recipientLocale(user?.locale, payload.locale);
      const catalogue = commerceCatalogues[locale];
      const chinese = locale === 'en' ? commerceCatalogues['zh-HK'] : catalogue;
      const text = catalogue[payload.notice];
      const content = fillTemplate(text.content, payload.params);
      await messages.notify({
        userId: payload.userId,
        type: ORDER_MESSAGE_TYPE,
        source: COMMERCE_MESSAGE_SOURCE,
        title: fillTemplate(chinese[payload.notice].title, payload.params),
        titleEn: fillTemplate(commerceCatalogues.en[payload.notice].title, payload.params),
        content,
        dedupeKey: `commerce:${key}`.slice(0, 160),
      }, { switchField: 'dynamic' });
      if (!payload.sms && !payload.mail) return;
      const failures: unknown[] = [];
      const smsText = (catalogue.sms as Record<string, string | undefined>)[payload.notice];
      if (payload.sms && user?.phone && smsText) {
        const phone = user.phone;
        await once(key, 'sms', payload.userId, () => sms.send(phone, fillTemplate(smsText, payload.params), payload.params)).catch((error: unknown) => failures.push(error));
      }
      if (payload.mail && user?.email) {
        const email = user.email;
        await once(key, 'mail', payload.userId, () => mail.send({ to: email, subject: fillTemplate(text.title, payload.params), text: content })).catch((error: unknown) => failures.push(error));
      }
      if (failures.length) throw failures[0];
    },
  };
};

export type CommerceNotices = ReturnType<typeof createCommerceNotices>;
