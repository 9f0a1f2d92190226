import {
  ListMessagesBodySchema,
  MessageListSchema,
  MessageSwitchesSchema,
  UpdateMessageBodySchema,
  UpdateMessageSwitchesBodySchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import type { Container } from '../../container';

const tags = ['messages'];

/** The message centre and notification switches (spec §7 /au/messageInfo/*, /au/messageSwitch/*). */
export const messagesModule = async (app: FastifyInstance, { messages: service }: Pick<Container, 'messages'>) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/au/messageInfo/list',
    { config: { access: 'user' }, schema: { tags, summary: "The caller's messages, newest first", consumes: FORM_CONSUMES, body: ListMessagesBodySchema, response: { 200: envelopeSchema(MessageListSchema) } } },
    async (request) => ok(request, await service.listMessages(requireUser(request).user.id, request.body)),
  );
  api.post(
    '/au/messageInfo/allRead',
    { config: { access: 'user' }, schema: { tags, summary: 'Mark every message read', consumes: FORM_CONSUMES, response: { 200: envelopeSchema(z.object({ updated: z.number() })) } } },
    async (request) => ok(request, { updated: await service.markAllRead(requireUser(request).user.id) }),
  );
  api.post(
    '/au/messageInfo/update',
    { config: { access: 'user' }, schema: { tags, summary: 'Mark one message read (type 2)', consumes: FORM_CONSUMES, body: UpdateMessageBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await service.markRead(requireUser(request).user.id, request.body.id);
      return ok(request, null);
    },
  );
  api.post(
    '/au/messageSwitch/detail',
    { config: { access: 'user' }, schema: { tags, summary: 'Notification switches of the caller', consumes: FORM_CONSUMES, response: { 200: envelopeSchema(MessageSwitchesSchema) } } },
    async (request) => ok(request, await service.getSwitches(requireUser(request).user.id)),
  );
  api.post(
    '/au/messageSwitch/update',
    { config: { access: 'user' }, schema: { tags, summary: 'Turn notification switches on (1) or off (0)', consumes: FORM_CONSUMES, body: UpdateMessageSwitchesBodySchema, response: { 200: envelopeSchema(MessageSwitchesSchema) } } },
    async (request) => {
      const userId = requireUser(request).user.id;
      await service.updateSwitches(userId, request.body);
      return ok(request, await service.getSwitches(userId));
    },
  );
};
