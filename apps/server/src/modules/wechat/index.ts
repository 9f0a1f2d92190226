import { wechatEndpoints as endpoints } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Container } from '../../container';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import { requireUser } from '../auth/actor';
import { officialAccountSignatureValid, parseOfficialAccountEvent } from './wechat-official-account';
import { simulatorCodeFor, simulatorIdentityFor } from './wechat.provider';
import { callbackPage, miniProgramPage, officialAccountPage, simulatorPage } from './wechat.pages';

const tags = ['wechat'];
const sendHtml = (reply: FastifyReply, html: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** WeChat website login (scan), binding, the follow flag and mini-program codes, and in development the simulator pages. */
export const wechatModule = async (
  app: FastifyInstance,
  {
    wechat: service,
    wechatProvider: provider,
    wechatSimulator: simulator,
    wechatOfficialAccountToken: officialAccountToken,
    publicBaseUrl,
  }: Pick<Container, 'wechat' | 'wechatProvider' | 'wechatSimulator' | 'wechatOfficialAccountToken' | 'publicBaseUrl'>,
) => {
  routeFor(
    app,
    endpoints.start,
    { access: 'public', tags, summary: 'Start a WeChat scan (sign in, or bind when signed in)' },
    async (request) => ok(request, await service.start(request.actor, request.body.mode)),
  );
  routeFor(
    app,
    endpoints.poll,
    { access: 'public', tags, summary: 'Poll a WeChat scan until it is confirmed' },
    async (request) =>
      ok(request, await service.poll(request.body.state, { keepSigned: !request.body.notKeepSigned, ip: request.ip, userAgent: request.headers['user-agent'], locale: request.localeGiven ? request.locale : undefined })),
  );
  routeFor(
    app,
    endpoints.callback,
    { access: 'public', tags, summary: 'Redirect target of the WeChat authorisation (HTML page)' },
    async (request, reply) => {
      const { code, state } = request.query;
      const done = code && state ? await service.completeCallback(state, code) : false;
      return sendHtml(reply, callbackPage(request.locale, done));
    },
  );
  routeFor(
    app,
    endpoints.bindOpenId,
    { access: 'user', tags, summary: 'Bind the WeChat identity of a confirmed scan (openId = ticket) to the caller' },
    async (request) => {
      const actor = requireUser(request);
      if (request.body.userId !== actor.user.id) throw new AppError('PERMISSION_DENIED');
      await service.bindTicketToUser(actor.user.id, request.body.openId, service.redeemTicket);
      return ok(request, null);
    },
  );

  routeFor(
    app,
    endpoints.followFlag,
    { access: 'user', tags, summary: "Whether the caller's WeChat follows the official account (false without WeChat)" },
    async (request) => ok(request, { focusFlag: await service.followsOfficialAccount(requireUser(request).user) }),
  );
  routeFor(
    app,
    endpoints.miniCode,
    { access: 'user', tags, summary: 'The mini-program code image (wxacode.getUnlimited) for a scene, page and width (280-1280 px)' },
    async (request, reply) => {
      const { contentType, image } = await provider.miniProgramCode(request.query);
      return reply.type(contentType).header('cache-control', 'private, max-age=3600').send(image);
    },
  );

  if (officialAccountToken) {
    const token = officialAccountToken;
    routeFor(
      app,
      endpoints.officialAccountVerify,
      { access: 'public', tags, summary: "WeChat's check of the Official Account server URL: echoes echostr when the signature is right", produces: ['text/plain'] },
      async (request, reply) => {
        if (!officialAccountSignatureValid(token, request.query)) throw new AppError('PERMISSION_DENIED');
        return reply.type('text/plain; charset=utf-8').send(request.query.echostr);
      },
    );
    // Its own scope: the body stays the raw XML text (WeChat's events are small; anything larger is refused).
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
      routeFor(
        scope,
        endpoints.officialAccountEvent,
        { access: 'public', tags, summary: 'Official Account events (plaintext XML, signed in the query): subscribe / unsubscribe record who follows; answered "success"', produces: ['text/plain'] },
        async (request, reply) => {
          const query = (request.query ?? {}) as Record<string, unknown>;
          if (!officialAccountSignatureValid(token, query)) throw new AppError('PERMISSION_DENIED');
          let event: ReturnType<typeof parseOfficialAccountEvent>;
          try {
            event = parseOfficialAccountEvent(typeof request.body === 'string' ? request.body : '');
          } catch {
            throw new AppError('VALIDATION_FAILED', { details: [{ path: 'body', message: 'validation.invalidValue' }] });
          }
          if (event) await service.applyOfficialAccountEvent(event);
          return reply.type('text/plain; charset=utf-8').send('success');
        },
      );
    });
  }

  if (simulator) {
    routeFor(
      app,
      endpoints.devAuthorize,
      { access: 'public', tags: ['development'], summary: 'Development only: the simulated WeChat confirmation page' },
      async (request, reply) => sendHtml(reply, simulatorPage(request.locale, request.query.state, request.query.redirect_uri)),
    );
    routeFor(
      app,
      endpoints.devConfirm,
      { access: 'public', tags: ['development'], summary: 'Development only: confirms the simulated scan as a test identity' },
      async (request, reply) => {
        const target = new URL(request.query.redirect_uri, publicBaseUrl);
        // Only our own callback may be the redirect target: no open redirect.
        if (target.pathname !== '/api/weixin/callback') throw new AppError('VALIDATION_FAILED', { details: [{ path: 'redirect_uri', message: 'validation.invalidValue' }] });
        target.search = new URLSearchParams({ code: simulatorCodeFor(request.query.nickName), state: request.query.state }).toString();
        return reply.redirect(`${target.pathname}${target.search}`);
      },
    );
    routeFor(
      app,
      endpoints.devOfficialAccount,
      { access: 'public', tags: ['development'], summary: 'Development only: a test identity follows (follow=true) or unfollows (follow=false) the simulated official account' },
      async (request, reply) => {
        const { openId } = simulatorIdentityFor(request.query.nickName);
        if (request.query.follow) simulator.setFollowing(openId, request.query.follow === 'true');
        return sendHtml(reply, officialAccountPage(request.locale, request.query.nickName, await simulator.followsOfficialAccount({ openId, unionId: null })));
      },
    );
    routeFor(
      app,
      endpoints.devMiniProgram,
      { access: 'public', tags: ['development'], summary: 'Development only: where simulated mini-program codes lead' },
      async (request, reply) => sendHtml(reply, miniProgramPage(request.locale, request.query.scene, request.query.page)),
    );
  }
};
