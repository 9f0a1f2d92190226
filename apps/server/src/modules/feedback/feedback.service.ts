import { MessageType, type AddFeedbackBody, type AddFeedbackResult, type FeedbackList, type FeedbackListBody, type Locale } from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { MessagesService } from '../messages/messages.service';
import type { RateLimitsService } from '../rate-limits/index';
import { consumeWriteLimits, type WriteLimitRules, type WriterKeys } from '../rate-limits/write-limits';
import type { FeedbackRepository } from './feedback.repository';

/** Feedback is an anonymous write: at most this many an hour per client address and per account. */
export const FEEDBACK_PER_HOUR: WriteLimitRules = {
  perIp: { scope: 'feedback.add.ip', limit: 10, windowSeconds: 3600 },
  perUser: { scope: 'feedback.add.user', limit: 10, windowSeconds: 3600 },
};

/** Message source of replies to feedback and contact requests (this module's choice; the message centre shows them). */
export const FEEDBACK_REPLY_SOURCE = 17;

/** The message a sender gets when staff answer their request (title in traditional Chinese and English; the answer as content). */
const replyMessage = (userId: string, feedbackId: string, content: string, reply: string) => ({
  userId,
  type: MessageType.contact,
  source: FEEDBACK_REPLY_SOURCE,
  title: '您的查詢已獲回覆',
  titleEn: 'Reply to your request',
  content: `${reply}\n\n— ${content.length > 60 ? `${content.slice(0, 59)}…` : content}`,
  dedupeKey: `contact:feedback:${feedbackId}`,
});

/**
 * Feedback rules: the footer form and contact requests are stored for the service team; a staff reply
 * marks one handled and tells its sender in the message centre (switch `contact`, issue 17).
 */
export const createFeedbackService = (repository: FeedbackRepository, limits: RateLimitsService, messages?: Pick<MessagesService, 'notify'>) => ({
  /**
   * Records a feedback in the submitter's language so the reply can use it.
   * @throws WRITES_TOO_FREQUENT past FEEDBACK_PER_HOUR.
   */
  addFeedback: async (body: AddFeedbackBody, locale: Locale, writer: WriterKeys = {}): Promise<AddFeedbackResult> => {
    await consumeWriteLimits(limits, FEEDBACK_PER_HOUR, writer);
    // The sender is who is signed in, never a user id the form claims: a reply is delivered to that account.
    const id = await repository.insertFeedback({ ...body, userId: writer.userId ?? null, locale });
    return { id };
  },

  /**
   * Staff answer a feedback or contact request: it is marked handled (2) and its sender, if they sent it
   * signed in, gets the answer in the message centre (type and switch `contact`; once per request).
   * @throws RECORD_NOT_FOUND for an unknown request.
   */
  reply: async (staffUserId: string, id: string, reply: string, now: Date = new Date()): Promise<void> => {
    const feedback = await repository.findFeedback(id);
    if (!feedback) throw new AppError('RECORD_NOT_FOUND');
    await repository.markReplied(id, reply, staffUserId, now);
    if (feedback.userId && messages) await messages.notify(replyMessage(feedback.userId, id, feedback.content, reply), { switchField: 'contact' });
  },

  /** The caller's own requests (spec §7 /au/feedback/list), e.g. the company-member tab's earlier request. */
  listOwn: async (userId: string, body: FeedbackListBody): Promise<FeedbackList> => {
    const { rows, total } = await repository.listFeedbacks(userId, body.source, body.page, body.limit);
    return {
      list: rows.map((row) => ({ id: row.id, name: row.name, phone: row.phone, company: row.company, job: row.job, content: row.content, source: row.source, status: row.status, createDate: row.createdAt.toISOString() })),
      total,
    };
  },
});

export type FeedbackService = ReturnType<typeof createFeedbackService>;
