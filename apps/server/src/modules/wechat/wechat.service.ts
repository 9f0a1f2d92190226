import type { Locale } from '@app/contracts';
import { AppError } from '../../lib/errors';
import { createOpaqueToken, sha256Hex } from '../../lib/secrets';
import type { Actor, UserRow } from '../auth/access.policy';
import type { UsersService } from '../auth/users.service';
import type { SessionService } from '../auth/session.service';
import type { OfficialAccountEvent, OfficialAccountUserInfo } from './wechat-official-account';
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
  /** The unionId of an Official Account follower (cgi-bin/user/info, or the simulator's). */
  officialAccountUserInfo: OfficialAccountUserInfo;
  log: { warn(details: object, message: string): void };
  clock?: () => Date;
}) => {
  const { provider, repository, auth, sessions, callbackUrl, officialAccountUserInfo, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  const findUserByIdentity = async (identity: Pick<WechatIdentity, 'openId'>): Promise<UserRow | undefined> => auth.findUserByOpenId(identity.openId);

  const bindIdentity = async (userId: string, identity: WechatIdentity) => {
    const owner = await findUserByIdentity(identity);
    if (owner && owner.id !== userId) throw new AppError('RECORD_DUPLICATE');
    await auth.updateUser(userId, { openId: identity.openId, unionId: identity.unionId }, clock());
  };

  /**
   * Where the Official Account reaches the user: the Official Account openId of a following follower row
   * (the callback's events, linked by unionId), or null when it says they do not follow. Without any event
   * for the user, the provider decides (the simulator's follow switch, sent to the website openId as before;
   * real WeChat: not following, as nothing else tells).
   */
  const officialAccountOpenId = async (user: Pick<UserRow, 'id' | 'openId' | 'unionId'>): Promise<string | null> => {
    if (!user.openId) return null;
    const follower = await repository.findFollowerOf(user.id, user.unionId);
    if (follower) {
      // Followed before binding the website WeChat: the row is linked now that the unionId matches.
      if (follower.userId !== user.id) await repository.linkFollower(follower.oaOpenId, user.id);
      return follower.following ? follower.oaOpenId : null;
    }
    return (await provider.followsOfficialAccount({ openId: user.openId, unionId: user.unionId })) ? user.openId : null;
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
    poll: async (state: string, client: { keepSigned: boolean; ip?: string; userAgent?: string; locale?: Locale }): Promise<PollResult> => {
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

    officialAccountOpenId,

    /** Whether the user's bound WeChat follows the official account; false without WeChat (spec §4 follow prompt, §7 /au/saasuser/flag). */
    followsOfficialAccount: async (user: Pick<UserRow, 'id' | 'openId' | 'unionId'>): Promise<boolean> => (await officialAccountOpenId(user)) !== null,

    /**
     * A subscribe or unsubscribe event of the Official Account callback: records who follows (an older event
     * arriving late changes nothing) and, on subscribe, links the follower to our user by unionId (the event's,
     * else cgi-bin/user/info). A failed look-up is logged; the follower is kept and linked when it follows again.
     */
    applyOfficialAccountEvent: async (event: OfficialAccountEvent): Promise<void> => {
      if (event.kind === 'unsubscribe') {
        await repository.applyFollowerEvent({ oaOpenId: event.oaOpenId, following: false, eventAt: event.at });
        return;
      }
      let unionId = event.unionId;
      if (!unionId) {
        try {
          unionId = await officialAccountUserInfo(event.oaOpenId);
        } catch (error) {
          log.warn({ err: error, oaOpenId: event.oaOpenId }, 'official account follower: unionId look-up failed');
        }
      }
      const user = unionId ? await auth.findUserByUnionId(unionId) : undefined;
      await repository.applyFollowerEvent({ oaOpenId: event.oaOpenId, following: true, eventAt: event.at, unionId, userId: user?.id ?? null });
    },

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
