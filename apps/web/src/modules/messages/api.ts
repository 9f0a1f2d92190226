import { messagesEndpoints } from '@app/contracts';
import { callEndpoint } from '../../lib/http';
import type { MessageList } from './types';

/**
 * Lists the user's messages, newest first (spec §7 /au/messageInfo/list).
 * @param query page from 1 and page size
 */
export const listMessages = (query: { page: number; limit: number }): Promise<MessageList> =>
  callEndpoint(messagesEndpoints.list, { ...query, sortRule: 'createDate', sortType: 'desc' });
