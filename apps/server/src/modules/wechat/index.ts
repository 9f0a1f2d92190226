import {
  BindOpenIdBodySchema,
  FollowFlagBodySchema,
  FollowFlagSchema,
  MiniCodeQuerySchema,
  WechatPollBodySchema,
  WechatPollSchema,
  WechatStartBodySchema,
  WechatStartSchema,
  envelopeSchema,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { FORM_CONSUMES } from '../../lib/route-options';
import { requireUser } from '../auth/actor';
import { simulatorCodeFor, simulatorIdentityFor } from './wechat.provider';
import { callbackPage, miniProgramPage, officialAccountPage, simulatorPage } from './wechat.pages';

const tags = ['wechat'];
const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** WeChat website login (scan), binding, the follow flag and mini-program codes, and in development the simulator pages. */
export const wechatModule = async (
  app: FastifyInstance,
  { wechat: service, wechatProvider: provider, wechatSimulator: simulator, publicBaseUrl }: Pick<Container, 'wechat' | 'wechatProvider' | 'wechatSimulator' | 'publicBaseUrl'>,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/weixin/qrLogin/start',
    { config: { access: 'public' }, schema: { tags, summary: 'Start a WeChat scan (sign in, or bind when signed in)', consumes: FORM_CONSUMES, body: WechatStartBodySchema, response: { 200: envelopeSchema(WechatStartSchema) } } },
    async (request) => ok(request, await service.start(request.actor, request.body.mode)),
  );
  api.post(
    '/weixin/qrLogin/poll',
    { config: { access: 'public' }, schema: { tags, summary: 'Poll a WeChat scan until it is confirmed', consumes: FORM_CONSUMES, body: WechatPollBodySchema, response: { 200: envelopeSchema(WechatPollSchema) } } },
    async (request) =>
      ok(request, await service.poll(request.body.state, { keepSigned: !request.body.notKeepSigned, ip: request.ip, userAgent: request.headers['user-agent'] })),
  );
  api.get(
    '/weixin/callback',
    { config: { access: 'public' }, schema: { tags, summary: 'Redirect target of the WeChat authorisation (HTML page)', querystring: z.object({ code: z.string().max(2000).optional(), state: z.string().max(100).optional() }) } },
    async (request, reply) => {
      const { code, state } = request.query;
      const done = code && state ? await service.completeCallback(state, code) : false;
      return sendHtml(reply, callbackPage(request.locale, done));
    },
  );
  api.post(
    '/weixin/bindOpenId',
    { config: { access: 'user' }, schema: { tags, summary: 'Bind the WeChat identity of a confirmed scan (openId = ticket) to the caller', consumes: FORM_CONSUMES, body: BindOpenIdBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      const actor = requireUser(request);
      if (request.body.userId !== actor.user.id) throw new AppError('PERMISSION_DENIED');
      await service.bindTicketToUser(actor.user.id, request.body.openId, service.redeemTicket);
      return ok(request, null);
    },
  );

  api.post(
    '/au/saasuser/flag',
    { config: { access: 'user' }, schema: { tags, summary: "Whether the caller's WeChat follows the official account (false without WeChat)", consumes: FORM_CONSUMES, body: FollowFlagBodySchema, response: { 200: envelopeSchema(FollowFlagSchema) } } },
    async (request) => ok(request, { focusFlag: await service.followsOfficialAccount(requireUser(request).user) }),
  );
  api.get(
    '/miniweixin/miniCode',
    { config: { access: 'user' }, schema: { tags, summary: 'The mini-program code image (wxacode.getUnlimited) for a scene, page and width (280-1280 px)', querystring: MiniCodeQuerySchema } },
    async (request, reply) => {
      const { contentType, image } = await provider.miniProgramCode(request.query);
      return reply.type(contentType).header('cache-control', 'private, max-age=3600').send(image);
    },
  );

  if (simulator) {
    api.get(
      '/dev/wechat/authorize',
      { config: { access: 'public' }, schema: { tags: ['development'], summary: 'Development only: the simulated WeChat confirmation page', querystring: z.object({ state: z.string().max(100), redirect_uri: z.string().max(500) }) } },
      async (request, reply) => sendHtml(reply, simulatorPage(request.locale, request.query.state, request.query.redirect_uri)),
    );
    api.get(
      '/dev/wechat/confirm',
      {
        config: { access: 'public' },
        schema: { tags: ['development'], summary: 'Development only: confirms the simulated scan as a test identity', querystring: z.object({ state: z.string().max(100), redirect_uri: z.string().max(500), nickName: z.string().max(40).default('WeChat user') }) },
      },
      async (request, reply) => {
        const target = new URL(request.query.redirect_uri, publicBaseUrl);
        // Only our own callback may be the redirect target: no open redirect.
        if (target.pathname !== '/api/weixin/callback') throw new AppError('VALIDATION_FAILED', { details: [{ path: 'redirect_uri', message: 'validation.invalidValue' }] });
        target.search = new URLSearchParams({ code: simulatorCodeFor(request.query.nickName), state: request.query.state }).toString();
        return reply.redirect(`${target.pathname}${target.search}`);
      },
    );
    api.get(
      '/dev/wechat/officialAccount',
      {
        config: { access: 'public' },
        schema: {
          tags: ['development'],
          summary: 'Development only: a test identity follows (follow=true) or unfollows (follow=false) the simulated official account',
          querystring: z.object({ nickName: z.string().max(40).default('WeChat user'), follow: z.enum(['true', 'false']).optional() }),
        },
      },
      async (request, reply) => {
        const { openId } = simulatorIdentityFor(request.query.nickName);
        if (request.query.follow) simulator.setFollowing(openId, request.query.follow === 'true');
        return sendHtml(reply, officialAccountPage(request.locale, request.query.nickName, await simulator.followsOfficialAccount({ openId, unionId: null })));
      },
    );
    api.get(
      '/dev/wechat/miniProgram',
      { config: { access: 'public' }, schema: { tags: ['development'], summary: 'Development only: where simulated mini-program codes lead', querystring: z.object({ scene: z.string().max(32), page: z.string().max(200).optional() }) } },
      async (request, reply) => sendHtml(reply, miniProgramPage(request.locale, request.query.scene, request.query.page)),
    );
  }
};
