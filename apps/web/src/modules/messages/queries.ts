import { HEADER_MESSAGE_FETCH } from '@app/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAlertFollows, getMessageSwitches, listMessages } from './api';
import { ReadStatus, type MessageList } from './types';

export const messageKeys = {
  all: ['messages'] as const,
  header: () => [...messageKeys.all, 'header'] as const,
  switches: () => [...messageKeys.all, 'switches'] as const,
  centre: (filter: CentreFilter) => [...messageKeys.all, 'centre', filter] as const,
  follows: () => ['alerts', 'follows'] as const,
};

/** The message centre's page and filters. */
export type CentreFilter = { page: number; limit: number; type?: number; readStatus?: number };

/** One page of the message centre (/manage/sys/message); refreshed by every live message. */
export const useMessageCentreQuery = (filter: CentreFilter) =>
  useQuery({ queryKey: messageKeys.centre(filter), queryFn: () => listMessages(filter), placeholderData: keepPreviousData });

/** The header's latest messages (spec §7: page 1, size 5); only for signed-in users. */
export const useHeaderMessagesQuery = (enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.header(),
    queryFn: () => listMessages({ page: 1, limit: HEADER_MESSAGE_FETCH }),
    enabled,
    staleTime: 60_000,
  });

/** The user's notification switches (/manage/person/wxSet). */
export const useMessageSwitchesQuery = () => useQuery({ queryKey: messageKeys.switches(), queryFn: getMessageSwitches });

/** Unread count: the server's `unreadNum`, else the unread messages of the fetched page. */
export const unreadCountOf = (data: Pick<MessageList, 'list'> & { unreadNum?: number | null } | undefined): number => {
  if (!data) return 0;
  if (typeof data.unreadNum === 'number' && Number.isFinite(data.unreadNum)) return data.unreadNum;
  return data.list.filter((message) => message.readStatus === ReadStatus.Unread).length;
};

/** The people and topics the user follows for alerts (signed-in users only). */
export const useAlertFollowsQuery = (enabled: boolean) => useQuery({ queryKey: messageKeys.follows(), queryFn: getAlertFollows, enabled });
