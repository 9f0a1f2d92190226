/** Message shapes come from the contracts (spec §3 Message). */
export type { MessageList, MessageSummary as Message } from '@app/contracts';

/** Spec §3 readStatus values. */
export const ReadStatus = { Unread: 1, Read: 2 } as const;
