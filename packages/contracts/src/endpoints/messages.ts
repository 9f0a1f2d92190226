import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  ListMessagesBodySchema,
  MessageListSchema,
  MessageSwitchesSchema,
  UpdateMessageBodySchema,
  UpdateMessageSwitchesBodySchema,
} from '../messages';

/** The message centre and notification switches (spec §7 /au/messageInfo/*, /au/messageSwitch/*). */
export const messagesEndpoints = {
  list: defineEndpoint({ path: '/au/messageInfo/list', request: ListMessagesBodySchema, response: MessageListSchema }),
  allRead: defineEndpoint({ path: '/au/messageInfo/allRead', response: z.object({ updated: z.number() }) }),
  markRead: defineEndpoint({ path: '/au/messageInfo/update', request: UpdateMessageBodySchema, response: z.null() }),
  switches: defineEndpoint({ path: '/au/messageSwitch/detail', response: MessageSwitchesSchema }),
  updateSwitches: defineEndpoint({ path: '/au/messageSwitch/update', request: UpdateMessageSwitchesBodySchema, response: MessageSwitchesSchema }),
};
