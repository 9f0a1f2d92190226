import { alertsEndpoints, messagesEndpoints, type AlertFollows, type EndpointParams, type MessageSwitches } from '@app/contracts';
import { callEndpoint } from '../../lib/http';
import type { MessageList } from './types';

/**
 * Lists the user's messages, newest first (spec §7 /au/messageInfo/list).
 * @param query page from 1, page size, and optionally the type (MessageType) and read state (1 unread, 2 read)
 */
export const listMessages = (query: { page: number; limit: number; type?: number; readStatus?: number }): Promise<MessageList> =>
  callEndpoint(messagesEndpoints.list, { ...query, sortRule: 'createDate', sortType: 'desc' });

/** Marks every message read (/au/messageInfo/allRead); answers how many changed. */
export const markAllMessagesRead = (): Promise<{ updated: number }> => callEndpoint(messagesEndpoints.allRead);

/** Marks one message read (spec §4: readStatus 1 becomes 2 when clicked, /au/messageInfo/update type 2). */
export const markMessageRead = (id: string): Promise<null> => callEndpoint(messagesEndpoints.markRead, { id, type: 2 });

/** The user's notification switches, one per kind; 1 on, 0 off (spec §7 /au/messageSwitch/detail). */
export const getMessageSwitches = (): Promise<MessageSwitches> => callEndpoint(messagesEndpoints.switches);

/** Turns notification kinds on (1) or off (0) (/au/messageSwitch/update); answers the switches as stored. */
export const updateMessageSwitches = (body: EndpointParams<typeof messagesEndpoints.updateSwitches>): Promise<MessageSwitches> =>
  callEndpoint(messagesEndpoints.updateSwitches, body);

/** The people and topics the user follows for alerts (/au/alerts/follows). */
export const getAlertFollows = (): Promise<AlertFollows> => callEndpoint(alertsEndpoints.follows);

/** Follows the person of a directorship across every board (director alerts). */
export const followPerson = (directorId: string): Promise<AlertFollows> => callEndpoint(alertsEndpoints.followPerson, { directorId });

/** Stops following that person. */
export const unfollowPerson = (directorId: string): Promise<AlertFollows> => callEndpoint(alertsEndpoints.unfollowPerson, { directorId });
