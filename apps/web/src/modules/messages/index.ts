export { getMessageSwitches, listMessages, updateMessageSwitches } from './api';
export { MESSAGE_CENTRE_PATH, MessageBell } from './components/MessageBell';
export { MessageSwitches } from './components/MessageSwitches';
export { messageKeys, unreadCountOf, useHeaderMessagesQuery, useMessageSwitchesQuery } from './queries';
export { ReadStatus } from './types';
export type { Message, MessageList } from './types';
