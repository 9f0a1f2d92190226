import { apiPost } from '../../lib/http';
import type { MessageList } from './types';

/**
 * Lists the user's messages, newest first (spec §7 /au/messageInfo/list).
 * @param query page from 1 and page size
 */
export const listMessages = (query: { page: number; limit: number }): Promise<MessageList> =>
  apiPost<MessageList>('/au/messageInfo/list', { ...query, sortRule: 'createDate', sortType: 'desc' });
