import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  BindOpenIdBodySchema,
  FollowFlagBodySchema,
  FollowFlagSchema,
  MiniCodeQuerySchema,
  WechatPollBodySchema,
  WechatPollSchema,
  WechatStartBodySchema,
  WechatStartSchema,
} from '../accounts';

const nickName = z.string().max(40).default('WeChat user');

/** WeChat website login, binding, the follow flag and mini-program codes; the dev/* pages exist only with the simulator. */
export const wechatEndpoints = {
  start: defineEndpoint({ path: '/weixin/qrLogin/start', request: WechatStartBodySchema, response: WechatStartSchema }),
  poll: defineEndpoint({ path: '/weixin/qrLogin/poll', request: WechatPollBodySchema, response: WechatPollSchema }),
  /** Redirect target of the WeChat authorisation (an HTML page). */
  callback: defineEndpoint({ method: 'GET', path: '/weixin/callback', request: z.object({ code: z.string().max(2000).optional(), state: z.string().max(100).optional() }) }),
  bindOpenId: defineEndpoint({ path: '/weixin/bindOpenId', request: BindOpenIdBodySchema, response: z.null() }),
  followFlag: defineEndpoint({ path: '/au/saasuser/flag', request: FollowFlagBodySchema, response: FollowFlagSchema }),
  /** The mini-program code image. */
  miniCode: defineEndpoint({ method: 'GET', path: '/miniweixin/miniCode', request: MiniCodeQuerySchema }),
  /** The Official Account's server URL: WeChat's one-time check (echoes echostr when the signature is right). Not an envelope. */
  officialAccountVerify: defineEndpoint({
    method: 'GET',
    path: '/weixin/mp/callback',
    request: z.object({ signature: z.string().max(64), timestamp: z.string().max(20), nonce: z.string().max(64), echostr: z.string().max(200) }),
  }),
  /** The Official Account's events (plaintext XML, signature in the query string), answered "success". */
  officialAccountEvent: defineEndpoint({ path: '/weixin/mp/callback' }),
  devAuthorize: defineEndpoint({ method: 'GET', path: '/dev/wechat/authorize', request: z.object({ state: z.string().max(100), redirect_uri: z.string().max(500) }) }),
  devConfirm: defineEndpoint({ method: 'GET', path: '/dev/wechat/confirm', request: z.object({ state: z.string().max(100), redirect_uri: z.string().max(500), nickName }) }),
  devOfficialAccount: defineEndpoint({ method: 'GET', path: '/dev/wechat/officialAccount', request: z.object({ nickName, follow: z.enum(['true', 'false']).optional() }) }),
  devMiniProgram: defineEndpoint({ method: 'GET', path: '/dev/wechat/miniProgram', request: z.object({ scene: z.string().max(32), page: z.string().max(200).optional() }) }),
};
