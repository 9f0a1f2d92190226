export { listMessages } from './api';
export { MESSAGE_CENTRE_PATH, MessageBell } from './components/MessageBell';
export { messageKeys, unreadCountOf, useHeaderMessagesQuery } from './queries';
export { ReadStatus } from './types';
export type { Message, MessageList } from './types';
