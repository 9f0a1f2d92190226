import { messagesEndpoints, type EndpointParams, type MessageSwitches } from '@app/contracts';
import { callEndpoint } from '../../lib/http';
import type { MessageList } from './types';

/**
 * Lists the user's messages, newest first (spec §7 /au/messageInfo/list).
 * @param query page from 1 and page size
 */
export const listMessages = (query: { page: number; limit: number }): Promise<MessageList> =>
  callEndpoint(messagesEndpoints.list, { ...query, sortRule: 'createDate', sortType: 'desc' });

/** The user's notification switches, one per kind; 1 on, 0 off (spec §7 /au/messageSwitch/detail). */
export const getMessageSwitches = (): Promise<MessageSwitches> => callEndpoint(messagesEndpoints.switches);

/** Turns notification kinds on (1) or off (0) (/au/messageSwitch/update); answers the switches as stored. */
export const updateMessageSwitches = (body: EndpointParams<typeof messagesEndpoints.updateSwitches>): Promise<MessageSwitches> =>
  callEndpoint(messagesEndpoints.updateSwitches, body);
