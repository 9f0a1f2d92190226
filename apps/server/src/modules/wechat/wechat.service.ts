import { AppError } from '../../lib/errors';
import { createOpaqueToken, sha256Hex } from '../../lib/secrets';
import type { Actor, UserRow } from '../auth/access.policy';
import type { UsersService } from '../auth/users.service';
import type { SessionService } from '../auth/session.service';
import type { WechatIdentity, WechatProvider } from './wechat.provider';
import type { WechatRepository } from './wechat.repository';

const ATTEMPT_TTL_MS = 5 * 60_000;
const TICKET_TTL_MS = 30 * 60_000;

export type PollResult =
  | { status: 'pending' | 'expired' | 'bound' }
  | { status: 'signedIn'; token: string; expiresAt: string }
  | { status: 'needsPhone'; ticket: string; nickName: string | null };

/**
 * WeChat scan sign-in and binding. The browser starts an attempt, the WeChat
 * side (or the simulator) redirects to the callback with a code, and the
 * browser's poll turns the identity into a session, a registration ticket, or a binding.
 */
export const createWechatService = (deps: {
  provider: WechatProvider;
  repository: WechatRepository;
  auth: UsersService;
  sessions: SessionService;
  callbackUrl: string;
  clock?: () => Date;
}) => {
  const { provider, repository, auth, sessions, callbackUrl } = deps;
  const clock = deps.clock ?? (() => new Date());

  const findUserByIdentity = async (identity: Pick<WechatIdentity, 'openId'>): Promise<UserRow | undefined> => auth.findUserByOpenId(identity.openId);

  const bindIdentity = async (userId: string, identity: WechatIdentity) => {
    const owner = await findUserByIdentity(identity);
    if (owner && owner.id !== userId) throw new AppError('RECORD_DUPLICATE');
    await auth.updateUser(userId, { openId: identity.openId, unionId: identity.unionId }, clock());
  };

  return {
    /** Starts an attempt; 'bind' needs a signed-in caller. */
    start: async (actor: Actor, mode: 'login' | 'bind') => {
      if (mode === 'bind' && actor.kind !== 'user') throw new AppError('AUTH_LOGIN_REQUIRED');
      const state = createOpaqueToken();
      const expiresAt = new Date(clock().getTime() + ATTEMPT_TTL_MS);
      await repository.insertAttempt({ stateHash: sha256Hex(state), mode, userId: actor.kind === 'user' ? actor.user.id : null, expiresAt });
      return { state, authorizeUrl: provider.authorizeUrl({ state, redirectUri: callbackUrl }), expiresAt: expiresAt.toISOString() };
    },

    /** The redirect target: records who confirmed. Returns false when the state is unknown or expired. */
    completeCallback: async (state: string, code: string): Promise<boolean> => {
      const attempt = await repository.findByStateHash(sha256Hex(state));
      if (!attempt || attempt.status !== 'pending' || attempt.expiresAt < clock()) return false;
      const identity = await provider.exchangeCode(code);
      await repository.updateAttempt(attempt.id, { status: 'authorized', ...identity });
      return true;
    },

    /** What the waiting browser sees; a confirmed attempt is used once. A sign-in lasts 7 days, or 3 without keepSigned (spec §4). */
    poll: async (state: string, client: { keepSigned: boolean; ip?: string; userAgent?: string }): Promise<PollResult> => {
      const attempt = await repository.findByStateHash(sha256Hex(state));
      if (!attempt || attempt.expiresAt < clock()) return { status: 'expired' };
      if (attempt.status === 'pending') return { status: 'pending' };
      if (attempt.status !== 'authorized' || !attempt.openId) return { status: 'expired' };
      const identity: WechatIdentity = { openId: attempt.openId, unionId: attempt.unionId, nickName: attempt.nickName, headImg: attempt.headImg };
      if (attempt.mode === 'bind' && attempt.userId) {
        await bindIdentity(attempt.userId, identity);
        await repository.updateAttempt(attempt.id, { status: 'bound' });
        return { status: 'bound' };
      }
      const user = await findUserByIdentity(identity);
      if (user) {
        if (!user.loginAccess) throw new AppError('AUTH_ACCOUNT_DISABLED');
        const session = await sessions.startSession(user.id, client);
        await repository.updateAttempt(attempt.id, { status: 'signedIn' });
        return { status: 'signedIn', token: session.token, expiresAt: session.expiresAt.toISOString() };
      }
      const ticket = createOpaqueToken();
      await repository.updateAttempt(attempt.id, { status: 'needsPhone', ticketHash: sha256Hex(ticket), expiresAt: new Date(clock().getTime() + TICKET_TTL_MS) });
      return { status: 'needsPhone', ticket, nickName: attempt.nickName };
    },

    /** Whether the user's bound WeChat follows the official account; false without WeChat (spec §4 follow prompt, §7 /au/saasuser/flag). */
    followsOfficialAccount: async (user: Pick<UserRow, 'openId' | 'unionId'>): Promise<boolean> =>
      user.openId ? provider.followsOfficialAccount({ openId: user.openId, unionId: user.unionId }) : false,

    /** Redeems a registration ticket once (used by /regist and /weixin/bindOpenId). */
    redeemTicket: async (ticket: string): Promise<WechatIdentity | undefined> => {
      const attempt = await repository.findByTicketHash(sha256Hex(ticket));
      if (!attempt || attempt.ticketUsedAt || attempt.expiresAt < clock() || !attempt.openId) return undefined;
      await repository.updateAttempt(attempt.id, { ticketUsedAt: clock() });
      return { openId: attempt.openId, unionId: attempt.unionId, nickName: attempt.nickName, headImg: attempt.headImg };
    },

    /** POST /weixin/bindOpenId: binds a scanned identity (ticket) to the caller. */
    bindTicketToUser: async (userId: string, ticket: string, redeem: (ticket: string) => Promise<WechatIdentity | undefined>) => {
      const identity = await redeem(ticket);
      if (!identity) throw new AppError('AUTH_WECHAT_TICKET_INVALID');
      await bindIdentity(userId, identity);
    },
  };
};

export type WechatService = ReturnType<typeof createWechatService>;
